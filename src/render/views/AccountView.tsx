import type { AccountExtras } from '../../domain/identity/account-view.types';
import type { AccountScreen } from '../../domain/page/view-model.types';
import { useRenderEnv } from '../env/RenderEnv';
import {
  ForgotPasswordScreen,
  NewPasswordScreen,
  SignInScreen,
  SignUpScreen,
} from './account/CredentialScreens';
import { ProfileScreen } from './account/ProfileScreen';

interface Props {
  readonly screen: AccountScreen;
  readonly extras?: AccountExtras;
}

function ScreenBody({ screen, extras }: { screen: AccountScreen; extras: AccountExtras }) {
  const { form } = extras;
  if (form === undefined) return null;
  switch (screen) {
    case 'sign-in':
      return <SignInScreen form={form} />;
    case 'sign-up':
      return <SignUpScreen form={form} />;
    case 'forgot-password':
      return <ForgotPasswordScreen form={form} />;
    case 'new-password':
      return <NewPasswordScreen form={form} />;
    case 'profile':
    case 'settings':
    case 'favourites':
      return <ProfileScreen screen={screen} extras={extras} />;
  }
}

/** The account screens: sign-in, sign-up, password reset, profile, settings and favourites. */
export function AccountView({ screen, extras = {} }: Props) {
  const { t } = useRenderEnv();
  return (
    <div className={`account account--${screen} container`}>
      <div className="account__panel">
        <h1 className="account__title">{t(`account.${screen}.title`)}</h1>
        <p className="account__text">{t(`account.${screen}.text`)}</p>
        <ScreenBody screen={screen} extras={extras} />
      </div>
    </div>
  );
}
