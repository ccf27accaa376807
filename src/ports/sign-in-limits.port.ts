/** Whether one more sign-in attempt may go on, or how long the reader waits first. */
export type SignInVerdict =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * The sign-in limits of one attempt (ADR 11), bound by the driving adapter to the client it
 * answers: per client address every attempt counts; per account (from any address) only
 * failures count, so wrong passwords typed by someone else cannot lock the owner out by being
 * mixed with the owner's own successful sign-ins, and the owner's sign-ins never count at all.
 */
export interface SignInLimiter {
  /** Counts the attempt against its address and answers whether it may go on. */
  attempt(email: string): Promise<SignInVerdict>;
  /** Counts a refused password against the account. */
  failed(email: string): Promise<void>;
}
