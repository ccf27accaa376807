import type { UserState } from '../domain/identity/user-state.types';

/**
 * What a reader's state allows beyond reading. The default is the domain's rule (the identity
 * group `admin`, `src/application/policies/user-state-rules.policy.ts`).
 */
export interface UserStatePort {
  /** Whether the reader may use the admin area (the overview and its purge). */
  isAdmin(state: UserState): boolean;
}
