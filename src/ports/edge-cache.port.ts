/**
 * The shared cache in front of the product (ADR 21): Varnish with xkey, a CDN such as Fastly, or
 * none. Responses tell it what they show with a `Surrogate-Key` header; a content change asks it
 * to drop every object holding a changed key.
 */
export interface EdgeCachePort {
  /** `varnish`, `fastly`, `none`: for logs, metrics and the admin overview. */
  readonly provider: string;
  /** Drops every object holding any of the keys; rejects when the edge did not confirm it. */
  purgeKeys(keys: readonly string[]): Promise<void>;
}

export interface EdgeCacheFailure {
  readonly provider: string;
  readonly message: string;
}
