import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserState } from '../../domain/identity/user-state.types';
import type { AccountScreen } from '../../domain/page/view-model.types';
import { formView, loginLocation, redirectTo, sendAccountPage } from './account-page.reply';
import type { ScreenData } from './account.deps';
import type { HttpDeps } from './http-deps';
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
    ['/profile', 'profile'],
    ['/users/settings', 'settings'],
    ['/users/favourites', 'favourites'],
  ];
  for (const [path, screen] of screens) {
    app.get(path, async (request: FastifyRequest, reply: FastifyReply) => {
      const site = request.site;
      if (site === null) return reply.status(404).send({ error: 'NOT_FOUND' });
      const state = userStateOf(request);
      if (state.kind === 'anonymous') {
        if (!site.auth.enabled) return redirectTo(reply, '/');
        return redirectTo(reply, loginLocation(site, request.url));
      }
      const extras = (await data[screen]?.(request, site, state.reader)) ?? {};
      return sendAccountPage(deps, request, reply, site, screen, {
        ...extras,
        form: formView(request, reply, { returnUri: '/' }),
        profile: { email: state.reader.email, name: state.reader.name, state: state.kind },
      });
    });
  }
}
