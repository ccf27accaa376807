import { z } from 'zod';
import { failed, succeeded, type Outcome } from '../../domain/errors/outcome';
import type { Teaser } from '../../domain/content/content.types';
import type { Site } from '../../domain/site/site.types';
import type {
  ContentMarketingPort,
  ContentMarketingQuery,
} from '../../ports/content-marketing.port';
import type { AdapterLogger } from '../http-client/adapter-logger';
import type { UpstreamHttpClient } from '../http-client/upstream-http.client';
import { readRequired } from '../http-client/upstream-http.types';
import { readParsed } from '../http-client/upstream-schema.reading';

const teasersSchema = z.object({
  data: z.array(
    z.object({
      id: z.coerce.number().int(),
      title: z.string(),
      description: z.string().default(''),
      url: z.url(),
      image_url: z.url().nullable().default(null),
      image_alt: z.string().default(''),
      label: z.string().nullable().default(null),
      sponsor: z.string().nullable().default(null),
    }),
  ),
});

type CmTeaser = z.output<typeof teasersSchema>['data'][number];

function toTeaser(item: CmTeaser): Teaser {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    link: item.url,
    canonicalUrl: item.url,
    status: 'publish',
    kind: 'Article',
    template: 'default',
    image:
      item.image_url === null
        ? null
        : {
            url: item.image_url,
            alt: item.image_alt,
            title: null,
            caption: null,
            copyright: item.sponsor,
            focalPoint: null,
            aspectRatio: null,
          },
    videoUrl: null,
    videoMeta: null,
    recipeMeta: null,
    label: item.label,
    categoryName: item.sponsor,
    commercialType: 'content_marketing',
    publishedAt: null,
    readingTime: null,
  };
}

/** Sponsored teasers: `GET {service}/api/v1/teasers?brand_code&locale&category_id&limit`. */
export class ContentMarketingHttpAdapter implements ContentMarketingPort {
  constructor(
    private readonly deps: { readonly http: UpstreamHttpClient; readonly logger: AdapterLogger },
  ) {}

  async teasers(site: Site, query: ContentMarketingQuery): Promise<Outcome<readonly Teaser[]>> {
    const base = site.upstreams.contentMarketing;
    if (base === null) return succeeded([]);
    const url = new URL(`${base}/api/v1/teasers`);
    url.searchParams.set('brand_code', site.brandCode);
    url.searchParams.set('locale', site.locale);
    url.searchParams.set('limit', String(query.limit));
    if (query.categoryId !== undefined)
      url.searchParams.set('category_id', String(query.categoryId));
    const result = await this.deps.http.send({
      operation: 'teasers',
      url,
      read: (response) =>
        readRequired(response, (body) =>
          readParsed(teasersSchema, body, ({ data }) => data.map(toTeaser)),
        ),
    });
    if (result.ok) return succeeded(result.value);
    return failed(
      this.deps.http.logFailure(
        this.deps.logger,
        result.error,
        {},
        'content-marketing teasers failed',
      ),
    );
  }
}
