import type {
  NewsletterPermission,
  NewsletterSignUp,
  NewsletterSignUpResult,
} from '../domain/services/services.types';
import type { Outcome } from '../domain/errors/outcome';
import type { Site } from '../domain/site/site.types';

/** What the newsletter service answers a sign-up it took (a failure is the outcome's). */
export type NewsletterSignUpAnswer = Exclude<NewsletterSignUpResult, 'failed'>;

/**
 * The newsletter service: consent text and sign-up, or the failure with its code and service
 * when it does not answer. The consent text is `null` for a site without the service (an answer);
 * a sign-up on such a site fails with `NEWSLETTER_UNAVAILABLE`.
 */
export interface NewsletterPort {
  permissionText(site: Site): Promise<Outcome<NewsletterPermission | null>>;
  signUp(site: Site, signUp: NewsletterSignUp): Promise<Outcome<NewsletterSignUpAnswer>>;
}
