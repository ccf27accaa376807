import type { ReactNode } from 'react';
import type { AccountFormView } from '../../../domain/identity/account-view.types';
import { useRenderEnv } from '../../env/RenderEnv';
import type { TranslationKey } from '../../i18n/translations.types';

interface Props {
  readonly form: AccountFormView;
  readonly action: string;
  readonly submit: TranslationKey;
  /** The form's name in the data-layer form events, e.g. `login`. */
  readonly trackingName: string;
  readonly children: ReactNode;
}

/** A plain POST form with its CSRF token, returnUri and messages: it works without JavaScript. */
export function AccountForm({ form, action, submit, trackingName, children }: Props) {
  const { t } = useRenderEnv();
  return (
    <form
      className="account-form"
      method="post"
      action={action}
      data-tracking-form={trackingName}
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
