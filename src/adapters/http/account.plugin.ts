import type { FastifyInstance } from 'fastify';
import { queryOf } from './account-page.reply';
import { FAVOURITE_REMOVED, favouritesRoutes } from './favourites.routes';
import type { AccountDeps } from './account.deps';
import { accountRoutes } from './account.routes';
import { adminRoutes } from './admin.routes';
import { authRoutes } from './auth.routes';
import type { HttpDeps } from './http-deps';
import { sessionApiRoutes } from './session-api.routes';
import { sessionPlugin } from './session.plugin';
import { signInRateLimit } from './sign-in.rate-limit';

export interface AccountPluginOptions extends AccountDeps {
  readonly http: HttpDeps;
}

/** Sessions for every request, and the account routes in their own context. */
export async function registerAccounts(
  app: FastifyInstance,
  options: AccountPluginOptions,
): Promise<void> {
  const { sessions, favourites } = options;
  await app.register(sessionPlugin, { sessions });
  await app.register(async (scope) => {
    const limiter = await signInRateLimit(scope, {
      limits: options.signInLimits,
      redis: options.redis,
    });
    authRoutes(scope, { http: options.http, sessions, limiter });
    accountRoutes(scope, options.http, {
      favourites: async (request, site, reader) => ({
        favourites: await favourites.teaserList(site, reader.id),
        favouriteRemoved: queryOf(request)[FAVOURITE_REMOVED] === '1',
      }),
    });
    favouritesRoutes(scope, favourites);
    sessionApiRoutes(scope, sessions);
    adminRoutes(scope, options.http);
  });
}
