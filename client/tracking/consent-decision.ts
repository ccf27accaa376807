/**
 * The consent-interaction signals, read in one place for tracking (client/tracking) and the
 * banner bootstrap (client/consent): a site's own dialog sets the cookie or dispatches the event;
 * a consent platform answers through the IAB TCF API.
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

/**
 * Calls `onGiven` once the reader has interacted with the cookie consent: the
 * `consent_interaction` cookie, the `consent:interaction` event, or the TCF API reporting
 * `useractioncomplete` or `tcloaded` (answered on an earlier visit).
 */
export function whenConsentGiven(onGiven: () => void): void {
  let done = false;
  const give = (): void => {
    if (done) return;
    done = true;
    onGiven();
  };
  if (document.cookie.split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE}=`))) {
    give();
    return;
  }
  window.addEventListener(CONSENT_EVENT, give, { once: true });
  const tcfapi = (window as unknown as { __tcfapi?: TcfApi }).__tcfapi;
  if (typeof tcfapi === 'function') {
    tcfapi('addEventListener', 2, (data, success) => {
      if (success && (data.eventStatus === 'useractioncomplete' || data.eventStatus === 'tcloaded'))
        give();
    });
  }
}
