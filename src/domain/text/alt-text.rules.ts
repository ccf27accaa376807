/** Image alt text is cut to 100 characters with '...' appended. */
export const ALT_TEXT_MAX = 100;

export function altText(alt: string | null): string {
  const clean = (alt ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= ALT_TEXT_MAX) return clean;
  return `${clean.slice(0, ALT_TEXT_MAX)}...`;
}
