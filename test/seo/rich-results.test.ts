import { describe, expect, it } from 'vitest';
import { durationSeconds, isZonedDateTime, validateJsonLd } from './rich-results';

/**
 * The rich-result validator on valid blocks (no problems) and on each of them broken in one way
 * (exactly the one problem that break causes), so every rule has a case that fails without it.
 */

const ORIGIN = 'https://www.wom.dk';
const PAGE = `${ORIGIN}/traening/styrke/squat`;
const IMAGE = 'https://images.example.com/squat.jpg';

type Json = Record<string, unknown>;

function validate(block: unknown): string[] {
  return validateJsonLd(block, { origin: ORIGIN });
}

/** A deep copy of `block` changed by `change`. */
function changed(block: Json, change: (copy: Json) => void): Json {
  const copy = structuredClone(block);
  change(copy);
  return copy;
}

/** `block` without `property`. */
function without(block: Json, property: string): Json {
  return Object.fromEntries(Object.entries(block).filter(([key]) => key !== property));
}

function at(node: unknown, key: string): Json {
  return (node as Json)[key] as Json;
}

function list(node: unknown, key: string): Json[] {
  return (node as Json)[key] as Json[];
}

const ARTICLE: Json = {
  '@context': 'https://schema.org',
  '@type': 'NewsArticle',
  headline: 'Sådan laver du en squat',
  image: [IMAGE, { '@type': 'ImageObject', url: IMAGE }],
  datePublished: '2024-03-18T07:30:00+01:00',
  dateModified: '2024-03-20T09:00:00Z',
  mainEntityOfPage: { '@type': 'WebPage', '@id': PAGE },
  url: PAGE,
  author: [
    { '@type': 'Person', name: 'Anne Holm', url: `${ORIGIN}/author/anne-holm` },
    { '@type': 'Organization', name: 'WOM' },
  ],
  publisher: {
    '@type': 'Organization',
    name: 'WOM',
    url: ORIGIN,
    logo: { '@type': 'ImageObject', url: 'https://cdn.example.com/logo.svg' },
  },
};

const BREADCRUMBS: Json = {
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'WOM', item: `${ORIGIN}/` },
    { '@type': 'ListItem', position: 2, name: 'Styrke', item: { '@id': `${ORIGIN}/styrke` } },
    { '@type': 'ListItem', position: 3, name: 'Squat' },
  ],
};

const RECIPE: Json = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Proteinpandekager',
  image: [IMAGE],
  description: 'Luftige pandekager.',
  author: { '@type': 'Person', name: 'Anne Holm', url: `${ORIGIN}/author/anne-holm` },
  datePublished: '2024-03-18T07:30:00+01:00',
  prepTime: 'PT10M',
  cookTime: 'PT1H30M',
  totalTime: 'PT1H40M',
  recipeIngredient: ['200 g skyr'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Blend det hele.' }, 'Steg dem.'],
};

const VIDEO: Json = {
  '@context': 'https://schema.org',
  '@type': 'VideoObject',
  '@id': `${PAGE}#video-1`,
  name: 'Squat',
  description: 'Teknikken trin for trin.',
  thumbnailUrl: [IMAGE],
  uploadDate: '2024-03-18T07:30:00+01:00',
  duration: 'PT3M40S',
  embedUrl: 'https://videos.example.com/embed/1',
  hasPart: [
    { '@type': 'Clip', name: 'Opvarmning', startOffset: 0, endOffset: 35, url: `${PAGE}?t=0` },
    { '@type': 'Clip', name: 'Teknik', startOffset: 35, url: `${PAGE}?t=35` },
  ],
  potentialAction: {
    '@type': 'SeekToAction',
    target: `${PAGE}?t={seek_to_second_number}`,
    'startOffset-input': 'required name=seek_to_second_number',
  },
};

const PRODUCT: Json = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Løbesko X',
  image: [IMAGE],
  review: {
    '@type': 'Review',
    author: { '@type': 'Person', name: 'Anne Holm', url: `${ORIGIN}/author/anne-holm` },
    datePublished: '2024-03-18T07:30:00+01:00',
    reviewRating: { '@type': 'Rating', ratingValue: 8, bestRating: 10, worstRating: 1 },
    positiveNotes: {
      '@type': 'ItemList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Lette' }],
    },
  },
  offers: { '@type': 'Offer', price: '1299.00', priceCurrency: 'DKK', url: PAGE },
};

