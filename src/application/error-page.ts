import { buildMeta } from '../domain/page/meta.rules';
import type { SitePageViewModel } from '../domain/page/view-model.types';
import type { Site } from '../domain/site/site.types';
import type { SiteChromeService } from './site-chrome.service';

/** The generic error page: translated title and description, the raw message only outside production. */
export class ErrorPage {
  constructor(
    private readonly chrome: SiteChromeService,
    private readonly production: boolean,
  ) {}

  async viewModel(site: Site, statusCode: number, error: Error): Promise<SitePageViewModel> {
    const chrome = await this.chrome.chrome(site, 'default');
    const brandTitle = chrome.translations['meta.title'] ?? site.brandName;
    return {
      kind: 'site-page',
      chrome,
      meta: buildMeta(site, brandTitle, {
        title: chrome.translations['error.title'] ?? 'Something went wrong',
        titleKey: 'error.title',
        description: chrome.translations['error.description'] ?? '',
        canonical: null,
        robots: 'noindex',
      }),
      view: { type: 'error', statusCode, message: this.production ? null : error.message },
    };
  }

  /** A reader-facing message for a failed API call, in the site's language when it has one. */
  async apiMessage(site: Site | null, key: string, fallback: string): Promise<string> {
    if (site === null) return fallback;
    return (await this.chrome.translations(site))[key] ?? fallback;
  }
}
