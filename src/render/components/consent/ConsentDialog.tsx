import type { SiteView } from '../../../domain/page/view-model.types';
import { houseAdsBase } from '../banner/house-ads';
import { useRenderEnv } from '../../env/RenderEnv';
import type { TranslationKey } from '../../i18n/translations.types';
import { CONSENT_DIALOG_ID, CONSENT_PURPOSES, type ConsentPurpose } from './consent-choice';

interface Props {
  readonly site: SiteView;
}

const PURPOSE_TEXT: Readonly<
  Record<ConsentPurpose, { readonly title: TranslationKey; readonly text: TranslationKey }>
> = {
  statistics: { title: 'consent.statistics.title', text: 'consent.statistics.text' },
  marketing: { title: 'consent.marketing.title', text: 'consent.marketing.text' },
  personalisation: { title: 'consent.personalisation.title', text: 'consent.personalisation.text' },
};

/**
 * The cookie-consent dialog, the same HTML for every reader (pages are shared-cached). CSS shows
 * it from first paint when the head bootstrap found no choice (`html[data-consent="unset"]`),
 * when the footer's "Cookie settings" link targets it (`:target`, also without JavaScript) or when
 * `client/consent/consent-dialog.ts` opens it (`data-open`). It is non-modal: it overlays the page
 * (position fixed, so nothing shifts), and the page stays usable while it is open. It comes first
 * in the body, before the header, and the head holds first paint until `<main>` starts
 * (`firstPaintTag` in `document/head.ts`), so the browser never paints half a dialog that grows
 * when the rest of it arrives.
 *
 * The buttons need JavaScript (they store the choice in the browser); without it the dialog
 * explains that only the necessary cookies are set, which is all a page without scripts sets.
 */
export function ConsentDialog({ site }: Props) {
  const { t } = useRenderEnv();
  const houseAds = houseAdsBase(site);
  return (
    <>
      <section
        id={CONSENT_DIALOG_ID}
        className="consent"
        role="dialog"
        aria-modal="false"
        aria-labelledby="consent-title"
        aria-describedby="consent-text"
        data-consent-dialog=""
        data-house-ads={houseAds ?? undefined}
        data-house-ad-alt={t('banner.house_ad', { brand: site.brandName })}
      >
        <div className="consent__panel">
          <div className="consent__head">
            <h2 id="consent-title" className="consent__title" tabIndex={-1}>
              {t('consent.title')}
            </h2>
            <a
              className="consent__close"
              href="#"
              data-consent-close=""
              aria-label={t('consent.close')}
            >
              <span aria-hidden="true">×</span>
            </a>
          </div>
          <p id="consent-text" className="consent__text">
            {t('consent.text', { brand: site.brandName })}
          </p>
          <noscript>
            <p className="consent__noscript">{t('consent.no_script')}</p>
          </noscript>
          <div className="consent__form">
            <details className="consent__settings" data-consent-settings="">
              <summary className="consent__settings-toggle">{t('consent.settings')}</summary>
              <ul className="consent__purposes">
                <li className="consent__purpose">
                  <span className="consent__purpose-head">
                    <span className="consent__purpose-title">{t('consent.necessary.title')}</span>
                    <span className="consent__always">{t('consent.always_on')}</span>
                  </span>
                  <span className="consent__purpose-text">{t('consent.necessary.text')}</span>
                </li>
                {CONSENT_PURPOSES.map((purpose) => (
                  <li key={purpose} className="consent__purpose">
                    <label className="consent__purpose-head" htmlFor={`consent-${purpose}`}>
                      <span className="consent__purpose-title">
                        {t(PURPOSE_TEXT[purpose].title)}
                      </span>
                      <input
                        id={`consent-${purpose}`}
                        className="consent__switch"
                        type="checkbox"
                        role="switch"
                        name={purpose}
                        aria-describedby={`consent-${purpose}-text`}
                        data-consent-purpose={purpose}
                      />
                    </label>
                    <span id={`consent-${purpose}-text`} className="consent__purpose-text">
                      {t(PURPOSE_TEXT[purpose].text)}
                    </span>
                  </li>
                ))}
              </ul>
              <button
                className="consent__button consent__button--secondary consent__save"
                type="button"
                data-consent-action="save"
              >
                {t('consent.save')}
              </button>
            </details>
            <div className="consent__actions">
              <button
                className="consent__button consent__button--secondary"
                type="button"
                data-consent-action="necessary"
              >
                {t('consent.necessary_only')}
              </button>
              <button
                className="consent__button consent__button--primary"
                type="button"
                data-consent-action="all"
              >
                {t('consent.accept_all')}
              </button>
            </div>
          </div>
        </div>
      </section>
      {/* Outside the dialog, so it is still there to be announced when the dialog closes. */}
      <p
        className="consent-saved"
        role="status"
        data-consent-saved=""
        data-text={t('consent.saved')}
      />
    </>
  );
}
