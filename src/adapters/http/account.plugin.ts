import type { FastifyInstance } from 'fastify';
import type { RecentEvents } from '../../application/admin/recent-events.service';
import type { SessionService } from '../../application/auth/session.service';
import type { FavouritesService } from '../../application/favourites/favourites.service';
import { favouritesRoutes } from './favourites.routes';
import type { ScreenData } from './account.deps';
import { accountRoutes } from './account.routes';
import { adminRoutes } from './admin.routes';
import { SignInRateLimiter } from './auth-rate.limiter';
import { authRoutes } from './auth.routes';
import type { HttpDeps } from './http-deps';
import type { AccountScreen } from '../../domain/page/view-model.types';
import { sessionApiRoutes } from './session-api.routes';
import { sessionPlugin } from './session.plugin';

const FORM_BODY_LIMIT = 16 * 1024;

export interface AccountPluginOptions {
  readonly http: HttpDeps;
  readonly sessions: SessionService;
  readonly screenData?: Partial<Record<AccountScreen, ScreenData>>;
  readonly limiter?: SignInRateLimiter;
  readonly recentEvents?: RecentEvents;
  readonly favourites?: FavouritesService;
}

/**
 * Sessions for every request, and the account routes in their own context, where HTML forms
 * (application/x-www-form-urlencoded) are parsed: the forms work without JavaScript.
 */
export async function registerAccounts(
  app: FastifyInstance,
  options: AccountPluginOptions,
): Promise<void> {
  await app.register(sessionPlugin, { sessions: options.sessions });
  await app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    authRoutes(scope, {
      http: options.http,
      sessions: options.sessions,
      limiter: options.limiter ?? new SignInRateLimiter(),
    });
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
    done();
  });
}
