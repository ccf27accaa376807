import type { LanguageCode } from '../../domain/site/site.types';
import type { ReaderMarkupPort } from '../../ports/reader-markup.port';
import { CONSENT_BOOTSTRAP_SCRIPT } from '../../render/components/consent/consent-bootstrap';
import { overloadPage } from '../../render/document/overload-page';
import { renderMarkdown } from '../../render/markdown/markdown';

/** The renderer's markup for the HTTP adapter; each overload page is written once per language. */
export class RendererMarkup implements ReaderMarkupPort {
  readonly inlineScripts: readonly string[] = [CONSENT_BOOTSTRAP_SCRIPT];
  private readonly overloadPages = new Map<LanguageCode, string>();

  markdown(text: string): string {
    return renderMarkdown(text);
  }

  overloadPage(language: LanguageCode): string {
    let page = this.overloadPages.get(language);
    if (page === undefined) {
      page = overloadPage(language);
      this.overloadPages.set(language, page);
    }
    return page;
  }
}