const RATED_PRODUCT: Json = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Løbesko Y',
  aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 12 },
};

const FAQ: Json = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [
    {
      '@type': 'Question',
      name: 'Hvor dybt?',
      acceptedAnswer: { '@type': 'Answer', text: 'Til parallel.' },
    },
  ],
};

describe('validateJsonLd on valid blocks', () => {
  it.each([
    ['an Article', ARTICLE],
    ['a BreadcrumbList', BREADCRUMBS],
    ['a Recipe', RECIPE],
    ['a VideoObject with clips and a SeekToAction', VIDEO],
    ['a Product with a Review and an Offer', PRODUCT],
    ['a Product with an AggregateRating', RATED_PRODUCT],
    ['a FAQPage', FAQ],
  ])('finds nothing wrong with %s', (_name, block) => {
    expect(validate(block)).toEqual([]);
  });

  it('passes a type it does not know, and reads a list of blocks and an @graph', () => {
    const website = { '@context': 'https://schema.org', '@type': 'WebSite', url: `${ORIGIN}/` };
    expect(validate(website)).toEqual([]);
    expect(validate([ARTICLE, FAQ])).toEqual([]);
    expect(
      validate({
        '@context': 'https://schema.org',
        '@graph': [{ ...website }, { ...BREADCRUMBS }],
      }),
    ).toEqual([]);
  });

  it('takes the origin with or without a trailing slash', () => {
    expect(validateJsonLd(ARTICLE, { origin: `${ORIGIN}/` })).toEqual([]);
  });
});

describe('validateJsonLd: the shape of a block', () => {
  it('needs an object with the schema.org context and a type', () => {
    expect(validate('text')).toEqual(['(root): a JSON-LD block is an object']);
    expect(validate(changed(FAQ, (copy) => delete copy['@context']))).toEqual([
      'FAQPage: @context must be https://schema.org',
    ]);
    expect(validate({ '@context': 'https://schema.org', name: 'x' })).toEqual([
      '(root): a node needs an @type',
    ]);
    expect(validate([FAQ, 1])).toEqual(['[1]: a JSON-LD block is an object']);
    expect(validate({ '@context': 'https://schema.org', '@graph': [FAQ, { name: 'x' }] })).toEqual([
      '@graph[1]: a node needs an @type',
    ]);
  });
});

