import { z } from 'zod';
import type { Teaser } from '../../domain/content/content.types';
import type { Site } from '../../domain/site/site.types';
import type { ArticleTeasersPort } from '../../ports/favourites.port';
import { contentApiBase, fetchJson } from './favourites-http';

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
      .object({ url: z.string(), alt: z.string().nullable().default(null) })
      .nullable()
      .default(null),
  }),
});

function pathOf(url: string | null): string {
  if (url === null) return '/';
  try {
    return new URL(url).pathname;
  } catch {
    return url.startsWith('/') ? url : '/';
  }
}

const MAX_FAVOURITES_SHOWN = 60;

/** Favourite teasers from wp/v2/composites/{id}; drafts, unknown ids and failures are left out. */
export class CompositeTeasersAdapter implements ArticleTeasersPort {
  constructor(private readonly fetchImpl: typeof fetch = fetch) {}

  async teasers(site: Site, ids: readonly number[]): Promise<readonly Teaser[]> {
    const found = await Promise.all(
      ids.slice(0, MAX_FAVOURITES_SHOWN).map((id) => this.teaser(site, id)),
    );
    return found.filter((teaser): teaser is Teaser => teaser !== null);
  }

  private async teaser(site: Site, id: number): Promise<Teaser | null> {
    const url = `${contentApiBase(site.upstreams.contentApi)}/wp/v2/composites/${id}?lang=${site.language}`;
    const answer = await fetchJson(url, { method: 'GET' }, this.fetchImpl);
    if (answer?.status !== 200) return null;
    const parsed = compositeSchema.safeParse(answer.body);
    if (!parsed.success || parsed.data.data.status !== 'publish') return null;
    const item = parsed.data.data;
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
}
