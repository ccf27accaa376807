/**
 * The reader's consent in the browser: read from the `cookie_consent` cookie, stored there after
 * a choice, mirrored on `<html>` (the marks the head bootstrap set before first paint, which CSS
 * reads) and sent to Google Consent Mode (`gtag('consent', 'update', …)`). Whoever depends on it
 * (tracking, banner slots) listens with {@link onConsent}.
 */
import {
  CONSENT_ATTRIBUTE,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_PURPOSES,
  choiceFromCookies,
  consentModeState,
  purposeAttribute,
  serializeChoice,
  type ConsentChoice,
} from '../../src/render/components/consent/consent-choice';

/** Dispatched on window after the reader chose (`detail` is the {@link ConsentChoice}). */
export const CONSENT_EVENT = 'consent:change';

type Gtag = (...args: unknown[]) => void;

interface ConsentWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/** `gtag`, as the head bootstrap defines it (defined here too should the bootstrap not have run). */
function gtag(...args: unknown[]): void {
  const target = window as ConsentWindow;
  if (typeof target.gtag !== 'function') {
    target.gtag = function gtagShim() {
      target.dataLayer = target.dataLayer ?? [];
      // The tag manager reads consent commands as `arguments` objects, as gtag.js pushes them.
      // eslint-disable-next-line prefer-rest-params
      target.dataLayer.push(arguments);
    };
  }
  target.gtag(...args);
}

export function readChoice(doc: Document = document): ConsentChoice | null {
  return choiceFromCookies(doc.cookie);
}

function markDocument(choice: ConsentChoice, doc: Document): void {
  const html = doc.documentElement;
  html.setAttribute(CONSENT_ATTRIBUTE, 'set');
  for (const purpose of CONSENT_PURPOSES)
    html.setAttribute(purposeAttribute(purpose), choice[purpose] ? 'granted' : 'denied');
}

/** Stores the choice for the whole site, marks the page, updates Consent Mode and tells listeners. */
export function applyChoice(choice: ConsentChoice, doc: Document = document): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${CONSENT_COOKIE}=${serializeChoice(choice)}; Path=/; Max-Age=${String(CONSENT_MAX_AGE_SECONDS)}; SameSite=Lax${secure}`;
  markDocument(choice, doc);
  gtag('consent', 'update', consentModeState(choice));
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }));
}

/**
 * Calls `listener` with the stored choice now (when there is one) and with every later choice on
 * this page.
 */
export function onConsent(listener: (choice: ConsentChoice) => void): void {
  const stored = readChoice();
  if (stored !== null) listener(stored);
  window.addEventListener(CONSENT_EVENT, (event) => {
    listener((event as CustomEvent<ConsentChoice>).detail);
  });
}
