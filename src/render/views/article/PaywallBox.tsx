import type { PaywallView } from '../../../domain/paywall/paywall-view.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { safeHref } from '../../markdown/safe-url';
import { useReaderChrome } from '../account/reader-chrome';

interface Props {
  readonly paywall: PaywallView;
}

function LockIcon() {
  return (
    <svg
      className="paywall__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="4" y="10" width="16" height="11" rx="2" fill="currentColor" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * Shown in the article body where the server cut it for a reader without access (ADR 9): the
 * locked part is not in this HTML at all, so there is nothing to unhide. A signed-out reader is
 * offered the subscription and the sign-in; a signed-in reader without access (the
 * `just-register` variant) the upgrade, never a second sign-in. The subscription link is the
 * site's `subscriptionUrl`; a site without one offers only the sign-in.
 */
export function PaywallBox({ paywall }: Props) {
  const { t } = useRenderEnv();
  const { signedIn, subscriptionUrl } = useReaderChrome();
  const subscribeHref = subscriptionUrl === null ? null : safeHref(subscriptionUrl);
  const word = paywall.subscriptionWord;
  return (
    <aside
      className={`paywall paywall--${paywall.mode}${signedIn ? ' paywall--upgrade' : ''}`}
      aria-labelledby="paywall-title"
      data-paywall={paywall.mode}
    >
      <LockIcon />
      <h2 className="paywall__title" id="paywall-title">
        {signedIn ? t('paywall.upgrade_title', { word }) : t('paywall.title', { word })}
      </h2>
      <p className="paywall__text">{signedIn ? t('paywall.upgrade_text') : t('paywall.text')}</p>
      {subscribeHref === null ? null : (
        <p className="paywall__actions">
          <a className="button paywall__subscribe" href={subscribeHref}>
            {signedIn ? t('paywall.upgrade') : t('paywall.subscribe')}
          </a>
        </p>
      )}
      {signedIn ? null : (
        <p className="paywall__sign-in">
          <a
            className={subscribeHref === null ? 'button paywall__login' : 'paywall__login'}
            href={paywall.loginHref}
          >
            {t('paywall.sign_in')}
          </a>
        </p>
      )}
    </aside>
  );
}
