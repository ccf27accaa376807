/**
 * Google's rich-result requirements for the JSON-LD the product emits, as a list of problems per
 * block (empty: the block passes). Per type it checks the properties Google requires and the
 * recommended ones that decide whether a result is shown well:
 *
 * - Article, NewsArticle, BlogPosting: headline, image, datePublished, author (name and url);
 *   dateModified not before datePublished; a publisher has a name.
 * - BreadcrumbList: ListItems at positions 1, 2, 3 … with a name, each but the last with `item`.
 * - Recipe: name and image (required); description, author, datePublished, recipeIngredient and
 *   recipeInstructions (not asked of a paywalled one: `isAccessibleForFree: false` with the
 *   locked part in `hasPart`); prepTime and cookTime only together.
 * - VideoObject: name, thumbnailUrl, uploadDate (required); description; contentUrl or embedUrl.
 *   Clip: name, startOffset, url (required), a url that deep-links to its start second on the
 *   video's page, distinct start offsets, an endOffset after the start. SeekToAction: a target
 *   with `{seek_to_second_number}` and `startOffset-input: required name=seek_to_second_number`.
 * - Product: name and one of review, aggregateRating, offers. Review: author with a name,
 *   reviewRating with ratingValue within worstRating..bestRating (Google's defaults 1..5).
 *   AggregateRating: ratingValue within bounds and ratingCount or reviewCount. Offer: price and
 *   priceCurrency. Pros and cons: ItemLists of named ListItems.
 * - FAQPage: Questions with a name and an acceptedAnswer with text.
 *
 * And the product's own rules, on every node whatever its type:
 *
 * - every date-time (datePublished, dateModified, uploadDate, …) is ISO 8601 with a time and an
 *   offset or `Z`;
 * - every duration is ISO 8601, and a Recipe's totalTime is its prepTime plus its cookTime when
 *   all three are given;
 * - every URL that names a page (`url`, `@id`, `item`, `mainEntityOfPage`, a SeekToAction's
 *   target) is absolute http(s) on the site's own origin; images and media files (`image`,
 *   `thumbnailUrl`, `logo`, `contentUrl`, `embedUrl`, an ImageObject's `url`) may live on another
 *   host but are absolute http(s).
 *
 * Types it does not know pass, apart from those rules.
 */

export interface RichResultsContext {
  /** The site's public origin, e.g. `https://www.wom.dk`. */
  readonly origin: string;
}

type JsonObject = Readonly<Record<string, unknown>>;

const SCHEMA_CONTEXTS = new Set([
  'https://schema.org',
  'https://schema.org/',
  'http://schema.org',
  'http://schema.org/',
]);

const DATE_TIME_PROPERTIES = new Set([
  'datePublished',
  'dateModified',
  'dateCreated',
  'uploadDate',
  'expires',
  'startDate',
  'endDate',
]);

const DURATION_PROPERTIES = new Set([
  'duration',
  'prepTime',
  'cookTime',
  'totalTime',
  'performTime',
  'timeRequired',
]);

/** Properties whose value names a page: on the site's own origin. */
const PAGE_URL_PROPERTIES = new Set(['url', '@id', 'item', 'mainEntityOfPage', 'target']);

/** Properties whose value is an image or a media file: absolute, any host. */
const MEDIA_URL_PROPERTIES = new Set(['image', 'thumbnailUrl', 'logo', 'contentUrl', 'embedUrl']);

/** Types whose own `url` is the file itself, not a page. */
const MEDIA_TYPES = new Set(['ImageObject', 'MediaObject', 'AudioObject']);

const ARTICLE_TYPES = ['Article', 'NewsArticle', 'BlogPosting'];

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2}):(\d{2}))$/;
const DURATION =
  /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

export const SEEK_TO_PLACEHOLDER = '{seek_to_second_number}';
export const SEEK_TO_INPUT = 'required name=seek_to_second_number';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(node: JsonObject): string[] {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((item): item is string => typeof item === 'string');
  return [];
}

