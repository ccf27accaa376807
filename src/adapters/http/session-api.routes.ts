import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionService } from '../../application/auth/session.service';
import type { UserState } from '../../domain/identity/user-state.types';
import { isSessionId } from '../../domain/identity/session.rules';
import { ROUTES } from '../../domain/routing/route-table';
import { bodyOf } from './account-page.reply';
import { csrfProtected } from './csrf';
import { siteOf } from './site.plugin';
import { userStateOf } from './user-state.request';

const NO_STORE = 'private, no-store';

function userPayload(request: FastifyRequest, state: UserState) {
  if (state.kind === 'anonymous') return null;
  return userPayloadFor(state, request.accountSession?.entitlements ?? []);
}

/**
 * POST /api/authservice {token}: the current user of a session, or `data: null` when the session
 * is invalid or ended. The token is the identity cookie's value, a session id (ADR 25), and
 * defaults to the cookie itself (HttpOnly, so islands send none).
 * POST /api/validation: the reader's subscription check, as the session has it: the subscription
 * service asked with the reader's access token (`SessionService`); a service that does not
 * answer leaves the reader with its last answer, else "not subscribed", never an error. It asks an upstream on the reader's behalf, so it
 * takes a CSRF token and our own origin like every other POST of a page script (ADR 11).
 */
export function sessionApiRoutes(app: FastifyInstance, sessions: SessionService): void {
  app.post(ROUTES.authService.path, async (request, reply) => {
    const site = siteOf(request);
    void reply.header('cache-control', NO_STORE);
    const token = bodyOf(request).token;
    if (token === undefined || token === '')
      return { data: userPayload(request, userStateOf(request)) };
    // The token is the identity cookie's value: a session id (ADR 25), never a bearer token.
    const session = isSessionId(token)
      ? await sessions.resolve(site, token).catch(() => null)
      : null;
    if (session === null) return { data: null };
    return {
      data:
        session.state.kind === 'anonymous'
          ? null
          : userPayloadFor(session.state, session.entitlements),
    };
  });

  app.post(ROUTES.validation.path, { preHandler: csrfProtected(app) }, async (request, reply) => {
    void reply.header('cache-control', NO_STORE);
    const site = siteOf(request);
    const state = userStateOf(request);
    return {
      data: {
        userState: state.kind,
        subscriber: state.kind === 'subscriber',
        brandCode: site.brandCode,
      },
    };
  });
}

function userPayloadFor(
  state: Exclude<UserState, { kind: 'anonymous' }>,
  entitlements: readonly string[],
) {
  return {
    id: state.reader.id,
    email: state.reader.email,
    givenName: state.reader.name,
    groups: state.reader.groups,
    userState: state.kind,
    allEntitlements: entitlements,
  };
}
