/** Whether one more sign-in attempt may go on, or how long the reader waits first. */
export type SignInVerdict =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * Counts one sign-in attempt for the account `email` and answers whether it may go on (ADR 11:
 * per account from any address, and per client address). The driving adapter hands it to the
 * sign-in use case with each attempt, bound to the client it answers, whose address is counted
 * with the account.
 */
export type SignInLimiter = (email: string) => Promise<SignInVerdict>;
