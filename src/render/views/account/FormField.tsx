import type { AccountFormView } from '../../../domain/identity/account-view.types';
import { fieldDebounceMs, type FieldType } from '../../../domain/validation/field.rules';
import { useRenderEnv } from '../../env/RenderEnv';
import type { TranslationKey } from '../../i18n/translations.types';
import { Island } from '../../islands/Island';

interface Props {
  readonly form: AccountFormView;
  readonly name: string;
  readonly type: FieldType;
  readonly label: TranslationKey;
  readonly autoComplete: string;
}

const FIELD_MESSAGES: readonly TranslationKey[] = [
  'signup.credentials_form.email_error',
  'signup.credentials_form.password_help',
];

/** One form field: server-rendered input with its message; the island checks it while typing. */
export function FormField({ form, name, type, label, autoComplete }: Props) {
  const { t } = useRenderEnv();
  const errorKey = form.errors[name];
  const messages: Record<string, string> = {};
  for (const key of FIELD_MESSAGES) messages[key] = t(key);
  return (
    <Island
      name="ValidatedField"
      hydrate="visible"
      props={{
        name,
        type,
        label: t(label),
        value: type === 'password' ? '' : (form.values[name] ?? ''),
        error: errorKey === undefined ? null : t(errorKey as TranslationKey),
        messages,
        debounceMs: fieldDebounceMs(name, form.debounceMs, form.fieldDebounceMs),
        autoComplete,
        toggle:
          type === 'password'
            ? { show: t('form.show_password'), hide: t('form.hide_password') }
            : null,
      }}
    />
  );
}
