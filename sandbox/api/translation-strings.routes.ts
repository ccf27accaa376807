import type { FastifyInstance } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import { queryValue, siteContext, type Query } from './site-context';

/**
 * `GET app/translation-strings?lang=xx` → a flat key → string map: the strings of the brand's
 * market in that language, the brand's German or English mapping for `de` and `en`, the site's
 * own when `lang` is absent. `[]` (PHP's empty array) for a language the brand has no strings
 * in, or a market without strings of its own: the product then falls back to its own.
 */
export function registerTranslationStringRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get<{ Querystring: Query }>('/:siteId/wp-json/app/translation-strings', (request) => {
    const { site } = siteContext(store, request);
    const lang = queryValue(request.query, 'lang');
    if (lang === 'de' || lang === 'en') return site.model.mappings[lang];
    const market =
      lang === undefined || lang === ''
        ? site
        : store
            .all()
            .find(
              (other) =>
                other.model.brand.code === site.model.brand.code && other.model.language === lang,
            );
    return market?.model.servesStrings === true ? market.model.strings : [];
  });
}
