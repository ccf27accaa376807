import '../../styles/app.css';
import { ERROR_PAGE_TEXT } from '../../document/render-document';

/** Vike's error page: shown only when rendering the page (or the error page) itself failed. */
export default function Page() {
  return (
    <main id="main-content" className="status-page container">
      <h1 className="status-page__title">{ERROR_PAGE_TEXT}</h1>
      <p>
        <a className="button" href="/">
          Home
        </a>
      </p>
    </main>
  );
}
