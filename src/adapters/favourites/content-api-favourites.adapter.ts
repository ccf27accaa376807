import { z } from 'zod';
import type { Site } from '../../domain/site/site.types';
import type { FavouritesPort } from '../../ports/favourites.port';
import { readRequired, unexpectedStatus } from '../http-client/upstream-http.types';
import { readParsed } from '../http-client/upstream-schema.reading';
import { contentApiUrl } from '../wordpress/wordpress.routes';
import { asList, looseId } from '../wordpress/wordpress.schemas';
import type { Outcome } from '../../domain/errors/outcome';
import { sendOutcome, type FavouritesHttpDeps } from './favourites-http';

/**
 * `GET app/user/favourites/{userId}`: `{data: [int…]}`. Once an id was removed upstream the list
 * may come as an object with holes (`{"0": 11, "2": 13}`), like every PHP list.
 */
const listSchema = z.object({
  data: z.preprocess((value) => asList(value) ?? value, z.array(looseId)),
});

/** `POST …/add|delete/{userId}`: `{status: 'ok', message}`; HTTP 409 `{status: 'error', message}`. */
const changeSchema = z.object({
  status: z.enum(['ok', 'error']),
  message: z.string().optional(),
});

/**
 * Favourites on the content API: GET app/user/favourites/{userId}, POST
 * …/add/{userId} and …/delete/{userId} with {article_id}, each with the site's `lang`. A 409
 * (already so) still answers the current list; any other failure is answered with its code.
 */
export class ContentApiFavouritesAdapter implements FavouritesPort {
  constructor(private readonly deps: FavouritesHttpDeps) {}

  list(site: Site, userId: string): Promise<Outcome<readonly number[]>> {
    return sendOutcome(
      this.deps,
      site,
      {
        operation: 'list',
        url: contentApiUrl(site, `app/user/favourites/${encodeURIComponent(userId)}`),
        read: (response) =>
          readRequired(response, (body) => readParsed(listSchema, body, ({ data }) => data)),
      },
      'favourites list failed',
    );
  }

  add(site: Site, userId: string, articleId: number): Promise<Outcome<readonly number[]>> {
    return this.change(site, userId, articleId, 'add');
  }

  remove(site: Site, userId: string, articleId: number): Promise<Outcome<readonly number[]>> {
    return this.change(site, userId, articleId, 'delete');
  }

  private async change(
    site: Site,
    userId: string,
    articleId: number,
    action: 'add' | 'delete',
  ): Promise<Outcome<readonly number[]>> {
    const changed = await sendOutcome(
      this.deps,
      site,
      {
        operation: action === 'add' ? 'add' : 'remove',
        method: 'POST',
        url: contentApiUrl(site, `app/user/favourites/${action}/${encodeURIComponent(userId)}`),
        json: { article_id: articleId },
        read: (response) =>
          response.status === 200 || response.status === 409
            ? readParsed(changeSchema, response.body, () => true)
            : unexpectedStatus(response.status),
      },
      `favourite ${action === 'add' ? 'add' : 'removal'} failed`,
    );
    return changed.ok ? this.list(site, userId) : changed;
  }
}
