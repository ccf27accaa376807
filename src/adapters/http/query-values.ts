import type { FastifyReply, FastifyRequest } from 'fastify';
import { singleValuedQuery } from '../../domain/routing/query.rules';

/**
 * A `preValidation` hook for routes with a query schema: every parameter is read with its first
 * value when repeated (`?id=1&id=2` is `id=1`), the rule of every route, before the schema checks
 * the values.
 */
export function firstQueryValues(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  request.query = singleValuedQuery(request.query);
  done();
}
