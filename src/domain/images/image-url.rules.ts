import type { FocalPoint } from '../content/content.types';
import { BoundedMemo } from '../memo/bounded-memo';

/** Where images live: the image host whose URLs are rewritten, and the CDN serving them. */
export interface ImageHosts {
  /** Origin of the upstream image URLs, e.g. `https://images.wom.dk`. */
  readonly imageHost: string | null;
  /** IMG_CDN_DOMAIN: an origin, or a bare domain (then https). */
  readonly imgCdnDomain: string | null;
}

export interface ImageUrlOptions {
  /** Defaults to {@link DEFAULT_IMAGE_WIDTH}. */
  readonly width?: number;
  /** width / height of the crop; asks the CDN for `h` and `fit=crop`. */
  readonly cropAspectRatio?: number | null;
  readonly focalPoint?: FocalPoint | null;
  /** Overrides the quality chosen from the width. */
  readonly quality?: number;
  /** `false` leaves out `auto=compress,format`. */
  readonly optimize?: boolean;
}

/** srcset widths, from 1024 down to 100. */
export const IMAGE_WIDTHS: readonly number[] = [1024, 900, 800, 700, 600, 500, 400, 300, 200, 100];
export const DEFAULT_IMAGE_WIDTH = 1000;

/** JPEG quality by rendered width: the smaller the image, the lower. */
export function qualityForWidth(width: number): number {
  if (width < 200) return 15;
  if (width < 300) return 40;
  if (width < 600) return 50;
  if (width < 900) return 55;
  return 60;
}

/** The CDN origin of IMG_CDN_DOMAIN: a bare domain means https. */
export function cdnOrigin(imgCdnDomain: string): string {
  const trimmed = imgCdnDomain.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Hosts already worked out, by the configured string: a site has one or two, asked per image. */
const HOSTS = new BoundedMemo<string | null>(256);

/** Host (name and port) of an origin or bare domain, lower case; null when it cannot be parsed. */
function hostOf(originOrDomain: string): string | null {
  return HOSTS.get(originOrDomain, () => {
    try {
      return new URL(cdnOrigin(originOrDomain)).host.toLowerCase();
    } catch {
      return null;
    }
  });
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function decimal(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** Height of a crop of `width` at `aspectRatio` (width / height). */
export function cropHeight(width: number, aspectRatio: number): number {
  return Math.max(1, Math.round(width / aspectRatio));
}

/**
 * The CDN URL of an image: an URL on the image host moves to the CDN domain and gets the CDN query
 * (`auto=compress,format`, `w`, `q`, and `h`, `fit=crop`, `fp-x`, `fp-y` for a crop). URLs on other
 * hosts are returned unchanged, because only the image server understands the query.
 */
export function imageUrl(url: string, hosts: ImageHosts, options: ImageUrlOptions = {}): string {
  const target = cdnTarget(url, hosts);
  return target === null ? url : withCdnQuery(target, options);
}

/** Where an image goes on the CDN, before the width-dependent query. */
interface CdnTarget {
  /** Origin, path and the image's own query. */
  readonly base: string;
  /** `?` or `&`, whichever starts the CDN query. */
  readonly joiner: '?' | '&';
  readonly hash: string;
}

/** The CDN target of an URL on the image host or the CDN; null for any other URL. */
function cdnTarget(url: string, hosts: ImageHosts): CdnTarget | null {
  const parsed = parse(url);
  if (parsed === null) return null;
  const host = parsed.host.toLowerCase();
  const imageHost = hosts.imageHost === null ? null : hostOf(hosts.imageHost);
  const cdnHost = hosts.imgCdnDomain === null ? null : hostOf(hosts.imgCdnDomain);
  const onImageHost = imageHost !== null && host === imageHost;
  if (!onImageHost && (cdnHost === null || host !== cdnHost)) return null;
  const base =
    onImageHost && hosts.imgCdnDomain !== null
      ? `${cdnOrigin(hosts.imgCdnDomain)}${parsed.pathname}${parsed.search}`
      : `${parsed.origin}${parsed.pathname}${parsed.search}`;
  return { base, joiner: parsed.search === '' ? '?' : '&', hash: parsed.hash };
}

function withCdnQuery(target: CdnTarget, options: ImageUrlOptions): string {
  const width = Math.round(options.width ?? DEFAULT_IMAGE_WIDTH);
  const params: string[] = [];
  if (options.optimize !== false) params.push('auto=compress,format');
  params.push(`w=${width}`);
  const crop = options.cropAspectRatio;
  if (crop !== undefined && crop !== null && crop > 0) {
    params.push(`h=${cropHeight(width, crop)}`);
  }
  params.push(`q=${options.quality ?? qualityForWidth(width)}`);
  if (crop !== undefined && crop !== null && crop > 0) {
    params.push('fit=crop');
    if (options.focalPoint) {
      params.push(`fp-x=${decimal(options.focalPoint.x)}`, `fp-y=${decimal(options.focalPoint.y)}`);
    }
  }
  return `${target.base}${target.joiner}${params.join('&')}${target.hash}`;
}

/**
 * srcsets already built, by everything they depend on: the same images recur on page after page
 * (teasers, lead images, logos), and a srcset is ten URLs. Bounded; cleared when full.
 */
const SRC_SETS = new BoundedMemo<string>(4096);

/**
 * `srcset` over {@link IMAGE_WIDTHS}; empty when the URL is not served by the image server. The
 * URL is parsed once for all widths, and a srcset built before is reused.
 */
export function imageSrcSet(
  url: string,
  hosts: ImageHosts,
  options: Omit<ImageUrlOptions, 'width' | 'quality'> = {},
  widths: readonly number[] = IMAGE_WIDTHS,
): string {
  const key = [
    url,
    hosts.imageHost,
    hosts.imgCdnDomain,
    options.cropAspectRatio,
    options.focalPoint?.x,
    options.focalPoint?.y,
    options.optimize,
    widths.join(','),
  ].join('\u0000');
  return SRC_SETS.get(key, () => {
    const target = cdnTarget(url, hosts);
    if (target === null) return '';
    return widths
      .map((width) => `${withCdnQuery(target, { ...options, width })} ${width}w`)
      .join(', ');
  });
}
