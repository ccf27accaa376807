import type { PaywallView } from '../../../domain/paywall/paywall-view.types';
import { useRenderEnv } from '../../env/RenderEnv';

interface Props {
  readonly paywall: PaywallView;
}

/**
 * Shown in the article body where the server cut it for a reader without access (ADR 9): the
 * locked part is not in this HTML at all, so there is nothing to unhide.
 */
export function PaywallBox({ paywall }: Props) {
  const { t } = useRenderEnv();
  return (
    <aside
      className={`paywall paywall--${paywall.mode}`}
      aria-labelledby="paywall-title"
      data-paywall={paywall.mode}
    >
      <h2 className="paywall__title" id="paywall-title">
        {t('paywall.title', { word: paywall.subscriptionWord })}
      </h2>
      <p className="paywall__text">{t('paywall.text')}</p>
      <p className="paywall__actions">
        <a className="button" href={paywall.loginHref}>
          {t('paywall.sign_in')}
        </a>
      </p>
    </aside>
  );
}
