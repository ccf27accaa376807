import type { LanguageCode } from '../../domain/site/site.types';
import { escapeHtml } from '../../domain/text/html-escape';
import { translatorFor } from '../i18n/locale-translations';

/**
 * The static 503 page in one language: no stylesheet, no script, nothing asked of any service.
 * Rendering is what an overloaded process cannot afford, so it is written once per language.
 */
export function overloadPage(language: LanguageCode): string {
  const t = translatorFor(language);
  const text = (key: Parameters<typeof t>[0]): string => escapeHtml(t(key));
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text('overload.title')}</title>
</head><body><main><h1>${text('overload.heading')}</h1><p>${text('overload.text')}</p><p><a href="/">${text('error.home')}</a></p></main>
</body></html>`;
}
