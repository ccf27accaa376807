import { signInOn } from '../domain/site/sign-in.rules';
import type { Menus, Teaser } from '../domain/content/content.types';
import { FreshValues } from './fresh-values';
import type { BoundedMaps } from '../ports/bounded-map.port';
import { visibleTeasers } from '../domain/content/teasers.rules';
import type { Chrome, SiteView } from '../domain/page/view-model.types';
import { resolveLayout } from '../domain/routing/paths.rules';
import type { Site } from '../domain/site/site.types';
import { valueOr, type Outcome } from '../domain/errors/outcome';
import type { ContentPort } from '../ports/content.port';

const EMPTY_MENUS: Menus = { main: [], footer: [], user: [], secondary: [] };

/** The site's own strings a page's meta falls back on: without them the setup is incomplete. */
export const META_TRANSLATION_KEYS = ['meta.title', 'meta.description'] as const;

/** The per-site parts of every page, each kept with its own freshness. */
/** A site's strings while none could be loaded: one object, so pages share their layout frame. */
const NO_STRINGS: Readonly<Record<string, string>> = Object.freeze({});

export type ChromePart = 'menus' | 'translations' | 'popular';

export interface SiteChromeOptions {
  /** How long menus, translation strings and the popular list are reused, in ms. */
  readonly ttlMs: number;
  /**
   * A part's own freshness, in ms, where it differs from `ttlMs`: translation strings change with
   * a release, menus when an editor edits them, the popular list with readers' traffic.
   */
  readonly freshness?: Partial<Readonly<Record<ChromePart, number>>>;
  readonly now: () => number;
  /** Where loaded values are kept, bounded (`lru-cache` in the product). */
  readonly maps: BoundedMaps;
  /**
   * Told once per site when its loaded translation strings lack a meta key
   * (`META_TRANSLATION_KEYS`): readers still get the bundled strings, operators need to know.
   */
  readonly onIncompleteTranslations?: (site: Site, missing: readonly string[]) => void;
}

/**
 * Per-site data every page needs: menus, translation strings (loaded at start) and the
 * popular list. Kept in memory, each part with its own freshness; after it, the part is refreshed
 * in the background while requests keep getting the last good value (one upstream call per key at
 * a time; a failed refresh keeps the last good value). Only the very first request for a part
 * waits for it, and `warmUp` does that at start.
 */
export class SiteChromeService {
  private readonly parts: FreshValues<unknown>;
  private readonly reportedIncomplete = new Set<string>();

  constructor(
    private readonly content: ContentPort,
    private readonly options: SiteChromeOptions,
  ) {
    // Three parts per site; the limit only guards against a runaway sites file.
    this.parts = new FreshValues({ now: options.now, limit: 100_000, maps: options.maps });
  }

  async warmUp(sites: readonly Site[]): Promise<void> {
    await Promise.all(sites.flatMap((site) => [this.menus(site), this.translations(site)]));
  }

  /** The page frame; an unknown layout falls back to the default one. */
  async chrome(site: Site, layout: string): Promise<Chrome> {
    const [menus, translations] = await Promise.all([this.menus(site), this.translations(site)]);
    return { site: this.siteViewOf(site), menus, translations, layout: resolveLayout(layout) };
  }

  async translations(site: Site): Promise<Readonly<Record<string, string>>> {
    const strings = await this.cached(site, 'translations', () =>
      this.content.translationStrings(site),
    );
    if (strings !== null) this.checkMetaTranslations(site, strings);
    return strings ?? NO_STRINGS;
  }

  /** 'Translations not setup properly': a site's loaded strings without its meta keys, once. */
  private checkMetaTranslations(site: Site, strings: Readonly<Record<string, string>>): void {
    if (this.reportedIncomplete.has(site.id)) return;
    const missing = META_TRANSLATION_KEYS.filter(
      (key) => !Object.hasOwn(strings, key) || strings[key]?.trim() === '',
    );
    if (missing.length === 0) return;
    this.reportedIncomplete.add(site.id);
    this.options.onIncompleteTranslations?.(site, missing);
  }

  async menus(site: Site): Promise<Menus> {
    return (await this.cached(site, 'menus', () => this.content.menus(site))) ?? EMPTY_MENUS;
  }

  async popular(site: Site): Promise<readonly Teaser[]> {
    const teasers = await this.cached(site, 'popular', () => this.content.popular(site, {}));
    return visibleTeasers(teasers ?? []);
  }

  /** The popular list only when it is already in memory: for requests that must not call upstream. */
  popularIfCached(site: Site): readonly Teaser[] {
    const teasers = this.parts.peek(`${site.id}:popular`) as readonly Teaser[] | null;
    return visibleTeasers(teasers ?? []);
  }

  /**
   * Loads the site's menus or strings again now (a content change reached them, ADR 21): pages
   * rendered after this show the new ones.
   */
  async reload(site: Site, part: 'menus' | 'translations'): Promise<void> {
    const ttlMs = this.options.freshness?.[part] ?? this.options.ttlMs;
    const load: () => Promise<Outcome<unknown>> =
      part === 'menus'
        ? () => this.content.menus(site)
        : () => this.content.translationStrings(site);
    await this.parts.reload(`${site.id}:${part}`, ttlMs, silent(load));
  }

  /** Site views by site: the same object for every page of a site, built once. */
  private readonly siteViews = new WeakMap<Site, SiteView>();

  private siteViewOf(site: Site): SiteView {
    const known = this.siteViews.get(site);
    if (known !== undefined) return known;
    const view = siteView(site);
    this.siteViews.set(site, view);
    return view;
  }

  private cached<T>(
    site: Site,
    part: ChromePart,
    load: () => Promise<Outcome<T>>,
  ): Promise<T | null> {
    const ttlMs = this.options.freshness?.[part] ?? this.options.ttlMs;
    return this.parts.get(`${site.id}:${part}`, ttlMs, silent(load)) as Promise<T | null>;
  }
}

/**
 * The chrome's rule for a failure of the content API: silent. The part keeps its last good value
 * (or none), the adapter has logged and counted the failure.
 */
function silent<T>(load: () => Promise<Outcome<T>>): () => Promise<T | null> {
  return async () => valueOr(await load(), null);
}

export function siteView(site: Site): SiteView {
  return {
    id: site.id,
    brandCode: site.brandCode,
    brandName: site.brandName,
    market: site.market,
    locale: site.locale,
    language: site.language,
    logoUrl: site.logoUrl,
    theme: site.theme,
    siteDomain: site.siteDomain,
    imgCdnDomain: site.imgCdnDomain,
    imageHost: site.upstreams.imageHost,
    imageProtection: site.imageProtection,
    enableAuth: signInOn(site),
    loginPath: site.auth.loginPath,
    subscriptionUrl: site.subscriptionUrl ?? null,
    trackingGa4: site.trackingGa4,
  };
}
