import { failed, succeeded, type Failure, type Outcome } from '../../src/domain/errors/outcome';
import type {
  NewsletterPermission,
  NewsletterSignUp,
} from '../../src/domain/services/services.types';
import type { Site } from '../../src/domain/site/site.types';
import type { NewsletterPort, NewsletterSignUpAnswer } from '../../src/ports/newsletter.port';

/** What the real adapter answers when the newsletter service cannot be reached. */
export const NEWSLETTER_UNREACHABLE: Failure = {
  code: 'UPSTREAM_UNREACHABLE',
  service: 'newsletter',
  retryable: true,
};

/**
 * An in-memory newsletter service: one consent text for every site, sign-ups kept per brand and
 * address (the same address again is `already-subscribed`). `down` makes every call fail with
 * `failure` (the service unreachable, unless a test names another).
 */
export class InMemoryNewsletter implements NewsletterPort {
  permission: NewsletterPermission = {
    text: 'Ja tak til nyhedsbreve.',
    newsletterIds: [1],
    version: 'v1',
  };
  down = false;
  failure: Failure = NEWSLETTER_UNREACHABLE;
  /** Every sign-up asked for, in order (also the failed and repeated ones). */
  readonly signUps: NewsletterSignUp[] = [];
  private readonly subscribed = new Set<string>();

  permissionText(): Promise<Outcome<NewsletterPermission | null>> {
    return Promise.resolve(this.down ? failed(this.failure) : succeeded(this.permission));
  }

  signUp(site: Site, signUp: NewsletterSignUp): Promise<Outcome<NewsletterSignUpAnswer>> {
    this.signUps.push(signUp);
    if (this.down) return Promise.resolve(failed(this.failure));
    const key = `${site.brandCode}:${signUp.email.trim().toLowerCase()}`;
    if (this.subscribed.has(key)) return Promise.resolve(succeeded('already-subscribed'));
    this.subscribed.add(key);
    return Promise.resolve(succeeded('subscribed'));
  }
}
