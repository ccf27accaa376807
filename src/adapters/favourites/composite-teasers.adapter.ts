import { z } from 'zod';
import type { Teaser } from '../../domain/content/content.types';
import type { Site } from '../../domain/site/site.types';
import type { ArticleTeasersPort } from '../../ports/favourites.port';
import { readResource } from '../http-client/upstream-http.types';
import { readParsed } from '../http-client/upstream-schema.reading';
import { contentApiUrl } from '../wordpress/wordpress.routes';
import { sendOrNull, type FavouritesHttpDeps } from './favourites-http';

/**
 * `wp/v2/composites/{id}`, the fields a teaser needs. A locked article's `lead_image` is its bare
 * image id instead of an image: the teaser then has no image.
 */
const compositeSchema = z.object({
  data: z.object({
    id: z.coerce.number().int(),
    title: z.string(),
    description: z.string().nullable().default(''),
    status: z.string().default('publish'),
    kind: z.string().nullable().default(null),
    template: z.string().default('default'),
    canonical_url: z.string().nullable().default(null),
    lead_image: z
      .union([
        z.object({ url: z.string(), alt: z.string().nullable().default(null) }),
        z.number().transform(() => null),
      ])
      .nullable()
      .default(null),
  }),
});

type Composite = z.output<typeof compositeSchema>['data'];

function pathOf(url: string | null): string {
  if (url === null) return '/';
  try {
    return new URL(url).pathname;
  } catch {
    return url.startsWith('/') ? url : '/';
  }
}

function toTeaser(item: Composite): Teaser {
  return {
    id: item.id,
    title: item.title,
    description: item.description ?? '',
    link: pathOf(item.canonical_url),
    canonicalUrl: item.canonical_url,
    status: item.status,
    kind: item.kind,
    template: item.template,
    image:
      item.lead_image === null
        ? null
        : {
            url: item.lead_image.url,
            alt: item.lead_image.alt ?? item.title,
            title: null,
            caption: null,
            copyright: null,
            focalPoint: null,
            aspectRatio: null,
          },
    videoUrl: null,
    videoMeta: null,
    recipeMeta: null,
    label: null,
    categoryName: null,
    commercialType: null,
    publishedAt: null,
    readingTime: null,
  };
}

const MAX_FAVOURITES_SHOWN = 60;

/**
 * Favourite teasers from wp/v2/composites/{id}; drafts and unknown ids (404) are left out, and so
 * is an id whose call failed (logged and counted).
 */
export class CompositeTeasersAdapter implements ArticleTeasersPort {
  constructor(private readonly deps: FavouritesHttpDeps) {}

  async teasers(site: Site, ids: readonly number[]): Promise<readonly Teaser[]> {
    const found = await Promise.all(
      ids.slice(0, MAX_FAVOURITES_SHOWN).map((id) => this.teaser(site, id)),
    );
    return found.filter((teaser): teaser is Teaser => teaser !== null);
  }

  private async teaser(site: Site, id: number): Promise<Teaser | null> {
    const teaser = await sendOrNull(
      this.deps,
      site,
      {
        operation: 'favourite-teaser',
        url: contentApiUrl(site, `wp/v2/composites/${String(id)}`),
        read: (response) =>
          readResource(response, (body) =>
            readParsed(compositeSchema, body, ({ data }) =>
              data.status === 'publish' ? toTeaser(data) : null,
            ),
          ),
      },
      'favourite teaser failed',
    );
    return teaser ?? null;
  }
}