describe('validateJsonLd: dates, durations and URLs on every node', () => {
  it.each([
    ['no offset', '2024-03-18T07:30:00'],
    ['only a date', '2024-03-18'],
    ['a day that does not exist', '2024-02-30T07:30:00+01:00'],
    ['an hour that does not exist', '2024-03-18T24:30:00+01:00'],
    ['a zone name', '2024-03-18T07:30:00 CET'],
  ])('rejects a date with %s', (_name, date) => {
    expect(validate(changed(ARTICLE, (copy) => (copy.datePublished = date)))).toEqual([
      `NewsArticle.datePublished: "${date}" is not an ISO 8601 date-time with an offset (2024-03-18T07:30:00+01:00)`,
    ]);
  });

  it('checks the dates of any type, nested or not', () => {
    const event = {
      '@context': 'https://schema.org',
      '@type': 'Event',
      startDate: '2024-03-18T07:30',
      about: { '@type': 'Thing', dateCreated: '2024-03-18T07:30:00.5+01:00' },
    };
    expect(validate(event)).toEqual([
      'Event.startDate: "2024-03-18T07:30" is not an ISO 8601 date-time with an offset (2024-03-18T07:30:00+01:00)',
    ]);
  });

  it('checks the upload date of a video', () => {
    expect(validate(changed(VIDEO, (copy) => (copy.uploadDate = '2024-03-18 07:30:00')))).toEqual([
      'VideoObject.uploadDate: "2024-03-18 07:30:00" is not an ISO 8601 date-time with an offset (2024-03-18T07:30:00+01:00)',
    ]);
  });

  it.each(['15 min', 'PT', 'P1DT', 'PT1,5H', 12])('rejects the duration %s', (duration) => {
    expect(validate(changed(VIDEO, (copy) => (copy.duration = duration)))).toEqual([
      `VideoObject.duration: ${JSON.stringify(duration)} is not an ISO 8601 duration`,
    ]);
  });

  it.each([
    ['a relative url', (copy: Json) => (copy.url = '/traening/styrke/squat'), 'NewsArticle.url'],
    [
      'a url on another port',
      (copy: Json) => (copy.url = 'https://www.wom.dk:3000/traening/styrke/squat'),
      'NewsArticle.url',
    ],
    [
      'a mainEntityOfPage @id on the API host',
      (copy: Json) => (at(copy, 'mainEntityOfPage')['@id'] = 'https://api.wom.dk/squat'),
      'NewsArticle.mainEntityOfPage.@id',
    ],
    [
      'a mainEntityOfPage URL elsewhere',
      (copy: Json) => (copy.mainEntityOfPage = 'http://localhost:3000/squat'),
      'NewsArticle.mainEntityOfPage',
    ],
    [
      "an author's url on the API host",
      (copy: Json) => (list(copy, 'author')[0]!.url = 'https://api.wom.dk//author/anne-holm'),
      'NewsArticle.author[0].url',
    ],
    [
      "the publisher's url over http",
      (copy: Json) => (at(copy, 'publisher').url = 'http://www.wom.dk'),
      'NewsArticle.publisher.url',
    ],
  ])('finds %s off the site origin', (_name, change, path) => {
    const block = changed(ARTICLE, change);
    const problems = validate(block);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${path.replace(/[.[\]]/g, '\\$&')}: "`));
    expect(problems[0]).toMatch(
      / is not (on the site's origin https:\/\/www\.wom\.dk|an absolute http\(s\) URL)$/,
    );
  });

  it('tells a relative URL from one on another origin', () => {
    expect(validate(changed(ARTICLE, (copy) => (copy.url = '/squat')))).toEqual([
      'NewsArticle.url: "/squat" is not an absolute http(s) URL',
    ]);
    expect(validate(changed(ARTICLE, (copy) => (copy.url = 'https://wom.dk/squat')))).toEqual([
      'NewsArticle.url: "https://wom.dk/squat" is not on the site\'s origin https://www.wom.dk',
    ]);
  });

  it("checks a breadcrumb's items, as text or as a node", () => {
    const block = changed(BREADCRUMBS, (copy) => {
      list(copy, 'itemListElement')[0]!.item = 'http://localhost:3000/';
      at(list(copy, 'itemListElement')[1], 'item')['@id'] = '/styrke';
    });
    expect(validate(block)).toEqual([
      'BreadcrumbList.itemListElement[0].item: "http://localhost:3000/" is not on the site\'s origin https://www.wom.dk',
      'BreadcrumbList.itemListElement[1].item.@id: "/styrke" is not an absolute http(s) URL',
    ]);
  });

  it("checks an Offer's url and a video's @id", () => {
    expect(
      validate(changed(PRODUCT, (copy) => (at(copy, 'offers').url = 'https://shop.example/x'))),
    ).toEqual([
      'Product.offers.url: "https://shop.example/x" is not on the site\'s origin https://www.wom.dk',
    ]);
    expect(validate(changed(VIDEO, (copy) => (copy['@id'] = '#video-1')))).toEqual([
      'VideoObject.@id: "#video-1" is not an absolute http(s) URL',
    ]);
  });

  it('lets images and media live on other hosts, but only as absolute http(s) URLs', () => {
    expect(validate(changed(ARTICLE, (copy) => (copy.image = ['/squat.jpg'])))).toEqual([
      'NewsArticle.image[0]: "/squat.jpg" is not an absolute http(s) URL',
    ]);
    expect(
      validate(changed(ARTICLE, (copy) => (at(at(copy, 'publisher'), 'logo').url = 'logo.svg'))),
    ).toEqual(['NewsArticle.publisher.logo.url: "logo.svg" is not an absolute http(s) URL']);
    expect(
      validate(changed(VIDEO, (copy) => (copy.thumbnailUrl = 'data:image/png;base64,AA'))),
    ).toEqual([
      'VideoObject.thumbnailUrl: "data:image/png;base64,AA" is not an absolute http(s) URL',
    ]);
    expect(validate(changed(VIDEO, (copy) => (copy.embedUrl = '//videos.example.com/1')))).toEqual([
      'VideoObject.embedUrl: "//videos.example.com/1" is not an absolute http(s) URL',
    ]);
    expect(
      validate(changed(VIDEO, (copy) => (copy.contentUrl = 'ftp://videos.example.com/1'))),
    ).toEqual([
      'VideoObject.contentUrl: "ftp://videos.example.com/1" is not an absolute http(s) URL',
    ]);
  });
});

describe('validateJsonLd: Article, NewsArticle, BlogPosting', () => {
  it.each([
    ['headline', 'NewsArticle: NewsArticle needs a headline'],
    ['image', 'NewsArticle: image is missing (Google recommends images for articles)'],
    ['datePublished', 'NewsArticle: datePublished is missing (Google recommends it)'],
    ['author', 'NewsArticle: author is missing (Google recommends it)'],
  ])('wants %s', (property, problem) => {
    expect(validate(without(ARTICLE, property))).toEqual([problem]);
  });

  it('treats BlogPosting and Article alike', () => {
    const blog = changed(ARTICLE, (copy) => {
      copy['@type'] = 'BlogPosting';
      copy.headline = ' ';
    });
    expect(validate(blog)).toEqual(['BlogPosting: BlogPosting needs a headline']);
    expect(validate(changed(ARTICLE, (copy) => (copy['@type'] = ['Article', 'Thing'])))).toEqual(
      [],
    );
    expect(
      validate(
        changed(ARTICLE, (copy) => ((copy['@type'] = ['Article', 'Thing']), (copy.image = []))),
      ),
    ).toEqual(['Article/Thing: image is missing (Google recommends images for articles)']);
  });

  it('wants authors that are named Persons with a url, or Organizations', () => {
    const block = changed(ARTICLE, (copy) => {
      copy.author = [
        { '@type': 'Person', name: 'Uden link' },
        { '@type': 'Person', url: `${ORIGIN}/author/x` },
        { '@type': 'Thing', name: 'X' },
        'Anne Holm',
      ];
    });
    expect(validate(block)).toEqual([
      'NewsArticle.author[0]: a Person author needs a url (Google recommends it)',
      'NewsArticle.author[1]: an author needs a name',
      'NewsArticle.author[2]: an author is a Person or an Organization',
      'NewsArticle.author[3]: an author is a Person or an Organization',
    ]);
    expect(
      validate(changed(ARTICLE, (copy) => (copy.author = { '@type': 'Organization', name: '' }))),
    ).toEqual(['NewsArticle.author: an author needs a name']);
  });

  it('wants a named publisher and a modification not before publication', () => {
    expect(validate(changed(ARTICLE, (copy) => delete at(copy, 'publisher').name))).toEqual([
      'NewsArticle.publisher: a publisher needs a name',
    ]);
    expect(
      validate(changed(ARTICLE, (copy) => (copy.dateModified = '2024-03-18T06:29:59Z'))),
    ).toEqual(['NewsArticle.dateModified: is before datePublished']);
    expect(
      validate(changed(ARTICLE, (copy) => (copy.dateModified = '2024-03-18T06:30:00Z'))),
    ).toEqual([]);
  });
});

describe('validateJsonLd: BreadcrumbList', () => {
  it('wants named ListItems at positions 1, 2, 3 … each but the last with an item', () => {
    expect(validate(changed(BREADCRUMBS, (copy) => (copy.itemListElement = [])))).toEqual([
      'BreadcrumbList: BreadcrumbList needs itemListElement',
    ]);
    const block = changed(BREADCRUMBS, (copy) => {
      const items = list(copy, 'itemListElement');
      items[0]!.position = 0;
      delete items[1]!.item;
      delete items[2]!.name;
      items.push({ '@type': 'Thing', name: 'x' });
    });
    expect(validate(block)).toEqual([
      'BreadcrumbList.itemListElement[0]: position must be 1',
      'BreadcrumbList.itemListElement[1]: every ListItem but the last needs an item',
      'BreadcrumbList.itemListElement[2]: a ListItem needs a name',
      'BreadcrumbList.itemListElement[2]: every ListItem but the last needs an item',
      'BreadcrumbList.itemListElement[3]: expected a ListItem',
    ]);
  });

  it("takes the name of the item's node", () => {
    const block = changed(BREADCRUMBS, (copy) => {
      const second = list(copy, 'itemListElement')[1]!;
      delete second.name;
      at(second, 'item').name = 'Styrke';
    });
    expect(validate(block)).toEqual([]);
  });
});

describe('validateJsonLd: Recipe', () => {
  it.each([
    ['image', 'Recipe: image is missing (Google requires it)'],
    ['description', 'Recipe: description is missing (Google recommends it)'],
    ['author', 'Recipe: author is missing (Google recommends it)'],
    ['datePublished', 'Recipe: datePublished is missing (Google recommends it)'],
    ['recipeIngredient', 'Recipe: recipeIngredient is missing (Google recommends it)'],
    ['recipeInstructions', 'Recipe: recipeInstructions is missing (Google recommends it)'],
    ['name', 'Recipe: Recipe needs a name'],
  ])('wants %s', (property, problem) => {
    expect(validate(without(RECIPE, property))).toEqual([problem]);
  });

  it('asks no ingredients or instructions of a paywalled recipe, and only of one marked so', () => {
    const cover = without(without(RECIPE, 'recipeIngredient'), 'recipeInstructions');
    const marked = changed(cover, (copy) => {
      copy.isAccessibleForFree = false;
      copy.hasPart = {
        '@type': 'WebPageElement',
        isAccessibleForFree: false,
        cssSelector: '.paywall',
      };
    });
    expect(validate(marked)).toEqual([]);
    // Not free without naming the locked part: still asked.
    expect(validate(changed(cover, (copy) => (copy.isAccessibleForFree = false)))).toHaveLength(2);
  });

  it('wants instructions as steps with text, sections or text', () => {
    const block = changed(RECIPE, (copy) => {
      copy.recipeInstructions = [
        ' ',
        { '@type': 'HowToStep' },
        { '@type': 'Thing', text: 'x' },
        { '@type': 'HowToSection', name: 'Dej' },
      ];
    });
    expect(validate(block)).toEqual([
      'Recipe.recipeInstructions[0]: an empty instruction',
      'Recipe.recipeInstructions[1]: a HowToStep needs text',
      'Recipe.recipeInstructions[2]: expected a HowToStep, a HowToSection or text',
    ]);
  });

  it('wants prepTime and cookTime together', () => {
    expect(validate(changed(RECIPE, (copy) => delete copy.cookTime))).toEqual([
      'Recipe: prepTime and cookTime are given together or not at all',
    ]);
    expect(
      validate(
        changed(RECIPE, (copy) => {
          delete copy.prepTime;
          delete copy.cookTime;
        }),
      ),
    ).toEqual([]);
  });

  it('wants totalTime to be prepTime plus cookTime', () => {
    expect(validate(changed(RECIPE, (copy) => (copy.totalTime = 'P1D')))).toEqual([
      'Recipe.totalTime: P1D is not prepTime PT10M + cookTime PT1H30M',
    ]);
    expect(validate(changed(RECIPE, (copy) => (copy.totalTime = 'PT100M')))).toEqual([]);
    expect(validate(changed(RECIPE, (copy) => (copy.totalTime = 'P0DT1H40M0S')))).toEqual([]);
  });

  it('cannot add up months, and leaves such a total be', () => {
    expect(validate(changed(RECIPE, (copy) => (copy.totalTime = 'P1M')))).toEqual([]);
  });
});

describe('validateJsonLd: VideoObject, Clip and SeekToAction', () => {
  it.each([
    ['thumbnailUrl', 'VideoObject: thumbnailUrl is missing (Google requires it)'],
    ['uploadDate', 'VideoObject: uploadDate is missing (Google requires it)'],
    ['description', 'VideoObject: description is missing (Google recommends it)'],
    ['name', 'VideoObject: VideoObject needs a name'],
  ])('wants %s', (property, problem) => {
    expect(validate(without(VIDEO, property))).toEqual([problem]);
  });

  it('wants a contentUrl or an embedUrl', () => {
    expect(validate(changed(VIDEO, (copy) => delete copy.embedUrl))).toEqual([
      'VideoObject: VideoObject needs a contentUrl or an embedUrl (Google recommends one)',
    ]);
    expect(
      validate(
        changed(VIDEO, (copy) => {
          delete copy.embedUrl;
          copy.contentUrl = 'https://videos.example.com/1.mp4';
        }),
      ),
    ).toEqual([]);
  });

  it('wants each clip named, with a start in seconds and a url', () => {
    const block = changed(VIDEO, (copy) => {
      const [first, second] = list(copy, 'hasPart');
      delete first!.name;
      delete first!.url;
      second!.startOffset = '35';
    });
    expect(validate(block)).toEqual([
      'VideoObject.hasPart[0]: a Clip needs a name',
      'VideoObject.hasPart[0]: a Clip needs a url (Google requires it)',
      'VideoObject.hasPart[1]: a Clip needs a startOffset in seconds',
    ]);
    expect(
      validate(changed(VIDEO, (copy) => (list(copy, 'hasPart')[0]!.startOffset = -1))),
    ).toEqual(['VideoObject.hasPart[0]: a Clip needs a startOffset in seconds']);
  });

  it('wants clips with distinct starts within the video and ends after their starts', () => {
    const block = changed(VIDEO, (copy) => {
      const [first, second] = list(copy, 'hasPart');
      first!.endOffset = 0;
      second!.startOffset = 0;
      second!.url = `${PAGE}?t=0`;
    });
    expect(validate(block)).toEqual([
      'VideoObject.hasPart[0]: endOffset must be a number after startOffset',
      'VideoObject.hasPart[1]: two clips start at 0',
    ]);
    const late = changed(VIDEO, (copy) => {
      const second = list(copy, 'hasPart')[1]!;
      second.startOffset = 220;
      second.url = `${PAGE}?t=220`;
    });
    expect(validate(late)).toEqual([
      'VideoObject.hasPart[1]: startOffset 220 is not within the video',
    ]);
  });

  it("wants each clip's url to deep-link to its start on the video's page", () => {
    const block = changed(VIDEO, (copy) => {
      const [first, second] = list(copy, 'hasPart');
      first!.url = `${ORIGIN}/andet?t=0`;
      second!.url = `${PAGE}#chapter-2`;
    });
    expect(validate(block)).toEqual([
      'VideoObject.hasPart[0].url: a Clip links to the page of its video',
      'VideoObject.hasPart[1].url: does not link to second 35',
      'VideoObject.hasPart: every Clip links to the same page',
    ]);
    expect(
      validate(changed(VIDEO, (copy) => (list(copy, 'hasPart')[1]!.url = `${PAGE}#t=35`))),
    ).toEqual([]);
  });

  it('wants clips of a video without an @id on one page', () => {
    const block = changed(VIDEO, (copy) => {
      delete copy['@id'];
      list(copy, 'hasPart')[1]!.url = `${ORIGIN}/andet?t=35`;
    });
    expect(validate(block)).toEqual(['VideoObject.hasPart: every Clip links to the same page']);
  });

  it('wants a SeekToAction target with the second placeholder on the page, and its input', () => {
    const placeholderless = changed(
      VIDEO,
      (copy) => (at(copy, 'potentialAction').target = `${PAGE}?t=`),
    );
    expect(validate(placeholderless)).toEqual([
      'VideoObject.potentialAction: a SeekToAction target holds {seek_to_second_number}',
    ]);
    const elsewhere = changed(
      VIDEO,
      (copy) => (at(copy, 'potentialAction').target = `${ORIGIN}/andet?t={seek_to_second_number}`),
    );
    expect(validate(elsewhere)).toEqual([
      'VideoObject.potentialAction.target: a SeekToAction targets the page of its video',
    ]);
    const offOrigin = changed(
      VIDEO,
      (copy) =>
        (at(copy, 'potentialAction').target = 'http://localhost:3000/x?t={seek_to_second_number}'),
    );
    expect(validate(offOrigin)).toEqual([
      'VideoObject.potentialAction.target: a SeekToAction targets the page of its video',
      'VideoObject.potentialAction.target: "http://localhost:3000/x?t={seek_to_second_number}" is not on the site\'s origin https://www.wom.dk',
    ]);
    const input = changed(
      VIDEO,
      (copy) => (at(copy, 'potentialAction')['startOffset-input'] = 'x'),
    );
    expect(validate(input)).toEqual([
      'VideoObject.potentialAction: startOffset-input must be "required name=seek_to_second_number"',
    ]);
  });

  it('reads a SeekToAction target given as an EntryPoint', () => {
    const entryPoint = (urlTemplate: string) =>
      changed(
        VIDEO,
        (copy) => (at(copy, 'potentialAction').target = { '@type': 'EntryPoint', urlTemplate }),
      );
    expect(validate(entryPoint(`${PAGE}?t={seek_to_second_number}`))).toEqual([]);
    expect(
      validate(entryPoint('http://localhost:3000/traening/styrke/squat?t={seek_to_second_number}')),
    ).toEqual([
      'VideoObject.potentialAction.target.urlTemplate: "http://localhost:3000/traening/styrke/squat?t={seek_to_second_number}" is not on the site\'s origin https://www.wom.dk',
      'VideoObject.potentialAction.target: a SeekToAction targets the page of its video',
    ]);
  });
});

describe('validateJsonLd: Product, Review, AggregateRating', () => {
  it('wants a name and a review, a rating or offers', () => {
    expect(validate(changed(PRODUCT, (copy) => delete copy.name))).toEqual([
      'Product: Product needs a name',
    ]);
    const bare = changed(PRODUCT, (copy) => {
      delete copy.review;
      delete copy.offers;
    });
    expect(validate(bare)).toEqual([
      'Product: Product needs a review, an aggregateRating or offers',
    ]);
  });

  it('wants a review rating within its worst and best rating', () => {
    const rating = (values: Json) =>
      validate(
        changed(
          PRODUCT,
          (copy) => (at(copy, 'review').reviewRating = { '@type': 'Rating', ...values }),
        ),
      );
    expect(rating({ ratingValue: 11, bestRating: 10, worstRating: 1 })).toEqual([
      'Product.review.reviewRating: ratingValue 11 is outside 1..10',
    ]);
    expect(rating({ ratingValue: 0.5, bestRating: 10, worstRating: 1 })).toEqual([
      'Product.review.reviewRating: ratingValue 0.5 is outside 1..10',
    ]);
    expect(rating({ ratingValue: 6 })).toEqual([
      'Product.review.reviewRating: ratingValue 6 is outside 1..5',
    ]);
    expect(rating({ ratingValue: 5 })).toEqual([]);
    expect(rating({ ratingValue: 3, bestRating: 1, worstRating: 1 })).toEqual([
      'Product.review.reviewRating: worstRating must be a number below bestRating',
    ]);
    expect(rating({ ratingValue: 'good' })).toEqual([
      'Product.review.reviewRating: a rating needs a numeric ratingValue',
    ]);
  });

  it('wants a review with an author, a rating and named pros and cons', () => {
    const block = changed(PRODUCT, (copy) => {
      const review = at(copy, 'review');
      review.author = { '@type': 'Person' };
      delete review.reviewRating;
      review.negativeNotes = { '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem' }] };
      review.positiveNotes = ['Lette'];
    });
    expect(validate(block)).toEqual([
      'Product.review: a Review needs an author (Person or Organization) with a name',
      'Product.review: a Review needs a reviewRating',
      'Product.review.positiveNotes: expected an ItemList of ListItems',
      'Product.review.negativeNotes.itemListElement[0]: needs a name',
    ]);
    const longName = changed(
      PRODUCT,
      (copy) => (at(at(copy, 'review'), 'author').name = 'x'.repeat(101)),
    );
    expect(validate(longName)).toEqual([
      'Product.review.author.name: is longer than 100 characters',
    ]);
  });

  it('wants a review on its own to say what it reviews', () => {
    const review = { '@context': 'https://schema.org', ...at(PRODUCT, 'review') };
    expect(validate(review)).toEqual(['Review: a Review on its own needs itemReviewed']);
    expect(
      validate({
        ...review,
        itemReviewed: { '@type': 'Product', name: 'X', offers: at(PRODUCT, 'offers') },
      }),
    ).toEqual([]);
  });

  it('wants an aggregate rating with a count, within its bounds', () => {
    const rated = (values: Json) =>
      validate(
        changed(
          RATED_PRODUCT,
          (copy) => (copy.aggregateRating = { '@type': 'AggregateRating', ...values }),
        ),
      );
    expect(rated({ ratingValue: 4 })).toEqual([
      'Product.aggregateRating: an AggregateRating needs a ratingCount or reviewCount above 0',
    ]);
    expect(rated({ ratingValue: 4, ratingCount: 0 })).toEqual([
      'Product.aggregateRating: an AggregateRating needs a ratingCount or reviewCount above 0',
    ]);
    expect(rated({ ratingValue: 4, ratingCount: '3' })).toEqual([]);
    expect(rated({ ratingValue: 9, ratingCount: 3 })).toEqual([
      'Product.aggregateRating: ratingValue 9 is outside 1..5',
    ]);
  });

  it('wants an offer with a numeric price and a currency code', () => {
    const offer = (values: Json) =>
      validate(changed(PRODUCT, (copy) => (copy.offers = { '@type': 'Offer', ...values })));
    expect(offer({ price: '449 kr.', priceCurrency: 'DKK' })).toEqual([
      'Product.offers: an Offer needs a numeric price',
    ]);
    expect(offer({ price: 449, priceCurrency: 'kr' })).toEqual([
      'Product.offers: an Offer needs a three-letter priceCurrency',
    ]);
  });
});

