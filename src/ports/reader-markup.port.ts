import type { LanguageCode } from '../domain/site/site.types';

/**
 * Markup the HTTP adapter sends beside rendered pages, made by the renderer (which owns the
 * translations, the Markdown and the inline scripts), so no route reaches into `src/render`.
 */
export interface ReaderMarkupPort {
  /** Markdown from an upstream (a newsletter's permission text) as safe HTML. */
  markdown(text: string): string;
  /** The static page answered while the process is overloaded, in a language. */
  overloadPage(language: LanguageCode): string;
  /** The fixed inline scripts every page carries: the Content-Security-Policy allows them by hash. */
  readonly inlineScripts: readonly string[];
}
