import { isAdmin } from '../../domain/identity/user-state.rules';
import type { UserStatePort } from '../../ports/user-state.port';

/** What a reader's state allows, as the domain rules decide it (`user-state.rules.ts`). */
export const USER_STATE_RULES: UserStatePort = { isAdmin };
