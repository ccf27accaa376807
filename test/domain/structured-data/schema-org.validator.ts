/**
 * A small schema.org validator for the JSON-LD the product emits: per type, the properties that
 * must be there, the ones that may, and what their values must look like (after schema.org's
 * type definitions and Google's structured-data requirements). Any other type or property is an
 * error, so a typo cannot slip through.
 */
type Check = (value: unknown, path: string) => string[];

interface TypeRule {
  readonly required: Readonly<Record<string, Check>>;
  readonly optional?: Readonly<Record<string, Check>>;
  /** A rule over the whole node (e.g. rating bounds). */
  readonly node?: (node: Readonly<Record<string, unknown>>, path: string) => string[];
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)?)?$/;
const ISO_DURATION = /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text: Check = (value, path) =>
  typeof value === 'string' && value.trim() !== '' ? [] : [`${path}: expected non-empty text`];

const absoluteUrl: Check = (value, path) => {
  if (typeof value !== 'string') return [`${path}: expected a URL`];
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? [] : [`${path}: not http(s)`];
  } catch {
    return [`${path}: not an absolute URL`];
  }
};

const dateTime: Check = (value, path) =>
  typeof value === 'string' && ISO_DATE_TIME.test(value) ? [] : [`${path}: expected an ISO date`];

const duration: Check = (value, path) =>
  typeof value === 'string' && ISO_DURATION.test(value)
    ? []
    : [`${path}: expected an ISO 8601 duration`];

const number: Check = (value, path) =>
  typeof value === 'number' && Number.isFinite(value) ? [] : [`${path}: expected a number`];

const integerPosition: Check = (value, path) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? []
    : [`${path}: expected a position >= 1`];

function listOf(check: Check, minimum = 1): Check {
  return (value, path) => {
    if (!Array.isArray(value) || value.length < minimum)
      return [`${path}: expected a list of at least ${String(minimum)}`];
    return value.flatMap((item, index) => check(item, `${path}[${String(index)}]`));
  };
}

function oneOrMany(check: Check): Check {
  return (value, path) => (Array.isArray(value) ? listOf(check)(value, path) : check(value, path));
}

function either(...checks: Check[]): Check {
  return (value, path) => {
    const failures = checks.map((check) => check(value, path));
    return failures.some((errors) => errors.length === 0) ? [] : (failures[0] ?? []);
  };
}

/** A nested node of one of `types`, validated by its own rule. */
function node(...types: string[]): Check {
  return (value, path) => {
    if (!isRecord(value) || typeof value['@type'] !== 'string')
      return [`${path}: expected a node of ${types.join('|')}`];
    if (!types.includes(value['@type']))
      return [`${path}: @type ${value['@type']} is not ${types.join('|')}`];
    return validateNode(value, path);
  };
}

const person = node('Person', 'Organization');
const imageList = oneOrMany(either(absoluteUrl, node('ImageObject')));

