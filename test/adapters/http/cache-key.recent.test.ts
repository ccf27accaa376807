import { describe, expect, it } from 'vitest';
import {
  anonymousKeyOfUrl,
  RecentPageKeys,
  type PageKeyOfUrl,
} from '../../../src/adapters/http/page-cache.key';
import type { Site } from '../../../src/domain/site/site.types';
import { siteFixture } from '../../fakes/domain-builders';

/**
 * The fast path remembers the key of recently requested URLs (`RecentPageKeys`): a remembered
 * key must be exactly the key computed afresh, and the memory must stay bounded.
 */
const SITE = siteFixture({ id: 'wom-dk', hosts: ['wom-dk.localhost'] });
const HOST = 'wom-dk.localhost:3000';

function recent(limit?: number) {
  const lookups: (string | undefined)[] = [];
  const keys = new RecentPageKeys((host): Site | null => {
    lookups.push(host);
    return host?.startsWith('wom-dk.localhost') === true ? SITE : null;
  }, limit);
  return { keys, lookups };
}

const URLS = [
  '/traening/styrke/5-ovelser',
  '/traening/styrke/5-ovelser?utm_source=news',
  '/traening?page=02',
  '/traening?page=1&s=x',
  '/traening?%70age=5',
  '/traening?page%3D6=1&s=x',
  '/search?s=l%C3%B8b+hurtigt',
  '/search?s=%E0%A4%A',
  '/traening?__proto__=x&constructor=y&page=4',
  '/traening?s&&page=7&',
  '/tr%c3%a6ning',
  '/traening?purge=cache',
  '/traening?preview=true',
  '/users/sign_in',
  '/assets/app.js',
  '/traening#top',
];

describe('the keys of recent URLs', () => {
  it('answers a remembered URL with the same key as a fresh computation', () => {
    const { keys } = recent();
    for (const url of URLS) {
      const fresh: PageKeyOfUrl = { site: SITE, key: anonymousKeyOfUrl(SITE, url) };
      expect(keys.of(HOST, url), `first ${url}`).toEqual(fresh);
      expect(keys.of(HOST, url), `remembered ${url}`).toEqual(fresh);
    }
    expect(keys.of(HOST, '/traening?page=02')?.key).toEqual({
      siteId: 'wom-dk',
      path: '/traening',
      query: 'page=2',
      variant: 'anonymous',
    });
    expect(keys.of(HOST, '/traening?purge=cache')?.key).toBeNull();
  });

  it('does not look a remembered URL up again', () => {
    const { keys, lookups } = recent();
    keys.of(HOST, '/traening');
    keys.of(HOST, '/traening');
    keys.of(HOST, '/traening');
    expect(lookups).toEqual([HOST]);
  });

  it('keeps hosts apart and never remembers a host of no site', () => {
    const { keys, lookups } = recent();
    expect(keys.of('nope.test', '/traening')).toBeNull();
    expect(keys.of('nope.test', '/traening')).toBeNull();
    expect(keys.size).toBe(0);
    expect(lookups).toEqual(['nope.test', 'nope.test']);
    expect(keys.of(undefined, '/traening')).toBeNull();
  });

  it('stays within its limit, dropping the URL asked for least recently first', () => {
    const { keys, lookups } = recent(4);
    for (let page = 2; page < 12; page += 1) keys.of(HOST, `/traening?page=${page}`);
    expect(keys.size).toBe(4);
    lookups.length = 0;
    // the newest four are remembered, the oldest is computed again (and still right)
    keys.of(HOST, '/traening?page=11');
    expect(lookups).toEqual([]);
    expect(keys.of(HOST, '/traening?page=2')?.key?.query).toBe('page=2');
    expect(lookups).toEqual([HOST]);
    expect(keys.size).toBe(4);
  });

  it('keeps a URL asked for again over one asked for after it but not since', () => {
    const { keys, lookups } = recent(2);
    keys.of(HOST, '/traening?page=2');
    keys.of(HOST, '/traening?page=3');
    keys.of(HOST, '/traening?page=2');
    keys.of(HOST, '/traening?page=4');
    lookups.length = 0;
    keys.of(HOST, '/traening?page=2');
    expect(lookups).toEqual([]);
    keys.of(HOST, '/traening?page=3');
    expect(lookups).toEqual([HOST]);
  });

  it('computes very long URLs afresh instead of keeping them', () => {
    const { keys } = recent();
    const long = `/traening?s=${'x'.repeat(2000)}`;
    expect(keys.of(HOST, long)?.key).toEqual(anonymousKeyOfUrl(SITE, long));
    expect(keys.size).toBe(0);
  });
});
