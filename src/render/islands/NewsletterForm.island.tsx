import { PATHS } from '../../domain/routing/route-paths';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { formEvent, type FormAction } from '../../domain/tracking/form-events';
import type { LanguageCode } from '../../domain/site/site.types';
import { NewsletterEmailField } from '../components/NewsletterEmailField';
import { RenderEnvProvider } from '../env/RenderEnv';
import type { TranslationTable } from '../i18n/translate';
import { fetchWithCsrf } from './csrf-token.fetch';
import { useIslandEnv } from './island-env';
import type { TranslationKey } from '../i18n/translations.types';

export interface NewsletterFormProps {
  readonly sourceCode: string | null;
  /**
   * The consent text from the content, already rendered to sanitised HTML on the server (the
   * markdown renderer and its sanitiser stay out of the browser); when null, the island asks
   * the newsletter service, which answers it rendered the same way.
   */
  readonly permissionHtml: string | null;
  /** Tracking position of the form ('article', 'all page' …). */
  readonly position: string;
  readonly language: LanguageCode;
  readonly strings: TranslationTable;
}

export const NEWSLETTER_KEYS: readonly TranslationKey[] = [
  'newsletter.email_label',
  'newsletter.submit',
  'newsletter.sending',
  'newsletter.subscribed',
  'newsletter.already_subscribed',
  'newsletter.failed',
  'newsletter.invalid_email',
];

type Status = 'idle' | 'sending' | 'subscribed' | 'already-subscribed' | 'failed' | 'invalid-email';

const MESSAGES: Readonly<Record<Exclude<Status, 'idle' | 'sending'>, TranslationKey>> = {
  subscribed: 'newsletter.subscribed',
  'already-subscribed': 'newsletter.already_subscribed',
  failed: 'newsletter.failed',
  'invalid-email': 'newsletter.invalid_email',
};

interface DataLayerWindow {
  dataLayer?: unknown[];
}

function track(type: FormAction, position: string, error: string | null = null): void {
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(formEvent('NewsletterForm', type, position, error));
}

function isStatus(value: unknown): value is Status {
  return typeof value === 'string' && value in MESSAGES;
}

/**
 * The newsletter sign-up form: without JavaScript a plain POST to `/newsletter/sign-up`; hydrated,
 * a JSON POST with a clear success or failure message, tracked as 'newsletter subscribe'.
 */
export function NewsletterForm({
  sourceCode,
  permissionHtml,
  position,
  language,
  strings,
}: NewsletterFormProps) {
  const env = useIslandEnv(strings, language);
  const { t } = env;
  const [status, setStatus] = useState<Status>('idle');
  const [permission, setPermission] = useState(permissionHtml);

  useEffect(() => {
    if (permissionHtml !== null) return;
    fetch(PATHS.newsletterPermission).then(
      async (response) => {
        if (!response.ok) return;
        const body = (await response.json()) as { html?: unknown };
        if (typeof body.html === 'string') setPermission(body.html);
      },
      () => undefined,
    );
  }, [permissionHtml]);

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const raw = new FormData(event.currentTarget).get('email');
    const email = typeof raw === 'string' ? raw : '';
    setStatus('sending');
    track('submit', position);
    void fetchWithCsrf(PATHS.newsletterSignUp, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, source: sourceCode }),
    })
      .then(async (response) => {
        const body = (await response.json()) as { status?: unknown };
        return isStatus(body.status) ? body.status : 'failed';
      })
      .catch((): Status => 'failed')
      .then((next) => {
        setStatus(next);
        if (next === 'subscribed' || next === 'already-subscribed') track('success', position);
        else track('error', position, next);
      });
  }

  const message = status === 'idle' || status === 'sending' ? null : t(MESSAGES[status]);
  const failed = status === 'failed' || status === 'invalid-email';
  return (
    <RenderEnvProvider env={env}>
      <form
        className="newsletter-form"
        method="post"
        action={PATHS.newsletterForm}
        onSubmit={submit}
        noValidate
      >
        <input type="hidden" name="source" value={sourceCode ?? ''} />
        <NewsletterEmailField invalid={status === 'invalid-email'} sending={status === 'sending'} />
        {permission !== null && (
          <div
            className="newsletter-slot__permission"
            dangerouslySetInnerHTML={{ __html: permission }}
          />
        )}
        <p
          className={`newsletter-form__message${failed ? ' newsletter-form__message--error' : ''}`}
          role={failed ? 'alert' : 'status'}
        >
          {message}
        </p>
      </form>
    </RenderEnvProvider>
  );
}

declare module './island.types' {
  interface IslandComponents {
    readonly NewsletterForm: typeof NewsletterForm;
  }
}