const RULES: Readonly<Record<string, TypeRule>> = {
  Article: articleRule(),
  NewsArticle: articleRule(),
  WebPage: { required: { '@id': absoluteUrl } },
  Person: { required: { name: text }, optional: { url: absoluteUrl, jobTitle: text } },
  Organization: {
    required: { name: text },
    optional: { url: absoluteUrl, logo: node('ImageObject') },
  },
  ImageObject: { required: { url: absoluteUrl } },
  BreadcrumbList: {
    required: { itemListElement: listOf(node('ListItem'), 2) },
    node: (value, path) => {
      const items = value.itemListElement;
      if (!Array.isArray(items)) return [];
      return items.some((item, index) => isRecord(item) && item.position !== index + 1)
        ? [`${path}.itemListElement: positions must run 1, 2, 3 …`]
        : [];
    },
  },
  ListItem: {
    required: { position: integerPosition },
    optional: { name: text, item: absoluteUrl },
  },
  ItemList: { required: { itemListElement: listOf(node('ListItem')) } },
  Recipe: {
    required: {
      name: text,
      image: imageList,
      description: text,
      datePublished: dateTime,
      recipeIngredient: listOf(text),
      recipeInstructions: listOf(node('HowToStep')),
    },
    optional: {
      author: person,
      inLanguage: text,
      recipeCategory: text,
      keywords: text,
      recipeYield: text,
      prepTime: duration,
      cookTime: duration,
      totalTime: duration,
      nutrition: node('NutritionInformation'),
    },
  },
  HowToStep: { required: { text } },
  NutritionInformation: {
    required: {},
    optional: {
      calories: text,
      proteinContent: text,
      fatContent: text,
      carbohydrateContent: text,
      fiberContent: text,
    },
  },
  VideoObject: {
    required: {
      name: text,
      description: text,
      thumbnailUrl: oneOrMany(absoluteUrl),
      uploadDate: dateTime,
    },
    optional: {
      '@id': absoluteUrl,
      identifier: text,
      duration,
      contentUrl: absoluteUrl,
      embedUrl: absoluteUrl,
      inLanguage: text,
      hasPart: listOf(node('Clip')),
      potentialAction: node('SeekToAction'),
    },
  },
  Clip: {
    required: { name: text, startOffset: number, url: absoluteUrl },
    optional: { endOffset: number },
  },
  SeekToAction: {
    required: {
      target: (value, path) =>
        typeof value === 'string' && value.includes('{seek_to_second_number}')
          ? []
          : [`${path}: must hold {seek_to_second_number}`],
      'startOffset-input': text,
    },
  },
  Product: {
    required: { name: text, review: node('Review') },
    optional: { image: imageList, offers: node('Offer'), description: text },
  },
  Review: {
    required: { author: person, reviewRating: node('Rating') },
    optional: {
      name: text,
      datePublished: dateTime,
      positiveNotes: node('ItemList'),
      negativeNotes: node('ItemList'),
    },
  },
  Rating: {
    required: { ratingValue: number, bestRating: number, worstRating: number },
    node: (value, path) => {
      const { ratingValue, bestRating, worstRating } = value;
      if (
        typeof ratingValue !== 'number' ||
        typeof bestRating !== 'number' ||
        typeof worstRating !== 'number'
      )
        return [];
      return ratingValue >= worstRating && ratingValue <= bestRating && worstRating < bestRating
        ? []
        : [`${path}: rating outside worstRating..bestRating`];
    },
  },
  Offer: { required: { price: text, priceCurrency: text }, optional: { url: absoluteUrl } },
  FAQPage: { required: { mainEntity: listOf(node('Question')) } },
  Question: { required: { name: text, acceptedAnswer: node('Answer') } },
  Answer: { required: { text } },
};

function articleRule(): TypeRule {
  return {
    required: {
      headline: (value, path) =>
        text(value, path).length === 0 && typeof value === 'string' && value.length <= 110
          ? []
          : [`${path}: expected a headline of at most 110 characters`],
      author: oneOrMany(person),
      datePublished: dateTime,
      inLanguage: text,
      publisher: node('Organization'),
    },
    optional: {
      description: text,
      mainEntityOfPage: node('WebPage'),
      url: absoluteUrl,
      dateModified: dateTime,
      image: imageList,
      articleSection: text,
      wordCount: number,
      keywords: text,
    },
  };
}

function validateNode(value: Readonly<Record<string, unknown>>, path: string): string[] {
  const type = value['@type'];
  if (typeof type !== 'string') return [`${path}: missing @type`];
  const rule = RULES[type];
  if (rule === undefined) return [`${path}: unknown type ${type}`];
  const errors: string[] = [];
  for (const [property, check] of Object.entries(rule.required)) {
    if (!(property in value)) errors.push(`${path}: ${type} needs ${property}`);
    else errors.push(...check(value[property], `${path}.${property}`));
  }
  for (const [property, propertyValue] of Object.entries(value)) {
    if (property === '@type' || property === '@context' || property in rule.required) continue;
    const check = rule.optional?.[property];
    if (check === undefined) errors.push(`${path}: ${type} has no property ${property}`);
    else errors.push(...check(propertyValue, `${path}.${property}`));
  }
  errors.push(...(rule.node?.(value, path) ?? []));
  return errors;
}

/** The errors of one top-level JSON-LD block; empty when it is valid. */
export function validateJsonLd(block: unknown): string[] {
  if (!isRecord(block)) return ['(root): not an object'];
  if (block['@context'] !== 'https://schema.org')
    return ['(root): @context must be https://schema.org'];
  return validateNode(block, String(block['@type']));
}
