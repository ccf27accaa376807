import { CompositeTeasersAdapter } from '../../adapters/favourites/composite-teasers.adapter';
import { ContentApiFavouritesAdapter } from '../../adapters/favourites/content-api-favourites.adapter';
import {
  SiteFavouritesAdapter,
  UserSettingsFavouritesAdapter,
} from '../../adapters/favourites/user-settings-favourites.adapter';
import { SIGN_IN_LIMITS } from '../../adapters/http/sign-in.rate-limit';
import { CognitoIdentityDirectory } from '../../adapters/identity/cognito-identity.directory';
import { lruBoundedMaps } from '../../adapters/cache/lru-bounded-maps';
import { MemorySessionStore } from '../../adapters/sessions/memory-session.store';
import { RedisSessionStore } from '../../adapters/sessions/redis-session.store';
import { SignupHttpAdapter } from '../../adapters/signup/signup-http.adapter';
import { SubscriptionHttpAdapter } from '../../adapters/subscription/subscription-http.adapter';
import { SessionService } from '../../application/auth/session.service';
import { FavouritesService } from '../../application/favourites/favourites.service';
import { family } from '../binding';
import { ID } from '../identifiers';

/**
 * Accounts: the identity service of each site, the brand's sign-up endpoint (`signup` upstream
 * client, SIGNUP_API_KEY), the subscription check, favourites (on the `favourites` and
 * `subscription` upstream clients; favourite teasers on `content-api`), where sessions are kept
 * (ADR 25), and where sign-in attempts are counted (Redis when there is one, so every replica sees them).
 */
export const accountsModule = family((provide) => {
  provide(
    ID.identityDirectory,
    (get) =>
      new CognitoIdentityDirectory({ events: get(ID.eventBus), metrics: get(ID.prometheus) }),
  );
  // Sessions in Redis when there is one (every replica sees a sign-out), else in process.
  provide(ID.sessionStore, (get) => {
    const connections = get(ID.redis);
    if (connections === null) return new MemorySessionStore();
    const metrics = get(ID.prometheus);
    return new RedisSessionStore({
      client: connections.commands,
      onError: (operation) => {
        metrics.observeRedisError(operation);
      },
    });
  });
  provide(
    ID.signupEndpoint,
    (get) =>
      new SignupHttpAdapter({
        http: get(ID.upstream)('signup'),
        logger: get(ID.logger),
        apiKey: get(ID.config).signupApiKey ?? null,
      }),
  );
  provide(ID.subscription, (get) => {
    const logger = get(ID.logger);
    return new SubscriptionHttpAdapter({
      http: get(ID.upstream)('subscription'),
      onError: (error) => {
        logger.warn({ err: error }, 'subscription check failed; treated as not subscribed');
      },
    });
  });
  provide(ID.favourites, (get) => {
    const deps = { http: get(ID.upstream)('favourites'), logger: get(ID.logger) };
    return new SiteFavouritesAdapter(
      new UserSettingsFavouritesAdapter(deps),
      new ContentApiFavouritesAdapter(deps),
    );
  });
  // The teasers are articles of the content API: its client, breakers and metrics.
  provide(
    ID.favouriteTeasers,
    (get) =>
      new CompositeTeasersAdapter({
        http: get(ID.upstream)('content-api'),
        logger: get(ID.logger),
      }),
  );
  provide(
    ID.sessions,
    (get) =>
      new SessionService(
        get(ID.identityDirectory),
        get(ID.sessionStore),
        get(ID.subscription),
        get(ID.eventBus),
        get(ID.clock),
        lruBoundedMaps,
      ),
  );
  provide(
    ID.favouritesService,
    (get) => new FavouritesService(get(ID.favourites), get(ID.favouriteTeasers), get(ID.eventBus)),
  );
  provide(ID.signInCounter, (get) => get(ID.redis)?.commands ?? null);
  provide(ID.signInLimits, () => SIGN_IN_LIMITS);
});