describe('validateJsonLd: FAQPage', () => {
  it('wants questions with a name and an answer with text', () => {
    expect(validate(changed(FAQ, (copy) => (copy.mainEntity = [])))).toEqual([
      'FAQPage: FAQPage needs mainEntity Questions',
    ]);
    const block = changed(FAQ, (copy) => {
      const question = list(copy, 'mainEntity')[0]!;
      copy.mainEntity = [
        { ...question, name: '' },
        { ...question, acceptedAnswer: { '@type': 'Answer', text: ' ' } },
        { ...question, acceptedAnswer: 'Ja' },
        { '@type': 'Answer', text: 'x' },
      ];
    });
    expect(validate(block)).toEqual([
      'FAQPage.mainEntity[0]: a Question needs a name',
      'FAQPage.mainEntity[1]: a Question needs an acceptedAnswer with text',
      'FAQPage.mainEntity[2]: a Question needs an acceptedAnswer with text',
      'FAQPage.mainEntity[3]: expected a Question',
    ]);
  });
});

describe('the helpers', () => {
  it('reads zoned date-times', () => {
    expect(isZonedDateTime('2024-03-18T07:30+01:00')).toBe(true);
    expect(isZonedDateTime('2024-03-18T07:30:00.123-05:30')).toBe(true);
    expect(isZonedDateTime('2024-03-18T07:30:00+24:00')).toBe(false);
    expect(isZonedDateTime('2024-03-18T07:30:00+01:60')).toBe(false);
    expect(isZonedDateTime('2024-03-18T07:60:00Z')).toBe(false);
    expect(isZonedDateTime('2024-03-18T07:30:60Z')).toBe(false);
    expect(isZonedDateTime('2024-13-18T07:30:00Z')).toBe(false);
  });

  it('adds up durations in seconds', () => {
    expect(durationSeconds('P1W2DT3H4M5.5S')).toBe(604_800 + 2 * 86_400 + 3 * 3600 + 4 * 60 + 5.5);
    expect(durationSeconds('PT0S')).toBe(0);
    expect(durationSeconds('P1Y')).toBeNaN();
    expect(durationSeconds('P')).toBeNull();
  });
});
