/**
 * Sign-in attempts per key in a fixed window (in process; each replica counts its own). Keys are
 * the client address, and the address with the e-mail, so one address cannot try many passwords
 * for one account nor spray many accounts.
 */
export interface RateLimits {
  readonly perAddress: number;
  readonly perAccount: number;
  readonly windowMs: number;
}

export const SIGN_IN_LIMITS: RateLimits = { perAddress: 30, perAccount: 8, windowMs: 10 * 60_000 };
const MAX_KEYS = 50_000;

export class SignInRateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limits: RateLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; false when the address or the account is over its limit. */
  attempt(address: string, email: string): boolean {
    const account = this.hit(`a:${address}|${email.trim().toLowerCase()}`);
    const all = this.hit(`i:${address}`);
    return account <= this.limits.perAccount && all <= this.limits.perAddress;
  }

  private hit(key: string): number {
    const now = this.now();
    const window = this.windows.get(key);
    if (window === undefined || window.resetAt <= now) {
      if (this.windows.size >= MAX_KEYS) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.limits.windowMs });
      return 1;
    }
    window.count += 1;
    return window.count;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    if (this.windows.size >= MAX_KEYS) this.windows.clear();
  }
}
