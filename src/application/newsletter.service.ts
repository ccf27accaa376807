import { valueOr, type Outcome } from '../domain/errors/outcome';
import type { SitePageViewModel } from '../domain/page/view-model.types';
import { normaliseEmail, signUpSource } from '../domain/services/newsletter.rules';
import type {
  NewsletterFormAgain,
  NewsletterOutcome,
  NewsletterSignUpOutcome,
} from '../domain/services/reader-service-view.types';
import type { NewsletterPermission } from '../domain/services/services.types';
import type { Site } from '../domain/site/site.types';
import type { EventPublisherPort } from '../ports/event-bus.port';
import type { NewsletterPort } from '../ports/newsletter.port';
import { readerServicePage } from './calculator-page.use-case';
import type { SiteChromeService } from './site-chrome.service';

export interface SignUpInput {
  readonly email: unknown;
  readonly source: unknown;
}

/**
 * Newsletter sign-up: the consent text from the newsletter service, and a sign-up that
 * subscribes to the lists that text names. A service that does not answer means 'failed'.
 */
export class NewsletterService {
  constructor(
    private readonly newsletter: NewsletterPort,
    private readonly chrome: SiteChromeService,
    private readonly events: EventPublisherPort,
  ) {}

  permission(site: Site): Promise<Outcome<NewsletterPermission | null>> {
    return this.newsletter.permissionText(site);
  }

  async signUp(site: Site, input: SignUpInput): Promise<NewsletterSignUpOutcome> {
    const email = normaliseEmail(input.email);
    if (email === null) return 'invalid-email';
    // A failure was logged by the adapter; the reader gets the translated "try again" page.
    const permission = valueOr(await this.newsletter.permissionText(site), null);
    const result =
      permission === null
        ? 'failed'
        : valueOr(
            await this.newsletter.signUp(site, {
              email,
              newsletterIds: permission.newsletterIds,
              permissionVersion: permission.version,
              source: signUpSource(input.source, `${site.id}-site`),
            }),
            'failed' as const,
          );
    void this.events.publish({
      type: result === 'failed' ? 'NewsletterSignUpFailed' : 'NewsletterSubscribed',
      siteId: site.id,
    });
    return result;
  }

  /** The page a sign-up without JavaScript lands on (with the form again to confirm). */
  resultPage(
    site: Site,
    outcome: NewsletterOutcome,
    returnTo: string | null,
    form?: NewsletterFormAgain,
  ): Promise<SitePageViewModel> {
    return readerServicePage(
      this.chrome,
      site,
      { kind: 'newsletter', outcome, returnTo, ...(form === undefined ? {} : { form }) },
      'newsletter.title',
    );
  }
}
