import type { FastifyInstance } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import { queryValue, siteContext, type Query } from './site-context';

/**
 * `GET app/translation-strings?lang=xx` → a flat key → string map. The strings of the brand's
 * market in that language, the brand's German or English mapping for `de` and `en`, and the
 * site's own language when `lang` is absent or unknown.
 */
export function registerTranslationStringRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get<{ Querystring: Query }>('/:siteId/wp-json/app/translation-strings', (request) => {
    const { site } = siteContext(store, request);
    const lang = queryValue(request.query, 'lang');
    if (lang === 'de' || lang === 'en') return site.model.mappings[lang];
    const sibling = store
      .all()
      .find(
        (other) =>
          other.model.brand.code === site.model.brand.code && other.model.language === lang,
      );
    return (sibling ?? site).model.strings;
  });
}
