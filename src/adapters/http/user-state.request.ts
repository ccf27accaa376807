import type { FastifyRequest } from 'fastify';
import { ANONYMOUS, type UserState } from '../../domain/identity/user-state.types';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session plugin once the reader's tokens are verified; absent means anonymous. */
    userState?: UserState;
  }
}

/** The reader's state for this request; anonymous until a session plugin says otherwise. */
export function userStateOf(request: FastifyRequest): UserState {
  return request.userState ?? ANONYMOUS;
}
