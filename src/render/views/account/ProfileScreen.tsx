import { PATHS } from '../../../domain/routing/route-paths';
import type { ReactNode } from 'react';
import type { AccountExtras, AccountFormView } from '../../../domain/identity/account-view.types';
import type { AccountScreen } from '../../../domain/page/view-model.types';
import { ROUTES } from '../../../domain/routing/route-table';
import type { FormComponent } from '../../../domain/tracking/form-events';
import { EmptyState } from '../../components/EmptyState';
import { TeaserGrid } from '../../components/teaser/TeaserGrid';
import { RenderEnvProvider, useRenderEnv } from '../../env/RenderEnv';
import { SIGN_OUT_ANCHOR } from './HeaderAccount';

function SignOutForm({ form }: { readonly form: AccountFormView }) {
  const { t } = useRenderEnv();
  return (
    <form
      id={SIGN_OUT_ANCHOR}
      className="account-form account-form--inline"
      method="post"
      action={ROUTES.signOut.path}
      data-track-form={'Logout' satisfies FormComponent}
    >
      <input type="hidden" name="_csrf" value={form.csrfToken} />
      {/* The address the reader signs out on; the server lands a signed-in screen on the front. */}
      <input type="hidden" name="returnUri" value={ROUTES.settings.path} />
      <button type="submit" className="button button--secondary">
        {t('form.sign_out')}
      </button>
    </form>
  );
}

/** The reader's own favourites: every heart in `children` starts as saved ("remove"). */
function SavedHearts({ children }: { readonly children: ReactNode }) {
  const env = useRenderEnv();
  const { favourites } = env;
  if (favourites === undefined || favourites === null) return children;
  return (
    <RenderEnvProvider env={{ ...env, favourites: { ...favourites, saved: true } }}>
      {children}
    </RenderEnvProvider>
  );
}

interface Props {
  readonly screen: AccountScreen;
  readonly extras: AccountExtras;
}

/** Profile, settings and favourites: only ever rendered for the signed-in reader, never cached. */
export function ProfileScreen({ screen, extras }: Props) {
  const { t } = useRenderEnv();
  const { profile, form, favourites, favouriteRemoved = false } = extras;
  return (
    <>
      {profile === undefined || screen === 'favourites' ? null : (
        <dl className="admin-card__list account__profile">
          <div className="admin-card__row">
            <dt>{t('profile.email')}</dt>
            <dd>{profile.email}</dd>
          </div>
          {profile.name === null ? null : (
            <div className="admin-card__row">
              <dt>{t('profile.name')}</dt>
              <dd>{profile.name}</dd>
            </div>
          )}
          {(profile.postalCode ?? null) === null ? null : (
            <div className="admin-card__row">
              <dt>{t('profile.postal_code')}</dt>
              <dd>{profile.postalCode}</dd>
            </div>
          )}
          {(profile.subscriptionNumber ?? null) === null ? null : (
            <div className="admin-card__row">
              <dt>{t('profile.subscription_number')}</dt>
              <dd>{profile.subscriptionNumber}</dd>
            </div>
          )}
          <div className="admin-card__row">
            <dt>{t('profile.status')}</dt>
            <dd data-user-state={profile.state}>
              {t(
                profile.state === 'subscriber'
                  ? 'profile.status_subscriber'
                  : 'profile.status_just_register',
              )}
            </dd>
          </div>
        </dl>
      )}
      {screen === 'settings' ? (
        <p className="account__links">
          <a href={PATHS.forgotPassword}>{t('form.forgot_link')}</a>
        </p>
      ) : null}
      {screen === 'favourites' && favouriteRemoved ? (
        <p className="account-form__notice" role="status">
          {t('favourites.removed')}
        </p>
      ) : null}
      {screen === 'favourites' ? (
        favourites === undefined || favourites.length === 0 ? (
          <EmptyState
            className="account__empty"
            mark="heart"
            message={t('favourites.empty')}
            action={{ href: '/', label: t('error.home') }}
          />
        ) : (
          <SavedHearts>
            <TeaserGrid teasers={favourites} columns={3} headingLevel={2} />
          </SavedHearts>
        )
      ) : null}
      {form === undefined ? null : <SignOutForm form={form} />}
    </>
  );
}
