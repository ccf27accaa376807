/**
 * The imgix-style query of the image CDN: `w`, `h`, `dpr`, `q`, `auto=compress,format`, `fit`,
 * `fm`, `fp-x`, `fp-y`. Unknown parameters are ignored (like imgix); a known parameter with a bad
 * value is an error (HTTP 400).
 */

export const MAX_DIMENSION = 4000;
export const DEFAULT_QUALITY = 75;

export type Fit = 'crop' | 'clip' | 'max' | 'scale';
export type OutputFormat = 'jpeg' | 'webp' | 'avif' | 'png';

export interface CdnRequest {
  readonly width: number | null;
  readonly height: number | null;
  readonly fit: Fit;
  readonly focal: { readonly x: number; readonly y: number };
  readonly quality: number;
  /** `fm=`: an explicit output format. */
  readonly format: OutputFormat | null;
  /** `auto=format`: pick WebP or AVIF when the client accepts them. */
  readonly autoFormat: boolean;
}

export type CdnQueryResult =
  | { readonly ok: true; readonly request: CdnRequest }
  | { readonly ok: false; readonly error: string };

type Query = Readonly<Record<string, string | string[] | undefined>>;

const FITS: ReadonlyMap<string, Fit> = new Map([
  ['crop', 'crop'],
  ['clip', 'clip'],
  ['max', 'max'],
  ['scale', 'scale'],
  ['fill', 'clip'],
  ['min', 'crop'],
]);
const FORMATS: ReadonlyMap<string, OutputFormat> = new Map([
  ['jpg', 'jpeg'],
  ['jpeg', 'jpeg'],
  ['pjpg', 'jpeg'],
  ['webp', 'webp'],
  ['avif', 'avif'],
  ['png', 'png'],
]);
const AUTO_VALUES = new Set(['compress', 'format', 'enhance', 'redeye']);

class BadParam extends Error {}

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw new BadParam(`${name} is given more than once`);
  return value;
}

function dimension(query: Query, name: string): number | null {
  const raw = single(query, name);
  if (raw === undefined) return null;
  if (!/^\d+$/.test(raw) || Number(raw) === 0)
    throw new BadParam(`${name} must be a positive whole number`);
  return Math.min(MAX_DIMENSION, Number(raw));
}

function decimal(query: Query, name: string, min: number, max: number, fallback: number): number {
  const raw = single(query, name);
  if (raw === undefined) return fallback;
  const value = /^\d+(\.\d+)?$|^\.\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= min && value <= max))
    throw new BadParam(`${name} must be a number from ${min} to ${max}`);
  return value;
}

function parse(query: Query): CdnRequest {
  const dpr = decimal(query, 'dpr', 1, 5, 1);
  const scale = (value: number | null): number | null =>
    value === null ? null : Math.min(MAX_DIMENSION, Math.round(value * dpr));
  const width = scale(dimension(query, 'w'));
  const height = scale(dimension(query, 'h'));

  const rawQuality = single(query, 'q');
  if (
    rawQuality !== undefined &&
    !(/^\d+$/.test(rawQuality) && Number(rawQuality) >= 1 && Number(rawQuality) <= 100)
  ) {
    throw new BadParam('q must be a whole number from 1 to 100');
  }
  const auto = (single(query, 'auto') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const unknownAuto = auto.find((value) => !AUTO_VALUES.has(value));
  if (unknownAuto !== undefined) throw new BadParam(`auto=${unknownAuto} is not supported`);
  const baseQuality = rawQuality === undefined ? DEFAULT_QUALITY : Number(rawQuality);
  const quality = auto.includes('compress') ? Math.max(1, baseQuality - 10) : baseQuality;

  const rawFit = single(query, 'fit');
  const fit =
    rawFit === undefined ? (width !== null && height !== null ? 'crop' : 'clip') : FITS.get(rawFit);
  if (fit === undefined) throw new BadParam(`fit=${rawFit ?? ''} is not supported`);
  const rawFormat = single(query, 'fm');
  const format = rawFormat === undefined ? null : FORMATS.get(rawFormat);
  if (format === undefined) throw new BadParam(`fm=${rawFormat ?? ''} is not supported`);

  return {
    width,
    height,
    fit,
    focal: { x: decimal(query, 'fp-x', 0, 1, 0.5), y: decimal(query, 'fp-y', 0, 1, 0.5) },
    quality,
    format,
    autoFormat: auto.includes('format'),
  };
}

export function parseCdnQuery(query: Query): CdnQueryResult {
  try {
    return { ok: true, request: parse(query) };
  } catch (error) {
    if (error instanceof BadParam) return { ok: false, error: error.message };
    throw error;
  }
}

/**
 * The output format: `fm` wins; with `auto=format` WebP when accepted, else AVIF when accepted
 * (WebP first: it encodes several times faster, which matters on a laptop), else JPEG.
 */
export function chooseFormat(request: CdnRequest, accept: string | undefined): OutputFormat {
  if (request.format !== null) return request.format;
  if (!request.autoFormat) return 'jpeg';
  const accepted = (accept ?? '').toLowerCase();
  if (accepted.includes('image/webp')) return 'webp';
  if (accepted.includes('image/avif')) return 'avif';
  return 'jpeg';
}
