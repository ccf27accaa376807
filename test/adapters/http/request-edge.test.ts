import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { RequestEdge } from '../../../src/adapters/http/request-edge';
import { pageRequest } from '../../../src/domain/routing/page-request';
import { siteFixture } from '../../fakes/domain-builders';

/**
 * The edge reads a request's site and page request once (`RequestEdge`), and remembers the
 * anonymous page requests of recent URLs: a remembered one must be exactly the one built afresh,
 * and the memory must stay bounded.
 */
const SITE = siteFixture({ id: 'wom-dk', hosts: ['wom-dk.localhost'] });
const HOST = 'wom-dk.localhost:3000';

function raw(url: string, host: string | null = HOST): IncomingMessage {
  const request = new IncomingMessage(new Socket());
  request.url = url;
  if (host !== null) request.headers.host = host;
  return request;
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
];

describe('the edge of a request', () => {
  it('answers a remembered URL with the page request built afresh', () => {
    const edge = new RequestEdge([SITE]);
    for (const url of URLS) {
      const fresh = pageRequest(SITE, url, 'anonymous');
      expect(edge.page(raw(url), 'anonymous'), `first ${url}`).toEqual(fresh);
      expect(edge.page(raw(url), 'anonymous'), `remembered ${url}`).toEqual(fresh);
    }
    expect(edge.page(raw('/traening?page=02'), 'anonymous')?.key).toEqual({
      siteId: 'wom-dk',
      path: '/traening',
      query: 'page=2',
      variant: 'anonymous',
    });
  });

  it('builds a page request once per request and variant', () => {
    const edge = new RequestEdge([SITE]);
    const request = raw('/traening');
    const first = edge.page(request, 'anonymous');
    expect(edge.page(request, 'anonymous')).toBe(first);
    const signedIn = edge.page(request, 'subscriber');
    expect(signedIn?.key.variant).toBe('subscriber');
    expect(edge.page(request, 'subscriber')).toBe(signedIn);
    // another request for a recent URL gets the remembered anonymous one
    expect(edge.page(raw('/traening'), 'anonymous')).toBe(first);
    // a signed-in variant is never remembered across requests
    expect(edge.page(raw('/traening'), 'subscriber')).not.toBe(signedIn);
  });

  it('reads the site once per request, from the one table of hosts', () => {
    const edge = new RequestEdge([SITE], ['index.localhost']);
    const request = raw('/', 'WOM-DK.localhost.:3000');
    expect(edge.site(request)).toBe(SITE);
    request.headers.host = 'nope.test';
    expect(edge.site(request)).toBe(SITE);
    expect(edge.site(raw('/', 'nope.test'))).toBeNull();
    expect(edge.isSiteIndexHost(raw('/', 'index.localhost:80'))).toBe(true);
    expect(edge.isSiteIndexHost(raw('/', HOST))).toBe(false);
  });

  it('knows the home of the site index host by its normalised path, whatever the query', () => {
    const edge = new RequestEdge([SITE], ['index.localhost']);
    expect(edge.isSiteIndexHome(raw('/', 'index.localhost'))).toBe(true);
    expect(edge.isSiteIndexHome(raw('/?utm_source=x', 'index.localhost'))).toBe(true);
    expect(edge.isSiteIndexHome(raw('/traening', 'index.localhost'))).toBe(false);
    expect(edge.isSiteIndexHome(raw('/', HOST))).toBe(false);
  });

  it('keeps hosts apart and never remembers a host of no site', () => {
    const edge = new RequestEdge([SITE]);
    expect(edge.page(raw('/traening', 'nope.test'), 'anonymous')).toBeNull();
    expect(edge.page(raw('/traening', 'nope.test'), 'anonymous')).toBeNull();
    expect(edge.size).toBe(0);
    expect(edge.page(raw('/traening', null), 'anonymous')).toBeNull();
  });

  it('stays within its limit, dropping the URL asked for least recently first', () => {
    const edge = new RequestEdge([SITE], [], 4);
    const first = new Map<number, unknown>();
    for (let page = 2; page < 12; page += 1)
      first.set(page, edge.page(raw(`/traening?page=${page}`), 'anonymous'));
    expect(edge.size).toBe(4);
    // the newest four are remembered, the oldest is built again (and still right)
    expect(edge.page(raw('/traening?page=11'), 'anonymous')).toBe(first.get(11));
    const again = edge.page(raw('/traening?page=2'), 'anonymous');
    expect(again).not.toBe(first.get(2));
    expect(again?.key.query).toBe('page=2');
    expect(edge.size).toBe(4);
  });

  it('keeps a URL asked for again over one asked for after it but not since', () => {
    const edge = new RequestEdge([SITE], [], 2);
    const two = edge.page(raw('/traening?page=2'), 'anonymous');
    const three = edge.page(raw('/traening?page=3'), 'anonymous');
    edge.page(raw('/traening?page=2'), 'anonymous');
    edge.page(raw('/traening?page=4'), 'anonymous');
    expect(edge.page(raw('/traening?page=2'), 'anonymous')).toBe(two);
    expect(edge.page(raw('/traening?page=3'), 'anonymous')).not.toBe(three);
  });

  it('builds very long URLs afresh instead of keeping them', () => {
    const edge = new RequestEdge([SITE]);
    const long = `/traening?s=${'x'.repeat(2000)}`;
    expect(edge.page(raw(long), 'anonymous')).toEqual(pageRequest(SITE, long, 'anonymous'));
    expect(edge.size).toBe(0);
  });
});
