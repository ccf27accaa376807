import type { BrandSpec, ImageSpec, LanguageCode } from '../content/content-pack.schema';
import type { SandboxSiteSpec } from '../content/sandbox-sites';
import { SiteIndex } from './site-index';
import { buildSiteModel } from './site-model.builder';

export const DEFAULT_SITE_ORIGIN_TEMPLATE = 'http://{site}.localhost:3000';

export type TranslatableKind = 'article' | 'category' | 'tag' | 'page';

/** A link to the same entity in another market of the brand. */
export interface TranslationLink {
  readonly language: LanguageCode;
  readonly id: number;
  readonly title: string;
  /** Absolute URL on that market's site. */
  readonly link: string;
}

/** A generated original with the colours of the brand it belongs to. */
export interface OriginalImageSpec extends ImageSpec {
  readonly colours: { readonly primary: string; readonly accent: string; readonly warm: string };
}

function find(
  site: SiteIndex,
  kind: TranslatableKind,
  key: string,
): { id: number; title: string; path: string } | null {
  const model = site.model;
  switch (kind) {
    case 'article': {
      const article = site.publishedArticleWithKey(key);
      return article === undefined
        ? null
        : { id: article.id, title: article.title, path: article.path };
    }
    case 'category': {
      const category = model.categories.find((candidate) => candidate.key === key);
      return category === undefined
        ? null
        : { id: category.id, title: category.name, path: category.path };
    }
    case 'tag': {
      const tag = model.tags.find((candidate) => candidate.key === key);
      return tag === undefined ? null : { id: tag.id, title: tag.name, path: tag.path };
    }
    case 'page': {
      const page = model.pages.find((candidate) => candidate.key === key);
      return page?.path == null || page.status !== 'publish'
        ? null
        : { id: page.id, title: page.title, path: page.path };
    }
  }
}

function linkIn(site: SiteIndex, kind: TranslatableKind, key: string): TranslationLink[] {
  const match = find(site, kind, key);
  if (match === null) return [];
  return [
    {
      language: site.model.language,
      id: match.id,
      title: match.title,
      link: `${site.model.origin}${match.path}`,
    },
  ];
}

/** Every sandbox site, and what links them: translations and the shared image originals. */
export class SandboxStore {
  private readonly sites: ReadonlyMap<string, SiteIndex>;
  /** Scale mode's synthetic sites (`content/synthetic-sites.ts`): nobody's translation. */
  private readonly copies: ReadonlySet<SiteIndex>;

  /**
   * `synthetic`: scale mode, that many generated articles more per site (default 0), built
   * when asked for.
   * `specs` may hold synthetic sites (with `copyOf`); they get no translation links.
   * `startedAt`: the instant news articles are dated back from (default: now).
   */
  constructor(
    private readonly specs: readonly SandboxSiteSpec[],
    siteOriginTemplate: string,
    synthetic = 0,
    startedAt = Date.now(),
  ) {
    this.sites = new Map(
      specs.map((spec) => {
        const origin = siteOriginTemplate.replaceAll('{site}', spec.id).replace(/\/+$/, '');
        return [spec.id, new SiteIndex(buildSiteModel(spec, origin, synthetic, startedAt))];
      }),
    );
    this.copies = new Set(
      specs.flatMap((spec) => {
        const site = 'copyOf' in spec ? this.sites.get(spec.id) : undefined;
        return site === undefined ? [] : [site];
      }),
    );
  }

  site(id: string): SiteIndex | undefined {
    return this.sites.get(id);
  }

  all(): readonly SiteIndex[] {
    return [...this.sites.values()];
  }

  /** The entity with the same key in the brand's other markets. */
  translations(site: SiteIndex, kind: TranslatableKind, key: string): readonly TranslationLink[] {
    if (this.copies.has(site)) return [];
    return this.all().flatMap((other) =>
      other === site || this.copies.has(other) || other.model.brand.code !== site.model.brand.code
        ? []
        : linkIn(other, kind, key),
    );
  }

  /** The same, with this market's own entry first (upstream's `translations` lists itself). */
  translationsWithSelf(
    site: SiteIndex,
    kind: TranslatableKind,
    key: string,
  ): readonly TranslationLink[] {
    return [...linkIn(site, kind, key), ...this.translations(site, kind, key)];
  }

  /** Every brand served, once. */
  brands(): readonly BrandSpec[] {
    const brands = new Map(
      this.specs.map(({ catalogue }) => [catalogue.brand.slug, catalogue.brand]),
    );
    return [...brands.values()];
  }

  /** Image originals by path under `wp-content/uploads/`, with their brand's colours. */
  originals(): ReadonlyMap<string, OriginalImageSpec> {
    const originals = new Map<string, OriginalImageSpec>();
    const owners = new Map<string, string>();
    for (const { catalogue } of this.specs) {
      for (const image of Object.values(catalogue.images)) {
        const owner = owners.get(image.path);
        if (owner !== undefined && owner !== catalogue.brand.code) {
          throw new Error(
            `sandbox content: brands ${owner} and ${catalogue.brand.code} share ${image.path}`,
          );
        }
        owners.set(image.path, catalogue.brand.code);
        originals.set(image.path, { ...image, colours: catalogue.brand.colours });
      }
    }
    return originals;
  }
}
