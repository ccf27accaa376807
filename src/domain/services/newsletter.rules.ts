/** A basic address: something, an at-sign, a host, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/** Where the form was, for the sign-up's source and tracking (letters, digits, - and _). */
export function signUpSource(raw: unknown, fallback: string): string {
  return typeof raw === 'string' && /^[\w-]{1,64}$/.test(raw) ? raw : fallback;
}
