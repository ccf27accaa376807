import { z } from 'zod';
import type { Site } from '../../domain/site/site.types';
import type { FavouritesPort } from '../../ports/favourites.port';
import { readRequired } from '../http-client/upstream-http.types';
import { readParsed } from '../http-client/upstream-schema.reading';
import { withoutTrailingSlash } from '../wordpress/wordpress.routes';
import { failed, type Outcome } from '../../domain/errors/outcome';
import { sendOutcome, type FavouritesHttpDeps } from './favourites-http';

/** Every answer of the proxy: the reader's saved ids per brand and language. */
const answerSchema = z.object({
  userSettings: z.object({
    favoriteArticles: z
      .array(
        z.object({
          brandCode: z.string(),
          lang: z.string(),
          ids: z.array(z.coerce.number().int()),
        }),
      )
      .default([]),
  }),
});

type Answer = z.output<typeof answerSchema>;

/** The ids saved for the site's brand and language, read from a user-settings answer. */
function idsFor(site: Site, answer: Answer): readonly number[] {
  const entry = answer.userSettings.favoriteArticles.find(
    (item) =>
      item.brandCode.toLowerCase() === site.brandCode.toLowerCase() &&
      item.lang.toLowerCase() === site.language,
  );
  return entry?.ids ?? [];
}

const OPERATIONS = {
  getfavorites: 'settings-list',
  addfavorite: 'settings-add',
  deletefavorites: 'settings-remove',
} as const;

/**
 * Favourites through the user-settings proxy: POST getfavorites {userId}, addfavorite
 * {context 'bp', userId, ids, brandCode, locale}, deletefavorites {context, userId, id, brandCode,
 * locale}; answers read userSettings.favoriteArticles. A failure is answered with its code.
 */
export class UserSettingsFavouritesAdapter implements FavouritesPort {
  constructor(private readonly deps: FavouritesHttpDeps) {}

  list(site: Site, userId: string): Promise<Outcome<readonly number[]>> {
    return this.post(site, 'getfavorites', { userId });
  }

  add(site: Site, userId: string, articleId: number): Promise<Outcome<readonly number[]>> {
    return this.post(site, 'addfavorite', {
      context: 'bp',
      userId,
      ids: [articleId],
      brandCode: site.brandCode,
      locale: site.locale,
    });
  }

  remove(site: Site, userId: string, articleId: number): Promise<Outcome<readonly number[]>> {
    return this.post(site, 'deletefavorites', {
      context: 'bp',
      userId,
      id: articleId,
      brandCode: site.brandCode,
      locale: site.locale,
    });
  }

  private async post(
    site: Site,
    action: keyof typeof OPERATIONS,
    body: Readonly<Record<string, unknown>>,
  ): Promise<Outcome<readonly number[]>> {
    const proxy = site.upstreams.userSettings;
    if (proxy === null) {
      // Not called for such a site (`SiteFavouritesAdapter` picks the content API routes).
      return failed({
        code: 'FAVOURITES_UNAVAILABLE',
        service: 'favourites',
        retryable: false,
        detail: { operation: OPERATIONS[action], reason: 'the site has no user-settings proxy' },
      });
    }
    return sendOutcome(
      this.deps,
      site,
      {
        operation: OPERATIONS[action],
        method: 'POST',
        url: new URL(`${withoutTrailingSlash(proxy)}/${action}`),
        json: body,
        read: (response) =>
          readRequired(response, (answer) =>
            readParsed(answerSchema, answer, (parsed) => idsFor(site, parsed)),
          ),
      },
      `user-settings ${action} failed`,
    );
  }
}

/** The user-settings proxy when the site names one, else the content API routes. */
export class SiteFavouritesAdapter implements FavouritesPort {
  constructor(
    private readonly userSettings: FavouritesPort,
    private readonly contentApi: FavouritesPort,
  ) {}

  private pick(site: Site): FavouritesPort {
    return site.upstreams.userSettings === null ? this.contentApi : this.userSettings;
  }

  list(site: Site, userId: string): Promise<Outcome<readonly number[]>> {
    return this.pick(site).list(site, userId);
  }

  add(site: Site, userId: string, articleId: number): Promise<Outcome<readonly number[]>> {
    return this.pick(site).add(site, userId, articleId);
  }

  remove(site: Site, userId: string, articleId: number): Promise<Outcome<readonly number[]>> {
    return this.pick(site).remove(site, userId, articleId);
  }
}
