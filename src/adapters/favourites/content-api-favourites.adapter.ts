import { z } from 'zod';
import type { Site } from '../../domain/site/site.types';
import type { FavouritesPort } from '../../ports/favourites.port';
import { contentApiBase, fetchJson } from './favourites-http';

const listSchema = z.object({ data: z.array(z.coerce.number().int()) });

/**
 * Favourites on the content API: GET app/user/favourites/{userId}, POST
 * …/add/{userId} and …/delete/{userId} with {article_id}. A 409 (already so) still answers the
 * current list; any other failure is null.
 */
export class ContentApiFavouritesAdapter implements FavouritesPort {
  constructor(private readonly fetchImpl: typeof fetch = fetch) {}

  async list(site: Site, userId: string): Promise<readonly number[] | null> {
    const url = `${contentApiBase(site.upstreams.contentApi)}/app/user/favourites/${encodeURIComponent(userId)}`;
    const answer = await fetchJson(url, { method: 'GET' }, this.fetchImpl);
    if (answer?.status !== 200) return null;
    const parsed = listSchema.safeParse(answer.body);
    return parsed.success ? parsed.data.data : null;
  }

  add(site: Site, userId: string, articleId: number): Promise<readonly number[] | null> {
    return this.change(site, userId, articleId, 'add');
  }

  remove(site: Site, userId: string, articleId: number): Promise<readonly number[] | null> {
    return this.change(site, userId, articleId, 'delete');
  }

  private async change(
    site: Site,
    userId: string,
    articleId: number,
    action: 'add' | 'delete',
  ): Promise<readonly number[] | null> {
    const url = `${contentApiBase(site.upstreams.contentApi)}/app/user/favourites/${action}/${encodeURIComponent(userId)}`;
    const answer = await fetchJson(
      url,
      { method: 'POST', body: { article_id: articleId } },
      this.fetchImpl,
    );
    if (answer === null || (answer.status !== 200 && answer.status !== 409)) return null;
    return this.list(site, userId);
  }
}
