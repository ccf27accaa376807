/**
 * Reading a price an editor typed (`"18995 kr"`, `"1.299,00 kr."`, `"€ 329"`, `"ca. 3 500 kr."`)
 * into an amount and a currency, so the product writes every price in the market's own format.
 * Only a text that is one price, with at most a leading "about" word, is read; anything else
 * (`"fra 200 til 400 kr"`, `"gratis"`) is no reading and stays as the editor wrote it.
 */
export interface PriceReading {
  readonly amount: number;
  /** An ISO code, or `kr` for the market's own crowns; null when the text names none. */
  readonly currency: string | null;
  /** The word before the price as written, e.g. `ca.`; null when there is none. */
  readonly qualifier: string | null;
}

const QUALIFIER = String.raw`(ca\.?|cirka|omkr\.?|omkring|n\.|noin|ong\.|ongeveer|ab|fra|från|vanaf|alkaen|from|about)`;
const CURRENCY = String.raw`(DKK|SEK|NOK|EUR|€|kr\.?|kr)`;
const NUMBER = String.raw`(\d[\d\s.,\u00a0\u202f]*?)(?:[,.:]-)?`;
const PRICE = new RegExp(
  String.raw`^(?:${QUALIFIER}\s+)?(?:${CURRENCY}\s*)?${NUMBER}\s*(?:${CURRENCY})?$`,
  'i',
);

/**
 * A number with grouping and a decimal mark in any of the markets' ways: `18995`, `2 495`,
 * `3.000`, `1.299,00`, `1,299.50`, `12,5`. A separator followed by exactly three digits groups
 * thousands; one followed by one or two digits at the end is the decimal mark.
 */
export function readAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = decimal === null ? compact : compact.slice(0, decimal.index);
  if (!/^\d{1,3}(?:[.,]\d{3})*$/.test(whole) && !/^\d+$/.test(whole)) return null;
  const value = Number(`${whole.replace(/[.,]/g, '')}.${decimal?.[1] ?? '0'}`);
  return Number.isFinite(value) ? value : null;
}

function currencyCode(token: string | undefined): string | null {
  if (token === undefined) return null;
  if (token === '€') return 'EUR';
  const upper = token.toUpperCase();
  return upper.startsWith('KR') ? 'kr' : upper;
}

/** The price a text is, or null when it is not exactly one price. */
export function readPriceText(text: string): PriceReading | null {
  const match = PRICE.exec(text.trim());
  if (match === null) return null;
  const [, qualifier, before, number = '', after] = match;
  if (before !== undefined && after !== undefined) return null;
  const amount = readAmount(number);
  if (amount === null) return null;
  return {
    amount,
    currency: currencyCode(before ?? after),
    qualifier: qualifier ?? null,
  };
}
