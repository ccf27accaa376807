import type {
  NewsletterPermission,
  NewsletterSignUp,
  NewsletterSignUpResult,
} from '../domain/services/services.types';
import type { Site } from '../domain/site/site.types';

/** The newsletter service: consent text and sign-up. `null` / 'failed' when it does not answer. */
export interface NewsletterPort {
  permissionText(site: Site): Promise<NewsletterPermission | null>;
  signUp(site: Site, signUp: NewsletterSignUp): Promise<NewsletterSignUpResult>;
}
