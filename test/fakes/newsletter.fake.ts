import type {
  NewsletterPermission,
  NewsletterSignUp,
  NewsletterSignUpResult,
} from '../../src/domain/services/services.types';
import type { Site } from '../../src/domain/site/site.types';
import type { NewsletterPort } from '../../src/ports/newsletter.port';

/**
 * An in-memory newsletter service: one consent text for every site, sign-ups kept per brand and
 * address (the same address again is `already-subscribed`). `down` makes every call fail.
 */
export class InMemoryNewsletter implements NewsletterPort {
  permission: NewsletterPermission = {
    text: 'Ja tak til nyhedsbreve.',
    newsletterIds: [1],
    version: 'v1',
  };
  down = false;
  /** Every sign-up asked for, in order (also the failed and repeated ones). */
  readonly signUps: NewsletterSignUp[] = [];
  private readonly subscribed = new Set<string>();

  permissionText(): Promise<NewsletterPermission | null> {
    return Promise.resolve(this.down ? null : this.permission);
  }

  signUp(site: Site, signUp: NewsletterSignUp): Promise<NewsletterSignUpResult> {
    this.signUps.push(signUp);
    if (this.down) return Promise.resolve('failed');
    const key = `${site.brandCode}:${signUp.email.trim().toLowerCase()}`;
    if (this.subscribed.has(key)) return Promise.resolve('already-subscribed');
    this.subscribed.add(key);
    return Promise.resolve('subscribed');
  }
}
