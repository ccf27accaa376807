/**
 * Banners show only after the reader has interacted with the cookie consent (spec 4). The server
 * renders each banner as an empty reserved slot (`[data-banner]`, fixed height, so nothing
 * shifts); this bootstrap reveals them once consent interaction is known:
 * - a consent platform with the IAB TCF API (`__tcfapi`) reports `useractioncomplete`, or
 *   `tcloaded` (the reader answered on an earlier visit);
 * - or the `consent_interaction` cookie is set (a site's own consent dialog sets it);
 * - or a `consent:interaction` event is dispatched on window.
 */
export const CONSENT_COOKIE = 'consent_interaction';
export const CONSENT_EVENT = 'consent:interaction';

interface TcData {
  readonly eventStatus?: string;
}

type TcfApi = (
  command: string,
  version: number,
  callback: (data: TcData, success: boolean) => void,
) => void;

function hasConsentCookie(doc: Document): boolean {
  return doc.cookie.split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE}=`));
}

/** Marks the document so CSS shows the reserved slots' content; banner scripts may fill them. */
export function revealBanners(doc: Document = document): void {
  if (doc.documentElement.dataset.consent === 'given') return;
  doc.documentElement.dataset.consent = 'given';
  for (const slot of doc.querySelectorAll<HTMLElement>('[data-banner]')) {
    slot.dataset.bannerState = 'ready';
  }
  window.dispatchEvent(new CustomEvent('banners:ready'));
}

export function watchConsent(doc: Document = document): void {
  if (doc.querySelector('[data-banner]') === null) return;
  if (hasConsentCookie(doc)) {
    revealBanners(doc);
    return;
  }
  window.addEventListener(
    CONSENT_EVENT,
    () => {
      revealBanners(doc);
    },
    { once: true },
  );
  const tcfapi = (window as unknown as { __tcfapi?: TcfApi }).__tcfapi;
  if (typeof tcfapi === 'function') {
    tcfapi('addEventListener', 2, (data, success) => {
      if (success && (data.eventStatus === 'useractioncomplete' || data.eventStatus === 'tcloaded'))
        revealBanners(doc);
    });
  }
}
