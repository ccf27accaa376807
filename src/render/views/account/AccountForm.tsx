import type { ReactNode } from 'react';
import type { AccountFormView } from '../../../domain/identity/account-view.types';
import type { FormComponent } from '../../../domain/tracking/form-events';
import { useRenderEnv } from '../../env/RenderEnv';
import type { TranslationKey } from '../../i18n/translations.types';

interface Props {
  readonly form: AccountFormView;
  readonly action: string;
  readonly submit: TranslationKey;
  /** The form in the data-layer form events (`SignInForm` is 'login'); null: not tracked. */
  readonly tracking: FormComponent | null;
  readonly children: ReactNode;
}

/** A plain POST form with its CSRF token, returnUri and messages: it works without JavaScript. */
export function AccountForm({ form, action, submit, tracking, children }: Props) {
  const { t } = useRenderEnv();
  return (
    <form
      className="account-form"
      method="post"
      action={action}
      data-track-form={tracking ?? undefined}
      data-track-error={tracking === null ? undefined : (form.messageKey ?? undefined)}
      noValidate
    >
      <input type="hidden" name="_csrf" value={form.csrfToken} />
      <input type="hidden" name="returnUri" value={form.returnUri} />
      {form.noticeKey === null ? null : (
        <p className="account-form__notice" role="status">
          {t(form.noticeKey as TranslationKey)}
        </p>
      )}
      {form.messageKey === null ? null : (
        <p className="account-form__error" role="alert">
          {t(form.messageKey as TranslationKey)}
        </p>
      )}
      {children}
      <button type="submit" className="button account-form__submit">
        {t(submit)}
      </button>
    </form>
  );
}
