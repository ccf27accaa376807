import type { Embed } from '../../../../domain/content/content.types';
import {
  EMBED_SANDBOX,
  embedFrameUrl,
  embedNeedsConsent,
  embedProviderName,
} from '../../../../domain/content/embed.rules';
import { CONSENT_DIALOG_ID } from '../../../components/consent/consent-choice';
import { useRenderEnv } from '../../../env/RenderEnv';

/**
 * An embed we rebuilt from the editor's code (ADR 22): the provider's frame at an address we made
 * from the content's id, in a box of the provider's shape reserved before it loads, and a link
 * to the content on the provider's site. A provider whose frame sets cookies waits for the
 * reader's consent to marketing: until then the box explains why and offers the cookie settings
 * (`client/embeds/embed-consent.enhance.ts` puts the frame in once consent is given).
 */
export function EmbedWidget({ embed }: { readonly embed: Embed }) {
  const { t } = useRenderEnv();
  const provider = embedProviderName(embed);
  const title = t('embed.title', { provider });
  const src = embedFrameUrl(embed);
  return (
    <figure className={`embed embed--${embed.provider}`}>
      <div className="embed__frame" data-provider={provider}>
        {embedNeedsConsent(embed) ? (
          <div className="embed__consent" data-embed-src={src} data-embed-title={title}>
            <p className="embed__consent-provider">{provider}</p>
            <p className="embed__consent-text">{t('embed.consent', { provider })}</p>
            <a
              className="button embed__consent-button"
              href={`#${CONSENT_DIALOG_ID}`}
              data-consent-open=""
              aria-controls={CONSENT_DIALOG_ID}
            >
              {t('footer.cookie_settings')}
            </a>
          </div>
        ) : (
          <iframe
            className="embed__player"
            src={src}
            title={title}
            sandbox={EMBED_SANDBOX}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
      <figcaption className="embed__caption">
        <a href={embed.pageUrl} rel="noopener noreferrer" target="_blank">
          {t('embed.open', { provider })}
        </a>
      </figcaption>
    </figure>
  );
}
