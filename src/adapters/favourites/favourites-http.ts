import { failed, succeeded, valueOr, type Outcome } from '../../domain/errors/outcome';
import type { Site } from '../../domain/site/site.types';
import { failureOf } from '../http-client/upstream.errors';
import type { AdapterLogger } from '../http-client/adapter-logger';
import type { UpstreamHttpClient } from '../http-client/upstream-http.client';
import type { UpstreamRequest } from '../http-client/upstream-http.types';

/**
 * What the favourites adapters share: the upstream client of their service (`favourites` for the
 * favourite ids, `content-api` for the teasers), the log for failures, and a deadline per call.
 */
export interface FavouritesHttpDeps {
  readonly http: UpstreamHttpClient;
  readonly logger: AdapterLogger;
  /** Budget of one call; default `FAVOURITES_DEADLINE_MS`. */
  readonly deadlineMs?: number;
}

/** Favourites decorate a page: a slow service costs the reader at most this long per call. */
export const FAVOURITES_DEADLINE_MS = 3_000;

/**
 * One call with the favourites' failure semantics: the value, or `null` after the failure was
 * logged (sampled by the upstream client) and counted. A favourites failure never breaks a page.
 */
export async function sendOrNull<T>(
  deps: FavouritesHttpDeps,
  site: Site,
  call: UpstreamRequest<T>,
  message: string,
): Promise<T | null> {
  return valueOr(await sendOutcome(deps, site, call, message), null);
}

/** One call: the value, or the failure with its code after it was logged and counted. */
export async function sendOutcome<T>(
  deps: FavouritesHttpDeps,
  site: Site,
  call: UpstreamRequest<T>,
  message: string,
): Promise<Outcome<T>> {
  const result = await deps.http.send({
    deadlineMs: deps.deadlineMs ?? FAVOURITES_DEADLINE_MS,
    ...call,
  });
  if (result.ok) return succeeded(result.value);
  deps.http.logFailure(
    deps.logger,
    result.error,
    { site: site.id, operation: call.operation },
    message,
  );
  return failed(failureOf(result.error));
}
