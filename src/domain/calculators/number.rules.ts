/** The calculators' rounding helper: one decimal, and 0 for a falsy value. */
export function roundOne(value: number | null | undefined): number {
  if (value === null || value === undefined || value === 0 || Number.isNaN(value)) return 0;
  return Math.round(value * 10) / 10;
}

/** A number as readers type it: decimal comma or point, spaces as thousands separators. */
export function parseDecimal(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  // Stryker disable next-line MethodExpression: the next step removes every blank anyway
  const compact = raw
    .trim()
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(compact)) return null;
  return Number(compact);
}
