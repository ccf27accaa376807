/**
 * Two composite includes beyond contents, category and tags: `teasers` (the article's own teaser
 * variants, one per channel: `TeaserTransformer`) and `vocabularies` (its taxonomies with their
 * terms: `VocabularyTransformer`).
 */
import type { LanguageCode } from '../content/content-pack.schema';
import type { ArticleRecord } from '../store/site-model.types';
import {
  absoluteUrl,
  contenthubId,
  serializeImage,
  type Json,
  type SerializeContext,
} from './wp-shapes.serializer';

/** The teaser variants an editor fills in: the site's own, search engines', and two networks'. */
export function serializeTeaserVariants(article: ArticleRecord, context: SerializeContext): Json[] {
  const variant = (type: string, title: string): Json => ({
    title,
    image: serializeImage(article.image, context),
    video_url: null,
    description: article.description,
    type,
  });
  return [
    variant('default', article.postTitle),
    variant('seo', article.title),
    variant('facebook', article.title),
    variant('twitter', article.postTitle),
  ];
}

/** The editorial types a site knows, in id order (term ids are `idBase + 800 + n`). */
const EDITORIAL_TYPES = [
  'article',
  'guide',
  'review',
  'contest',
  'video',
  'news',
  'e-book',
  'software',
] as const;
const EDITORIAL_TYPE_ID_OFFSET = 800;

/** The diet vocabulary's name; no article has a diet term yet, so it arrives with `terms: []`. */
const DIET: Readonly<Record<LanguageCode, string>> = {
  da: 'Kost',
  sv: 'Kost',
  nb: 'Kosthold',
  fi: 'Ruokavalio',
  nl: 'Dieet',
};

/** `guide` → `Guide`: an editorial type's term name (also its search facet value). */
export function editorialTypeName(code: string): string {
  return `${code.charAt(0).toUpperCase()}${code.slice(1)}`;
}

function editorialTypeTerm(code: string, context: SerializeContext): Json {
  const site = context.site;
  const index = EDITORIAL_TYPES.findIndex((known) => known === code);
  const id = site.model.idBase + EDITORIAL_TYPE_ID_OFFSET + index + 1;
  const path = `/editorial_type/${code}`;
  return {
    id,
    name: editorialTypeName(code),
    slug: code,
    url: path,
    language: site.model.language,
    count: site.publishedCount((article) => article.editorialType === code),
    canonical_url: absoluteUrl(path, context),
    translations: null,
    contenthub_id: contenthubId('editorial', id, context),
    internal: false,
  };
}

/** `Editorial Type` (upstream leaves its name untranslated) with the article's type, and diet. */
export function serializeVocabularies(article: ArticleRecord, context: SerializeContext): Json[] {
  return [
    {
      name: 'Editorial Type',
      taxonomy: 'editorial_type',
      multi_select: true,
      terms: [editorialTypeTerm(article.editorialType, context)],
    },
    {
      name: DIET[context.site.model.language],
      taxonomy: 'diet',
      multi_select: true,
      terms: [],
    },
  ];
}
