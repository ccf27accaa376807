import { useRenderEnv } from '../env/RenderEnv';

interface Props {
  readonly statusCode: number;
  /** The raw error message; the server passes it only outside production. */
  readonly message: string | null;
}

/** The server-error page: a translated title and description, and the message when there is one. */
export function ErrorView({ statusCode, message }: Props) {
  const { t } = useRenderEnv();
  return (
    <div className="status-page container">
      <header className="status-page__header">
        <p className="status-page__code" aria-hidden="true">
          {statusCode}
        </p>
        <h1 className="status-page__title">{t('error.title')}</h1>
        <p className="status-page__description">{t('error.description')}</p>
      </header>
      {message !== null && (
        <section className="status-page__details">
          <h2 className="status-page__subtitle">{t('error.details')}</h2>
          <pre className="status-page__message">{message}</pre>
        </section>
      )}
      <p>
        <a className="button" href="/">
          {t('error.home')}
        </a>
      </p>
    </div>
  );
}
