import { PATHS } from '../../../domain/routing/route-paths';
import type { AccountFormView } from '../../../domain/identity/account-view.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { AccountForm } from './AccountForm';
import { FormField } from './FormField';
import { signInHref } from './sign-in-href';

function withReturn(path: string, returnUri: string): string {
  return returnUri === '/' ? path : `${path}?returnUri=${encodeURIComponent(returnUri)}`;
}

export function SignInScreen({ form }: { readonly form: AccountFormView }) {
  const { t } = useRenderEnv();
  return (
    <>
      <AccountForm
        form={form}
        action={PATHS.signIn}
        submit="form.submit_sign_in"
        tracking="SignInForm"
      >
        <FormField
          form={form}
          name="email"
          type="email"
          label="form.email"
          autoComplete="username"
        />
        <FormField
          form={form}
          name="password"
          type="password"
          label="form.password"
          autoComplete="current-password"
        />
      </AccountForm>
      <p className="account__links">
        <a href={PATHS.forgotPassword}>{t('form.forgot_link')}</a>
        <a href={withReturn(PATHS.signUp, form.returnUri)}>{t('form.sign_up_link')}</a>
      </p>
    </>
  );
}

export function SignUpScreen({ form }: { readonly form: AccountFormView }) {
  const { t, favourites } = useRenderEnv();
  if (form.step === 'confirm') {
    return (
      <AccountForm form={form} action={PATHS.signUp} submit="form.submit_confirm" tracking={null}>
        <input type="hidden" name="step" value="confirm" />
        <FormField
          form={form}
          name="email"
          type="email"
          label="form.email"
          autoComplete="username"
        />
        <FormField
          form={form}
          name="code"
          type="text"
          label="form.code"
          autoComplete="one-time-code"
        />
      </AccountForm>
    );
  }
  return (
    <>
      <AccountForm form={form} action={PATHS.signUp} submit="form.submit_sign_up" tracking={null}>
        <FormField
          form={form}
          name="given_name"
          type="text"
          label="form.given_name"
          autoComplete="given-name"
        />
        <FormField
          form={form}
          name="email"
          type="email"
          label="form.email"
          autoComplete="username"
        />
        <FormField
          form={form}
          name="password"
          type="password"
          label="form.password"
          autoComplete="new-password"
        />
        <FormField
          form={form}
          name="password_repeat"
          type="password"
          label="form.password_repeat"
          autoComplete="new-password"
        />
      </AccountForm>
      <p className="account__links">
        <a href={signInHref(favourites, form.returnUri)}>{t('form.sign_in_link')}</a>
      </p>
    </>
  );
}

export function ForgotPasswordScreen({ form }: { readonly form: AccountFormView }) {
  return (
    <AccountForm
      form={form}
      action={PATHS.forgotPassword}
      submit="form.submit_send_code"
      tracking="ForgotPasswordForm"
    >
      <FormField form={form} name="email" type="email" label="form.email" autoComplete="username" />
    </AccountForm>
  );
}

export function NewPasswordScreen({ form }: { readonly form: AccountFormView }) {
  return (
    <AccountForm
      form={form}
      action={PATHS.newPassword}
      submit="form.submit_new_password"
      tracking="NewPasswordForm"
    >
      <FormField form={form} name="email" type="email" label="form.email" autoComplete="username" />
      <FormField
        form={form}
        name="code"
        type="text"
        label="form.code"
        autoComplete="one-time-code"
      />
      <FormField
        form={form}
        name="password"
        type="password"
        label="form.new_password"
        autoComplete="new-password"
      />
    </AccountForm>
  );
}
