import {
  isCalculatorCode,
  runCalculator,
  type CalculatorValues,
} from '../domain/calculators/calculator-forms';
import { buildMeta } from '../domain/page/meta.rules';
import type { SitePageViewModel } from '../domain/page/view-model.types';
import type { ReaderServiceView } from '../domain/services/reader-service-view.types';
import type { Site } from '../domain/site/site.types';
import type { EventPublisherPort } from '../ports/event-bus.port';
import type { SiteChromeService } from './site-chrome.service';

/** The page a no-JavaScript form lands on (calculator result, newsletter outcome). */
export async function readerServicePage(
  chrome: SiteChromeService,
  site: Site,
  service: ReaderServiceView,
  titleKey: string,
): Promise<SitePageViewModel> {
  const siteChrome = await chrome.chrome(site, 'default');
  const brandTitle = siteChrome.translations['meta.title'] ?? site.brandName;
  return {
    kind: 'site-page',
    chrome: siteChrome,
    meta: buildMeta(site, brandTitle, {
      title: siteChrome.translations[titleKey] ?? '',
      titleKey,
      description: siteChrome.translations['meta.description'] ?? '',
      canonical: null,
      robots: 'noindex,nofollow',
    }),
    view: { type: 'reader-service', service },
  };
}

/** A calculator submitted without JavaScript (GET or POST): its form and its result. */
export class CalculatorPage {
  constructor(
    private readonly chrome: SiteChromeService,
    private readonly events: EventPublisherPort,
  ) {}

  /** `null` for an unknown calculator code. */
  async execute(
    site: Site,
    code: string,
    values: CalculatorValues,
    returnTo: string | null,
  ): Promise<SitePageViewModel | null> {
    if (!isCalculatorCode(code)) return null;
    const outcome = runCalculator(code, values);
    if (outcome.kind === 'result') {
      void this.events.publish({ type: 'CalculatorUsed', siteId: site.id, calculator: code });
    }
    return readerServicePage(
      this.chrome,
      site,
      { kind: 'calculator', code, values, outcome, returnTo },
      `calculator.name.${code}`,
    );
  }
}
