import { signInOn } from '../../domain/site/sign-in.rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserState } from '../../domain/identity/user-state.types';
import type { AccountScreen } from '../../domain/page/view-model.types';
import { ROUTES } from '../../domain/routing/route-table';
import { formView, loginLocation, redirectTo, sendAccountPage } from './account-page.reply';
import type { ScreenData } from './account.deps';
import type { HttpDeps } from './http-deps';
import { siteOf } from './site.plugin';
import { userStateOf } from './user-state.request';

export type SignedInState = Exclude<UserState, { kind: 'anonymous' }>;

/**
 * The signed-in screens: /profile, /users/settings, /users/favourites. Anonymous readers go to
 * the login with returnUri and locale; the pages are private, never cached.
 */
export function accountRoutes(
  app: FastifyInstance,
  deps: HttpDeps,
  data: Partial<Record<AccountScreen, ScreenData>> = {},
): void {
  const screens: readonly (readonly [string, AccountScreen])[] = [
    [ROUTES.profile.path, 'profile'],
    [ROUTES.settings.path, 'settings'],
    [ROUTES.favouritesScreen.path, 'favourites'],
  ];
  for (const [path, screen] of screens) {
    app.get(path, async (request: FastifyRequest, reply: FastifyReply) => {
      const site = siteOf(request);
      const state = userStateOf(request);
      if (state.kind === 'anonymous') {
        if (!signInOn(site)) return redirectTo(reply, '/');
        return redirectTo(reply, loginLocation(site, request.url));
      }
      const extras = (await data[screen]?.(request, site, state.reader)) ?? {};
      return sendAccountPage(deps, request, reply, site, screen, {
        ...extras,
        form: formView(request, reply, { returnUri: '/' }),
        profile: {
          email: state.reader.email,
          name: state.reader.name,
          state: state.kind,
          postalCode: state.reader.postalCode ?? null,
          subscriptionNumber: state.reader.subscriptionNumber ?? null,
        },
      });
    });
  }
}
