/**
 * The embed an `inserted_code` widget's markup stands for (docs/adr/0022-embeds-from-inserted-code.md).
 * Editors paste a provider's embed code (a YouTube or Vimeo `<iframe>`, an Instagram, TikTok or
 * X `<blockquote>` with its script, a Spotify `<iframe>`) or just the content's address. We read
 * only the address out of it and keep the provider and the content's id, each checked against the
 * provider's own id syntax; the markup itself is never kept, so nothing of it can reach a page.
 */
import { decodeHTML } from 'entities';
import type { Embed } from '../../domain/content/content.types';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const DIGITS = /^\d{1,20}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const INSTAGRAM_CODE = /^[A-Za-z0-9_-]{5,40}$/;
const HANDLE = /^@?[A-Za-z0-9._]{1,30}$/;
const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;
const SPOTIFY_KINDS: ReadonlySet<string> = new Set([
  'track',
  'album',
  'playlist',
  'episode',
  'show',
  'artist',
]);
const INSTAGRAM_KINDS: ReadonlySet<string> = new Set(['p', 'reel', 'tv']);

/** An absolute http(s) URL (protocol-relative ones as https), or null. */
function parseUrl(raw: string): URL | null {
  const value = decodeHTML(raw).trim();
  try {
    const url = new URL(value.startsWith('//') ? `https:${value}` : value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtube(host: string, path: readonly string[], url: URL): Embed | null {
  const [first, second] = path;
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = first;
  else if (first === 'watch') id = url.searchParams.get('v');
  else if (first === 'embed' || first === 'shorts' || first === 'live') id = second;
  if (id == null || !YOUTUBE_ID.test(id)) return null;
  return { provider: 'youtube', id, pageUrl: `https://www.youtube.com/watch?v=${id}` };
}

function vimeo(host: string, path: readonly string[], url: URL): Embed | null {
  const player = host === 'player.vimeo.com';
  const [first, second] = path;
  const video = player ? (first === 'video' ? second : undefined) : first;
  if (video === undefined || !DIGITS.test(video)) return null;
  // An unlisted video plays only with its hash (`?h=` in the player, a path segment on the site).
  const hash = url.searchParams.get('h') ?? (player ? null : (second ?? null));
  const hashed = hash !== null && VIMEO_HASH.test(hash) ? `/${hash}` : '';
  return {
    provider: 'vimeo',
    id: `${video}${hashed}`,
    pageUrl: `https://vimeo.com/${video}${hashed}`,
  };
}

function instagram(path: readonly string[]): Embed | null {
  const [kind, code] = path;
  if (kind === undefined || code === undefined) return null;
  if (!INSTAGRAM_KINDS.has(kind) || !INSTAGRAM_CODE.test(code)) return null;
  return {
    provider: 'instagram',
    id: `${kind}/${code}`,
    pageUrl: `https://www.instagram.com/${kind}/${code}/`,
  };
}

function tiktok(path: readonly string[]): Embed | null {
  const [handle, video, id] = path;
  if (handle === undefined || video !== 'video' || id === undefined) return null;
  if (!handle.startsWith('@') || !HANDLE.test(handle) || !DIGITS.test(id)) return null;
  return { provider: 'tiktok', id, pageUrl: `https://www.tiktok.com/${handle}/video/${id}` };
}

function x(path: readonly string[]): Embed | null {
  const [handle, status, id] = path;
  if (handle === undefined || status !== 'status' || id === undefined) return null;
  if (!HANDLE.test(handle) || handle.startsWith('@') || !DIGITS.test(id)) return null;
  return { provider: 'x', id, pageUrl: `https://x.com/${handle}/status/${id}` };
}

function spotify(path: readonly string[]): Embed | null {
  const rest = path[0] === 'embed' ? path.slice(1) : path;
  const [kind, id] = rest;
  if (kind === undefined || id === undefined) return null;
  if (!SPOTIFY_KINDS.has(kind) || !SPOTIFY_ID.test(id)) return null;
  return {
    provider: 'spotify',
    id: `${kind}/${id}`,
    pageUrl: `https://open.spotify.com/${kind}/${id}`,
  };
}

/** The embed a provider's address stands for (its page or its player), or null. */
export function embedFromUrl(raw: string): Embed | null {
  const url = parseUrl(raw);
  if (url === null) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const path = url.pathname.split('/').filter((segment) => segment !== '');
  switch (host) {
    case 'youtube.com':
    case 'youtube-nocookie.com':
    case 'youtu.be':
      return youtube(host, path, url);
    case 'vimeo.com':
    case 'player.vimeo.com':
      return vimeo(host, path, url);
    case 'instagram.com':
      return instagram(path);
    case 'tiktok.com':
      return tiktok(path);
    case 'twitter.com':
    case 'x.com':
      return x(path);
    case 'open.spotify.com':
      return spotify(path);
    default:
      return null;
  }
}

const IFRAME_SRC = /<iframe\b[^>]*?\ssrc\s*=\s*(["'])(.*?)\1/gis;
/** The blockquotes the providers' embed scripts turn into posts. */
const EMBED_BLOCKQUOTE =
  /<blockquote\b[^>]*\bclass\s*=\s*(["'])[^"']*\b(?:instagram-media|tiktok-embed|twitter-tweet)\b[^"']*\1[^>]*>.*?<\/blockquote>/gis;
const BLOCKQUOTE_URLS = /\s(?:cite|data-instgrm-permalink|href)\s*=\s*(["'])(.*?)\1/gis;

/** The addresses an embed code points at, in the order they appear. */
function candidateUrls(code: string): string[] {
  const trimmed = code.trim();
  if (!trimmed.includes('<')) return /^\S+$/.test(trimmed) ? [trimmed] : [];
  const found: { at: number; url: string }[] = [];
  for (const match of trimmed.matchAll(IFRAME_SRC))
    found.push({ at: match.index, url: match[2] ?? '' });
  for (const quote of trimmed.matchAll(EMBED_BLOCKQUOTE)) {
    for (const attribute of quote[0].matchAll(BLOCKQUOTE_URLS))
      found.push({ at: quote.index + attribute.index, url: attribute[2] ?? '' });
  }
  return found.sort((a, b) => a.at - b.at).map((candidate) => candidate.url);
}

/**
 * The first embed of an allowed provider in an `inserted_code` widget's markup, or null when the
 * markup is anything else (a poll, a table, a script, an unknown provider's frame).
 */
export function embedFromCode(code: string): Embed | null {
  for (const url of candidateUrls(code)) {
    const embed = embedFromUrl(url);
    if (embed !== null) return embed;
  }
  return null;
}
