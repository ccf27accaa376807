/** Domain shapes of the services around articles: newsletter, video metadata, materials. */

export interface NewsletterPermission {
  /** The consent text the reader agrees to (plain text with optional markdown links). */
  readonly text: string;
  /** The newsletter lists a sign-up subscribes to. */
  readonly newsletterIds: readonly number[];
  /** Version of the consent text, stored with the sign-up. */
  readonly version: string | null;
}

export interface NewsletterSignUp {
  readonly email: string;
  readonly newsletterIds: readonly number[];
  readonly permissionVersion: string | null;
  /** Where on the site the form was (tracking position, e.g. 'article', 'all page'). */
  readonly source: string;
}

export type NewsletterSignUpResult = 'subscribed' | 'already-subscribed' | 'failed';

export interface VideoMetadata {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly thumbnailUrl: string | null;
  /** ISO 8601 date-time. */
  readonly uploadDate: string | null;
  /** ISO 8601 duration, e.g. `PT12M30S`. */
  readonly duration: string | null;
  readonly contentUrl: string | null;
  readonly embedUrl: string | null;
}

export interface Material {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly imageUrl: string | null;
  readonly url: string | null;
  readonly unit: string | null;
}

/** A reader who just created an account, as the brand's sign-up endpoint is told. */
export interface NewAccount {
  readonly email: string;
  readonly givenName: string | null;
}

/** `skipped`: the site names no sign-up endpoint. */
export type AccountRegistrationResult = 'registered' | 'skipped' | 'failed';
