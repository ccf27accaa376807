import type { FastifyRequest } from 'fastify';
import type { RedisClient } from '../cache/redis-client.factory';
import type { SignInLimits } from './sign-in.rate-limit';
import type { AdminDashboard } from '../../application/admin/admin-dashboard.use-case';
import type { SessionService } from '../../application/auth/session.service';
import type { SignIn } from '../../application/auth/sign-in.use-case';
import type { SignUp } from '../../application/auth/sign-up.use-case';
import type { FavouritesService } from '../../application/favourites/favourites.service';
import type { AccountExtras } from '../../domain/identity/account-view.types';
import type { Reader } from '../../domain/identity/user-state.types';
import type { Site } from '../../domain/site/site.types';

/** Extra data of a signed-in screen (the favourites list, for one). */
export type ScreenData = (
  request: FastifyRequest,
  site: Site,
  reader: Reader,
) => Promise<AccountExtras>;

/** What the account, favourites and admin routes need. */
export interface AccountDeps {
  readonly sessions: SessionService;
  readonly signIn: SignIn;
  /** Sign-up: the account, then the brand's sign-up endpoint told of it. */
  readonly signUp: SignUp;
  /** Who may use the admin area, and what its overview shows. */
  readonly adminDashboard: AdminDashboard;
  readonly favourites: FavouritesService;
  readonly signInLimits: SignInLimits;
  /** Where the sign-in limits are counted, shared by every replica; null: in process. */
  readonly redis: RedisClient | null;
}
