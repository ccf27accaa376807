import type { Logger } from 'pino';
import type { UpstreamHttpClient } from '../http-client/upstream-http.client';
import type { Reading, UpstreamResponse } from '../http-client/upstream-http.types';
import type { MappingContext } from './wordpress.mappers';

/** The part of a pino logger the adapters use (a Fastify logger fits too). */
export type AdapterLogger = Pick<Logger, 'warn' | 'error'>;

export interface WordPressAdapterDeps {
  /** The shared upstream client built for the `content-api` service. */
  readonly http: UpstreamHttpClient;
  readonly logger: AdapterLogger;
  /** The product's content API credential, sent as a Bearer token; null or absent: none. */
  readonly token?: string | null;
}

export interface WordPressCall<T> {
  readonly operation: string;
  /** The route template for logs, e.g. `wp/v2/categories/{id}` (never the full URL). */
  readonly route: string;
  readonly url: URL;
  readonly read: (response: UpstreamResponse, context: MappingContext) => Reading<T>;
}

/**
 * One content API call with the product's failure semantics: any failure is logged, counted (by
 * the upstream client) and answered as `null`; items dropped while mapping are logged as warnings.
 */
export class WordPressApi {
  constructor(private readonly deps: WordPressAdapterDeps) {}

  async get<T>(call: WordPressCall<T>): Promise<T | null> {
    const { http, logger, token } = this.deps;
    const service = http.service;
    const context: MappingContext = {
      dropped: (dropped) => {
        logger.warn(
          { service, route: call.route, operation: call.operation, ...dropped },
          'content API item dropped',
        );
      },
    };
    const result = await http.send({
      operation: call.operation,
      url: call.url,
      ...(token == null ? {} : { headers: { authorization: `Bearer ${token}` } }),
      read: (response) => call.read(response, context),
    });
    if (result.ok) return result.value;
    const { error } = result;
    logger.error(
      {
        service,
        route: call.route,
        operation: call.operation,
        status: error.status,
        code: error.code,
        outcome: error.outcome,
        reason: error.message,
      },
      'content API call failed',
    );
    return null;
  }
}