function isType(node: JsonObject, ...types: string[]): boolean {
  return typesOf(node).some((type) => types.includes(type));
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

function isPresent(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

function finiteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

/** A full ISO 8601 date-time with an offset, and a real one (no 31 February, no 25:00). */
export function isZonedDateTime(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = DATE_TIME.exec(value);
  if (match === null) return false;
  const [, y, mo, d, h, mi, s = '0', , oh = '0', om = '0'] = match;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(mo) - 1 &&
    date.getUTCDate() === Number(d) &&
    Number(h) < 24 &&
    Number(mi) < 60 &&
    Number(s) < 60 &&
    Number(oh) < 24 &&
    Number(om) < 60
  );
}

/**
 * An ISO 8601 duration in seconds; null when it is not one. Years and months have no fixed
 * length: such a duration is valid but answers NaN.
 */
export function durationSeconds(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = DURATION.exec(value);
  if (match === null) return null;
  const [, years, months, weeks = '0', days = '0', hours = '0', minutes = '0', seconds = '0'] =
    match;
  if (years !== undefined || months !== undefined) return Number.NaN;
  return (
    Number(weeks) * 604_800 +
    Number(days) * 86_400 +
    Number(hours) * 3600 +
    Number(minutes) * 60 +
    Number(seconds)
  );
}

function parseHttpUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

class Problems {
  readonly list: string[] = [];

  add(path: string, message: string): void {
    this.list.push(`${path}: ${message}`);
  }
}

interface Walk {
  readonly origin: string;
  readonly problems: Problems;
}

function checkPageUrl(value: unknown, path: string, walk: Walk): void {
  if (typeof value !== 'string') return;
  const url = parseHttpUrl(value.replace(SEEK_TO_PLACEHOLDER, '0'));
  if (url === null) walk.problems.add(path, `"${value}" is not an absolute http(s) URL`);
  else if (url.origin !== walk.origin)
    walk.problems.add(path, `"${value}" is not on the site's origin ${walk.origin}`);
}

function checkMediaUrl(value: unknown, path: string, walk: Walk): void {
  if (typeof value === 'string' && parseHttpUrl(value) === null)
    walk.problems.add(path, `"${value}" is not an absolute http(s) URL`);
}

/** The rules on every property of every node: dates, durations and URLs. */
function checkProperty(
  node: JsonObject,
  key: string,
  value: unknown,
  path: string,
  walk: Walk,
): void {
  if (DATE_TIME_PROPERTIES.has(key) && !isZonedDateTime(value))
    walk.problems.add(
      path,
      `${JSON.stringify(value)} is not an ISO 8601 date-time with an offset (2024-03-18T07:30:00+01:00)`,
    );
  if (DURATION_PROPERTIES.has(key) && durationSeconds(value) === null)
    walk.problems.add(path, `${JSON.stringify(value)} is not an ISO 8601 duration`);
  const media = MEDIA_URL_PROPERTIES.has(key) || (key === 'url' && isType(node, ...MEDIA_TYPES));
  asList(value).forEach((item, index) => {
    const itemPath = Array.isArray(value) ? `${path}[${String(index)}]` : path;
    if (media) checkMediaUrl(item, itemPath, walk);
    else if (PAGE_URL_PROPERTIES.has(key)) checkPageUrl(item, itemPath, walk);
  });
}

function requireProperty(node: JsonObject, key: string, path: string, walk: Walk, why: string) {
  if (!isPresent(node[key])) walk.problems.add(path, `${key} is missing (${why})`);
}

function checkArticle(node: JsonObject, path: string, walk: Walk): void {
  const type = typesOf(node).join('/');
  if (!hasText(node.headline)) walk.problems.add(path, `${type} needs a headline`);
  requireProperty(node, 'image', path, walk, 'Google recommends images for articles');
  requireProperty(node, 'datePublished', path, walk, 'Google recommends it');
  requireProperty(node, 'author', path, walk, 'Google recommends it');
  asList(node.author).forEach((author, index) => {
    const authorPath = Array.isArray(node.author)
      ? `${path}.author[${String(index)}]`
      : `${path}.author`;
    if (!isObject(author) || !isType(author, 'Person', 'Organization')) {
      walk.problems.add(authorPath, 'an author is a Person or an Organization');
      return;
    }
    if (!hasText(author.name)) walk.problems.add(authorPath, 'an author needs a name');
    if (isType(author, 'Person') && !isPresent(author.url))
      walk.problems.add(authorPath, 'a Person author needs a url (Google recommends it)');
  });
  if (isObject(node.publisher) && !hasText(node.publisher.name))
    walk.problems.add(`${path}.publisher`, 'a publisher needs a name');
  if (
    isZonedDateTime(node.datePublished) &&
    isZonedDateTime(node.dateModified) &&
    Date.parse(String(node.dateModified)) < Date.parse(String(node.datePublished))
  )
    walk.problems.add(`${path}.dateModified`, 'is before datePublished');
}

function checkBreadcrumbList(node: JsonObject, path: string, walk: Walk): void {
  const items = asList(node.itemListElement);
  if (items.length === 0) {
    walk.problems.add(path, 'BreadcrumbList needs itemListElement');
    return;
  }
  items.forEach((item, index) => {
    const itemPath = `${path}.itemListElement[${String(index)}]`;
    if (!isObject(item) || !isType(item, 'ListItem')) {
      walk.problems.add(itemPath, 'expected a ListItem');
      return;
    }
    if (item.position !== index + 1)
      walk.problems.add(itemPath, `position must be ${String(index + 1)}`);
    const named = hasText(item.name) || (isObject(item.item) && hasText(item.item.name));
    if (!named) walk.problems.add(itemPath, 'a ListItem needs a name');
    if (index < items.length - 1 && !isPresent(item.item))
      walk.problems.add(itemPath, 'every ListItem but the last needs an item');
  });
}

function checkRecipe(node: JsonObject, path: string, walk: Walk): void {
  if (!hasText(node.name)) walk.problems.add(path, 'Recipe needs a name');
  requireProperty(node, 'image', path, walk, 'Google requires it');
  for (const key of ['description', 'author', 'datePublished'])
    requireProperty(node, key, path, walk, 'Google recommends it');
  // A paywalled recipe (not free, its locked part named) keeps what it sells off the page.
  const paywalled = node.isAccessibleForFree === false && isPresent(node.hasPart);
  if (!paywalled) requireProperty(node, 'recipeIngredient', path, walk, 'Google recommends it');
  const instructions = asList(node.recipeInstructions);
  if (instructions.length === 0 && !paywalled)
    requireProperty(node, 'recipeInstructions', path, walk, 'Google recommends it');
  instructions.forEach((step, index) => {
    const stepPath = `${path}.recipeInstructions[${String(index)}]`;
    if (typeof step === 'string') {
      if (!hasText(step)) walk.problems.add(stepPath, 'an empty instruction');
    } else if (!isObject(step) || !isType(step, 'HowToStep', 'HowToSection')) {
      walk.problems.add(stepPath, 'expected a HowToStep, a HowToSection or text');
    } else if (isType(step, 'HowToStep') && !hasText(step.text)) {
      walk.problems.add(stepPath, 'a HowToStep needs text');
    }
  });
  const prep = durationSeconds(node.prepTime);
  const cook = durationSeconds(node.cookTime);
  const total = durationSeconds(node.totalTime);
  if (isPresent(node.prepTime) !== isPresent(node.cookTime))
    walk.problems.add(path, 'prepTime and cookTime are given together or not at all');
  if (
    prep !== null &&
    cook !== null &&
    total !== null &&
    ![prep, cook, total].some(Number.isNaN) &&
    prep + cook !== total
  )
    walk.problems.add(
      `${path}.totalTime`,
      `${String(node.totalTime)} is not prepTime ${String(node.prepTime)} + cookTime ${String(node.cookTime)}`,
    );
}

/** Seconds named in a URL's query or fragment (`?t=30`, `#t=30`, `#chapter-2&t=30`). */
function secondsInUrl(url: URL): number[] {
  const parameters = [url.search.slice(1), url.hash.slice(1)]
    .flatMap((part) => part.split('&'))
    .map((pair) => pair.split('=')[1] ?? '');
  return parameters.filter((value) => /^\d+$/.test(value)).map(Number);
}

function validStart(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function pageOf(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

function checkVideo(node: JsonObject, path: string, walk: Walk): void {
  if (!hasText(node.name)) walk.problems.add(path, 'VideoObject needs a name');
  requireProperty(node, 'thumbnailUrl', path, walk, 'Google requires it');
  requireProperty(node, 'uploadDate', path, walk, 'Google requires it');
  requireProperty(node, 'description', path, walk, 'Google recommends it');
  if (!isPresent(node.contentUrl) && !isPresent(node.embedUrl))
    walk.problems.add(
      path,
      'VideoObject needs a contentUrl or an embedUrl (Google recommends one)',
    );
  const ownPage = parseHttpUrl(node.url) ?? parseHttpUrl(node['@id']);
  const duration = durationSeconds(node.duration);
  const clips = asList(node.hasPart).filter((part) => isObject(part) && isType(part, 'Clip'));
  const starts = new Set<number>();
  const pages = new Set<string>();
  clips.forEach((clip, index) => {
    const clipPath = Array.isArray(node.hasPart)
      ? `${path}.hasPart[${String(index)}]`
      : `${path}.hasPart`;
    if (!isObject(clip)) return;
    if (!hasText(clip.name)) walk.problems.add(clipPath, 'a Clip needs a name');
    const start = clip.startOffset;
    if (!validStart(start)) {
      walk.problems.add(clipPath, 'a Clip needs a startOffset in seconds');
    } else {
      if (starts.has(start)) walk.problems.add(clipPath, `two clips start at ${String(start)}`);
      starts.add(start);
      if (duration !== null && !Number.isNaN(duration) && duration > 0 && start >= duration)
        walk.problems.add(clipPath, `startOffset ${String(start)} is not within the video`);
      const end = clip.endOffset;
      if (end !== undefined && (typeof end !== 'number' || end <= start))
        walk.problems.add(clipPath, 'endOffset must be a number after startOffset');
    }
    if (!isPresent(clip.url)) {
      walk.problems.add(clipPath, 'a Clip needs a url (Google requires it)');
      return;
    }
    const url = parseHttpUrl(clip.url);
    if (url === null) return;
    pages.add(pageOf(url));
    if (ownPage !== null && pageOf(url) !== pageOf(ownPage))
      walk.problems.add(`${clipPath}.url`, 'a Clip links to the page of its video');
    if (validStart(start) && !secondsInUrl(url).includes(start))
      walk.problems.add(`${clipPath}.url`, `does not link to second ${String(start)}`);
  });
  if (pages.size > 1) walk.problems.add(`${path}.hasPart`, 'every Clip links to the same page');
  for (const [index, action] of asList(node.potentialAction).entries()) {
    if (!isObject(action) || !isType(action, 'SeekToAction')) continue;
    const actionPath = Array.isArray(node.potentialAction)
      ? `${path}.potentialAction[${String(index)}]`
      : `${path}.potentialAction`;
    const target = isObject(action.target) ? action.target.urlTemplate : action.target;
    if (typeof target !== 'string' || !target.includes(SEEK_TO_PLACEHOLDER))
      walk.problems.add(actionPath, `a SeekToAction target holds ${SEEK_TO_PLACEHOLDER}`);
    else {
      const url = parseHttpUrl(target.replace(SEEK_TO_PLACEHOLDER, '0'));
      if (isObject(action.target)) checkPageUrl(target, `${actionPath}.target.urlTemplate`, walk);
      if (url !== null && ownPage !== null && pageOf(url) !== pageOf(ownPage))
        walk.problems.add(`${actionPath}.target`, 'a SeekToAction targets the page of its video');
    }
    if (action['startOffset-input'] !== SEEK_TO_INPUT)
      walk.problems.add(actionPath, `startOffset-input must be "${SEEK_TO_INPUT}"`);
  }
}

function ratingBounds(rating: JsonObject, path: string, walk: Walk): void {
  const value = finiteNumber(rating.ratingValue);
  if (value === null) {
    walk.problems.add(path, 'a rating needs a numeric ratingValue');
    return;
  }
  const best = rating.bestRating === undefined ? 5 : finiteNumber(rating.bestRating);
  const worst = rating.worstRating === undefined ? 1 : finiteNumber(rating.worstRating);
  if (best === null || worst === null || worst >= best) {
    walk.problems.add(path, 'worstRating must be a number below bestRating');
    return;
  }
  if (value < worst || value > best)
    walk.problems.add(
      path,
      `ratingValue ${String(value)} is outside ${String(worst)}..${String(best)}`,
    );
}

function checkReview(node: JsonObject, path: string, walk: Walk, nested: boolean): void {
  const author = asList(node.author)[0];
  if (!isObject(author) || !isType(author, 'Person', 'Organization') || !hasText(author.name))
    walk.problems.add(path, 'a Review needs an author (Person or Organization) with a name');
  else if (String(author.name).length > 100)
    walk.problems.add(`${path}.author.name`, 'is longer than 100 characters');
  if (!isObject(node.reviewRating)) walk.problems.add(path, 'a Review needs a reviewRating');
  else ratingBounds(node.reviewRating, `${path}.reviewRating`, walk);
  if (!nested && !isPresent(node.itemReviewed))
    walk.problems.add(path, 'a Review on its own needs itemReviewed');
  for (const key of ['positiveNotes', 'negativeNotes']) {
    const notes = node[key];
    if (notes === undefined) continue;
    const items = isObject(notes) ? asList(notes.itemListElement) : [];
    if (!isObject(notes) || !isType(notes, 'ItemList') || items.length === 0)
      walk.problems.add(`${path}.${key}`, 'expected an ItemList of ListItems');
    items.forEach((item, index) => {
      if (!isObject(item) || !hasText(item.name))
        walk.problems.add(`${path}.${key}.itemListElement[${String(index)}]`, 'needs a name');
    });
  }
}

function checkAggregateRating(node: JsonObject, path: string, walk: Walk): void {
  ratingBounds(node, path, walk);
  const count = finiteNumber(node.ratingCount) ?? finiteNumber(node.reviewCount);
  if (count === null || count <= 0)
    walk.problems.add(path, 'an AggregateRating needs a ratingCount or reviewCount above 0');
}

function checkProduct(node: JsonObject, path: string, walk: Walk): void {
  if (!hasText(node.name)) walk.problems.add(path, 'Product needs a name');
  if (!isPresent(node.review) && !isPresent(node.aggregateRating) && !isPresent(node.offers))
    walk.problems.add(path, 'Product needs a review, an aggregateRating or offers');
  for (const [index, offer] of asList(node.offers).entries()) {
    if (!isObject(offer) || !isType(offer, 'Offer', 'AggregateOffer')) continue;
    const offerPath = Array.isArray(node.offers)
      ? `${path}.offers[${String(index)}]`
      : `${path}.offers`;
    if (isType(offer, 'Offer') && finiteNumber(offer.price) === null)
      walk.problems.add(offerPath, 'an Offer needs a numeric price');
    if (typeof offer.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(offer.priceCurrency))
      walk.problems.add(offerPath, 'an Offer needs a three-letter priceCurrency');
  }
}

function checkFaq(node: JsonObject, path: string, walk: Walk): void {
  const questions = asList(node.mainEntity);
  if (questions.length === 0) walk.problems.add(path, 'FAQPage needs mainEntity Questions');
  questions.forEach((question, index) => {
    const questionPath = Array.isArray(node.mainEntity)
      ? `${path}.mainEntity[${String(index)}]`
      : `${path}.mainEntity`;
    if (!isObject(question) || !isType(question, 'Question')) {
      walk.problems.add(questionPath, 'expected a Question');
      return;
    }
    if (!hasText(question.name)) walk.problems.add(questionPath, 'a Question needs a name');
    const answer = asList(question.acceptedAnswer)[0];
    if (!isObject(answer) || !isType(answer, 'Answer') || !hasText(answer.text))
      walk.problems.add(questionPath, 'a Question needs an acceptedAnswer with text');
  });
}

function checkNode(node: JsonObject, path: string, walk: Walk, parentKey: string | null): void {
  if (isType(node, ...ARTICLE_TYPES)) checkArticle(node, path, walk);
  if (isType(node, 'BreadcrumbList')) checkBreadcrumbList(node, path, walk);
  if (isType(node, 'Recipe')) checkRecipe(node, path, walk);
  if (isType(node, 'VideoObject')) checkVideo(node, path, walk);
  if (isType(node, 'Product')) checkProduct(node, path, walk);
  if (isType(node, 'Review')) checkReview(node, path, walk, parentKey !== null);
  if (isType(node, 'AggregateRating')) checkAggregateRating(node, path, walk);
  if (isType(node, 'FAQPage')) checkFaq(node, path, walk);
  for (const [key, value] of Object.entries(node)) {
    if (key === '@context' || key === '@type') continue;
    const propertyPath = `${path}.${key}`;
    checkProperty(node, key, value, propertyPath, walk);
    asList(value).forEach((item, index) => {
      if (isObject(item))
        checkNode(
          item,
          Array.isArray(value) ? `${propertyPath}[${String(index)}]` : propertyPath,
          walk,
          key,
        );
    });
  }
}

function rootName(node: JsonObject): string {
  return typesOf(node).join('/') || '(untyped)';
}

/**
 * The problems of one JSON-LD block (the parsed content of one `application/ld+json` script) for
 * a page of the site at `context.origin`; an empty list when it passes.
 */
export function validateJsonLd(block: unknown, context: RichResultsContext): string[] {
  const origin = parseHttpUrl(context.origin)?.origin ?? context.origin;
  const walk: Walk = { origin, problems: new Problems() };
  const roots = Array.isArray(block) ? block : [block];
  roots.forEach((root, index) => {
    const prefix = Array.isArray(block) ? `[${String(index)}]` : '';
    if (!isObject(root)) {
      walk.problems.add(prefix || '(root)', 'a JSON-LD block is an object');
      return;
    }
    const schemaContext = root['@context'];
    if (typeof schemaContext !== 'string' || !SCHEMA_CONTEXTS.has(schemaContext))
      walk.problems.add(`${prefix}${rootName(root)}`, '@context must be https://schema.org');
    const graph = root['@graph'];
    const nodes = Array.isArray(graph) ? graph : [root];
    nodes.forEach((node, nodeIndex) => {
      const nodePrefix = Array.isArray(graph) ? `${prefix}@graph[${String(nodeIndex)}]` : prefix;
      if (!isObject(node) || typesOf(node).length === 0) {
        walk.problems.add(nodePrefix || '(root)', 'a node needs an @type');
        return;
      }
      checkNode(node, `${nodePrefix}${rootName(node)}`, walk, null);
    });
  });
  return walk.problems.list;
}
