/**
 * The reader's cookie consent: which purposes they granted, how the choice is stored in the
 * `cookie_consent` cookie, and what it means for Google Consent Mode v2. Shared by the server-side
 * dialog (`ConsentDialog.tsx`), the head bootstrap (`consent-bootstrap.ts`) and the browser
 * (`client/consent`), so the three cannot disagree.
 *
 * The cookie is read only in the browser: pages in the shared cache are the same for every reader
 * (docs/adr/0006-two-level-response-cache.md), and the bootstrap marks `<html>` before first paint.
 */

/** The purposes a reader can grant besides the necessary cookies, in the dialog's order. */
export const CONSENT_PURPOSES = ['statistics', 'marketing', 'personalisation'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** A stored choice: for each purpose, whether it is granted. */
export type ConsentChoice = Readonly<Record<ConsentPurpose, boolean>>;

export const CONSENT_COOKIE = 'cookie_consent';
/** The format version: a cookie of another version counts as no choice and asks again. */
export const CONSENT_VERSION = 'v1';
/** How long a choice is kept: six months, then the reader is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;

/** `<html>` attributes the bootstrap sets from the cookie (and the browser after a choice). */
export const CONSENT_ATTRIBUTE = 'data-consent';
export const purposeAttribute = (purpose: ConsentPurpose): string => `data-consent-${purpose}`;

/** The id of the dialog: the footer's "Cookie settings" link points at it (works without JS). */
export const CONSENT_DIALOG_ID = 'cookie-settings';

export const ALL_GRANTED: ConsentChoice = {
  statistics: true,
  marketing: true,
  personalisation: true,
};
export const NECESSARY_ONLY: ConsentChoice = {
  statistics: false,
  marketing: false,
  personalisation: false,
};

/** The cookie value of a choice: the version and the granted purposes, `v1.statistics.marketing`. */
export function serializeChoice(choice: ConsentChoice): string {
  return [CONSENT_VERSION, ...CONSENT_PURPOSES.filter((purpose) => choice[purpose])].join('.');
}

/** The choice in a cookie value; null for none, another version or anything unreadable. */
export function parseChoice(value: string | null | undefined): ConsentChoice | null {
  if (value === null || value === undefined) return null;
  const [version, ...granted] = value.trim().split('.');
  if (version !== CONSENT_VERSION) return null;
  if (!granted.every((part) => (CONSENT_PURPOSES as readonly string[]).includes(part))) return null;
  return {
    statistics: granted.includes('statistics'),
    marketing: granted.includes('marketing'),
    personalisation: granted.includes('personalisation'),
  };
}

/** The choice in a `document.cookie` string (the first `cookie_consent`). */
export function choiceFromCookies(cookieHeader: string): ConsentChoice | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== CONSENT_COOKIE) continue;
    try {
      return parseChoice(decodeURIComponent(part.slice(separator + 1)));
    } catch {
      return null;
    }
  }
  return null;
}

export type ConsentModeValue = 'granted' | 'denied';
/** The four Consent Mode v2 signals. */
export interface ConsentModeState {
  readonly ad_storage: ConsentModeValue;
  readonly ad_user_data: ConsentModeValue;
  readonly ad_personalization: ConsentModeValue;
  readonly analytics_storage: ConsentModeValue;
}

/** Before any choice: everything denied (`gtag('consent', 'default', …)`). */
export const CONSENT_MODE_DEFAULT: ConsentModeState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

const value = (granted: boolean): ConsentModeValue => (granted ? 'granted' : 'denied');

/** A choice as Consent Mode signals (`gtag('consent', 'update', …)`). */
export function consentModeState(choice: ConsentChoice): ConsentModeState {
  return {
    ad_storage: value(choice.marketing),
    ad_user_data: value(choice.marketing),
    ad_personalization: value(choice.marketing && choice.personalisation),
    analytics_storage: value(choice.statistics),
  };
}

/** Ads (and so banner slots) need the marketing purpose. */
export function allowsAds(choice: ConsentChoice | null): boolean {
  return choice?.marketing === true;
}

/** The tag manager loads once the reader has granted statistics or marketing. */
export function allowsTagManager(choice: ConsentChoice | null): boolean {
  return choice !== null && (choice.statistics || choice.marketing);
}
