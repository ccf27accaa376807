/**
 * Shared reading of product pages for the contract suites: memoised page fetches, visible-text
 * checks with readable failures, the `with=` a request carried, and the texts of locked widgets.
 */
import { expect } from 'vitest';
import { decodedHtml, visibleText } from '../support/html-reading';
import type { ProductProcess, ProductResponse } from '../support/product-process';
import type { RecordedRequest } from '../support/recorded-content-api';

export interface Page extends ProductResponse {
  readonly path: string;
  /** The visible text of the body. */
  readonly text: string;
  /** The whole document with character references decoded. */
  readonly decoded: string;
}

/** Fetches each path once per product process (the product caches pages anyway). */
export class Pages {
  private readonly cache = new Map<string, Promise<Page>>();

  constructor(private readonly product: () => ProductProcess) {}

  get(path: string): Promise<Page> {
    let page = this.cache.get(path);
    if (page === undefined) {
      page = this.product()
        .get(path)
        .then((response) => ({
          ...response,
          path,
          text: visibleText(response.body),
          decoded: decodedHtml(response.body),
        }));
      this.cache.set(path, page);
    }
    return page;
  }

  /** A 200 page (fails with the start of the body otherwise). */
  async ok(path: string): Promise<Page> {
    const page = await this.get(path);
    expect(page.status, `GET ${path} answered ${page.status}: ${page.text.slice(0, 400)}`).toBe(
      200,
    );
    return page;
  }
}

/** Fails listing every needle `text` lacks, with the start of the page for context. */
export function expectTexts(
  page: Pick<Page, 'path' | 'text'>,
  needles: readonly (string | RegExp)[],
  what: string,
): void {
  const missing = needles.filter((needle) =>
    typeof needle === 'string' ? !page.text.includes(needle) : !needle.test(page.text),
  );
  expect(
    missing.map(String),
    `${page.path}: ${what} missing from the visible text: ${missing.map(String).join(' | ')}. The page reads: "${page.text.slice(0, 1500)}…"`,
  ).toEqual([]);
}

/** Fails listing every needle that `haystack` contains. */
export function expectAbsent(
  haystack: string,
  needles: readonly (string | RegExp)[],
  what: string,
): void {
  const present = needles.filter((needle) =>
    typeof needle === 'string' ? haystack.includes(needle) : needle.test(haystack),
  );
  expect(present.map(String), what).toEqual([]);
}

/**
 * The includes of a `with=` value, one entry each, with the page size written `per_page(n)` (the
 * product chooses it) so the set can be compared with the contract's.
 */
export function includeSet(withParam: string | undefined): string[] {
  return (withParam ?? '')
    .split(',')
    .map((part) => part.trim().replace(/per_page\(\d+\)/, 'per_page(n)'))
    .filter((part) => part !== '')
    .sort();
}

/** The requests to an entity route (`wp/v2/composites/36184`), for messages and `with` checks. */
export function requestsTo(
  requests: readonly RecordedRequest[],
  path: string,
  method = 'GET',
): RecordedRequest[] {
  return requests.filter((request) => request.method === method && request.path === path);
}

export function describeRequests(requests: readonly RecordedRequest[]): string {
  return requests
    .map(
      (request) =>
        `${request.method} ${request.path}${
          Object.keys(request.query).length > 0
            ? `?${new URLSearchParams(request.query).toString()}`
            : ''
        } -> ${String(request.status)}`,
    )
    .join('\n');
}

/**
 * Texts that exist only inside the widgets `composite-locked.json` sends with `locked: true`
 * (some of them in full): none may reach a reader without access, in any part of the HTML.
 */
export const LOCKED_WIDGET_TEXTS: readonly string[] = [
  // lead_paragraph (sent in full)
  'Pandekager til morgenmad – men med 31 gram protein pr. portion',
  // recipe (sent in full)
  'rapsolie til stegning',
  'skyr efter smag',
  'Blend skyr, havregryn, æg, bagepulver og salt til en jævn dej',
  'Dejen kan holde sig et døgn i køleskabet',
  'plus 10 minutters hvile',
  // product (sent in full)
  'Stegepande med keramisk belægning',
  'Varmefordeling',
  'Aluminium, keramisk belægning',
  'uden fedtstof',
  // newsletter (sent in full)
  'Få ugens opskrifter',
  'nye proteinrige opskrifter hver fredag',
  // associated_composites (sent in full)
  'Mere proteinrig morgenmad',
  'Overnight oats med bær',
  'Kikærtesalat med feta og mynte',
  // video chapters (sent with a locked video)
  'Blend alle ingredienser',
  'Varm panden godt op',
  // gallery title and description survive locking upstream
  'Trin for trin',
  'Sådan får du luftige pandekager hver gang',
];

/** The calculator widget's locked content, as the product would render it. */
export const LOCKED_CALCULATOR = /Proteinberegner|Dagligt proteinbehov/;
