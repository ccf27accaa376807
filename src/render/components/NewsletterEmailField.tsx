import { useId } from 'react';
import { useRenderEnv } from '../env/RenderEnv';

interface Props {
  /** What the reader typed before (the form shown again). */
  readonly defaultValue?: string;
  readonly invalid?: boolean;
  readonly sending?: boolean;
}

/** The newsletter form's label, e-mail field and button: the island's and the page's form. */
export function NewsletterEmailField({ defaultValue, invalid = false, sending = false }: Props) {
  const { t } = useRenderEnv();
  const id = useId();
  return (
    <>
      <label className="newsletter-form__label" htmlFor={`${id}-email`}>
        {t('newsletter.email_label')}
      </label>
      <div className="newsletter-form__row">
        <input
          className="newsletter-form__input"
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          defaultValue={defaultValue}
          aria-invalid={invalid ? true : undefined}
        />
        <button className="button newsletter-form__submit" type="submit" disabled={sending}>
          {sending ? t('newsletter.sending') : t('newsletter.submit')}
        </button>
      </div>
    </>
  );
}
