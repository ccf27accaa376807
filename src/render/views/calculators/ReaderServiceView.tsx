import { PATHS } from '../../../domain/routing/route-paths';
import type {
  NewsletterFormAgain,
  ReaderServiceView as Service,
} from '../../../domain/services/reader-service-view.types';
import { NewsletterEmailField } from '../../components/NewsletterEmailField';
import { useRenderEnv } from '../../env/RenderEnv';
import { pickStrings } from '../../i18n/translate';
import type { TranslationKey } from '../../i18n/translations.types';
import { Island } from '../../islands/Island';
import { CALCULATOR_KEYS, isCalculatorKey } from './calculator-strings';

interface Props {
  readonly service: Service;
}

const NEWSLETTER_MESSAGES: Readonly<Record<string, TranslationKey>> = {
  subscribed: 'newsletter.subscribed',
  'already-subscribed': 'newsletter.already_subscribed',
  failed: 'newsletter.failed',
  'invalid-email': 'newsletter.invalid_email',
  confirm: 'newsletter.confirm',
};

/** The newsletter form again, filled in, with a fresh CSRF token: one more press signs up. */
function NewsletterFormAgainView({
  form,
  returnTo,
}: {
  readonly form: NewsletterFormAgain;
  readonly returnTo: string | null;
}) {
  return (
    <form className="newsletter-form" method="post" action={PATHS.newsletterForm}>
      <input type="hidden" name="_csrf" value={form.csrfToken} />
      <input type="hidden" name="source" value={form.source} />
      {returnTo !== null && <input type="hidden" name="return" value={returnTo} />}
      <NewsletterEmailField defaultValue={form.email} />
    </form>
  );
}

/** Where a calculator or the newsletter form lands without JavaScript: the outcome, and a way back. */
export function ReaderServiceView({ service }: Props) {
  const { t, language } = useRenderEnv();
  const back = service.returnTo;
  if (service.kind === 'newsletter') {
    const failed = service.outcome === 'failed' || service.outcome === 'invalid-email';
    return (
      <div className="container reader-service">
        <h1>{t('newsletter.title')}</h1>
        <p className="newsletter-form__message" role={failed ? 'alert' : 'status'}>
          {t(NEWSLETTER_MESSAGES[service.outcome] ?? 'newsletter.failed')}
        </p>
        {service.form !== undefined && (
          <div className="newsletter-slot">
            <NewsletterFormAgainView form={service.form} returnTo={back} />
          </div>
        )}
        {back !== null && <a href={back}>{t('newsletter.back')}</a>}
      </div>
    );
  }
  const title = `calculator.name.${service.code}`;
  return (
    <div className="container reader-service">
      <h1>{isCalculatorKey(title) ? t(title) : t('calculator.title')}</h1>
      <Island
        name="Calculator"
        hydrate="visible"
        props={{
          code: service.code,
          language,
          strings: pickStrings(t, CALCULATOR_KEYS),
          values: service.values,
          outcome: service.outcome,
        }}
      />
      {back !== null && <a href={back}>{t('calculator.back')}</a>}
    </div>
  );
}
