import {
  CONSENT_ATTRIBUTE,
  CONSENT_COOKIE,
  CONSENT_MODE_DEFAULT,
  CONSENT_VERSION,
  purposeAttribute,
} from './consent-choice';

/**
 * The one inline script of a page, first in `<head>`: it runs before first paint, so a page from
 * the shared cache looks right for this reader from the start. It reads the `cookie_consent`
 * cookie (the format of `consent-choice.ts`: `v1` and the granted purposes), marks `<html>`
 * (`data-consent="set|unset"`, `data-consent-<purpose>="granted|denied"`: CSS shows the dialog or
 * the banner slots from these) and sets Google Consent Mode v2: `gtag('consent', 'default', …)`
 * with everything denied, then `'update'` with a stored choice.
 *
 * It is a fixed text, allowed by its hash in the Content-Security-Policy
 * (`src/adapters/http/security-headers.ts`); no per-reader or per-site value goes into it.
 * `consent-bootstrap.test.ts` runs it against `consent-choice.ts`.
 */
export const CONSENT_BOOTSTRAP_SCRIPT = [
  '(function(){',
  'var d=document.documentElement,w=window;',
  `var m=/(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_VERSION}((?:\\.[a-z]+)*)\\s*(?:;|$)/.exec(document.cookie);`,
  "var g=m?m[1].split('.'):[];",
  "function s(p){return g.indexOf(p)>0?'granted':'denied'}",
  `d.setAttribute('${CONSENT_ATTRIBUTE}',m?'set':'unset');`,
  `d.setAttribute('${purposeAttribute('statistics')}',s('statistics'));`,
  `d.setAttribute('${purposeAttribute('marketing')}',s('marketing'));`,
  `d.setAttribute('${purposeAttribute('personalisation')}',s('personalisation'));`,
  'w.dataLayer=w.dataLayer||[];',
  'w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};',
  `w.gtag('consent','default',${JSON.stringify({ ...CONSENT_MODE_DEFAULT, wait_for_update: 500 })});`,
  "if(m)w.gtag('consent','update',{ad_storage:s('marketing'),ad_user_data:s('marketing'),",
  "ad_personalization:s('marketing')==='granted'?s('personalisation'):'denied',",
  "analytics_storage:s('statistics')});",
  '})();',
].join('');

/** The bootstrap as a `<script>` element for the head. */
export function consentBootstrapTag(): string {
  return `<script>${CONSENT_BOOTSTRAP_SCRIPT}</script>`;
}
