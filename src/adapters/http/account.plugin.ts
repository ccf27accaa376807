import type { FastifyInstance } from 'fastify';
import type { RecentEvents } from '../../application/admin/recent-events.service';
import type { SessionService } from '../../application/auth/session.service';
import type { FavouritesService } from '../../application/favourites/favourites.service';
import { favouritesRoutes } from './favourites.routes';
import type { ScreenData } from './account.deps';
import { accountRoutes } from './account.routes';
import { adminRoutes } from './admin.routes';
import { authRoutes } from './auth.routes';
import type { HttpDeps } from './http-deps';
import type { AccountScreen } from '../../domain/page/view-model.types';
import { sessionApiRoutes } from './session-api.routes';
import { sessionPlugin } from './session.plugin';
import { signInRateLimit, type SignInLimits } from './sign-in.rate-limit';
import type { RedisClient } from '../cache/redis-client.factory';

export interface AccountPluginOptions {
  readonly http: HttpDeps;
  readonly sessions: SessionService;
  readonly screenData?: Partial<Record<AccountScreen, ScreenData>>;
  /** Sign-in limits (default SIGN_IN_LIMITS), counted in Redis when `redis` is given. */
  readonly signInLimits?: SignInLimits;
  readonly redis?: RedisClient | null;
  readonly recentEvents?: RecentEvents;
  readonly favourites?: FavouritesService;
}

/** Sessions for every request, and the account routes in their own context. */
export async function registerAccounts(
  app: FastifyInstance,
  options: AccountPluginOptions,
): Promise<void> {
  await app.register(sessionPlugin, { sessions: options.sessions });
  await app.register(async (scope) => {
    const limiter = await signInRateLimit(scope, {
      ...(options.signInLimits === undefined ? {} : { limits: options.signInLimits }),
      redis: options.redis ?? null,
    });
    authRoutes(scope, { http: options.http, sessions: options.sessions, limiter });
    const favourites = options.favourites;
    accountRoutes(scope, options.http, {
      ...(favourites === undefined
        ? {}
        : {
            favourites: async (_request, site, reader) => ({
              favourites: await favourites.teaserList(site, reader.id),
            }),
          }),
      ...options.screenData,
    });
    if (favourites !== undefined) favouritesRoutes(scope, favourites);
    sessionApiRoutes(scope, options.sessions);
    adminRoutes(scope, options.http, options.recentEvents ?? null);
  });
}
