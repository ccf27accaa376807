import { describe, expect, it } from 'vitest';
import { edgeConfig } from '../../src/config/edge.config';

describe('edge config (EDGE_PURGE)', () => {
  it('is none by default', () => {
    expect(edgeConfig({})).toEqual({ purge: 'none' });
  });

  it('lists every Varnish to purge', () => {
    expect(
      edgeConfig({
        EDGE_PURGE: 'varnish',
        EDGE_VARNISH_URLS: 'http://10.0.0.5:6081/, http://10.0.0.6:6081',
      }),
    ).toEqual({ purge: 'varnish', varnishUrls: ['http://10.0.0.5:6081', 'http://10.0.0.6:6081'] });
  });

  it('names the missing key when a purger lacks what it needs', () => {
    expect(() => edgeConfig({ EDGE_PURGE: 'varnish' })).toThrow(/EDGE_VARNISH_URLS/);
    expect(() => edgeConfig({ EDGE_PURGE: 'fastly', FASTLY_API_TOKEN: 't' })).toThrow(
      /FASTLY_SERVICE_ID/,
    );
    expect(() => edgeConfig({ EDGE_PURGE: 'fastly', FASTLY_SERVICE_ID: 's' })).toThrow(
      /FASTLY_API_TOKEN/,
    );
  });

  it('refuses an unknown purger and a URL that is not http(s)', () => {
    expect(() => edgeConfig({ EDGE_PURGE: 'akamai' })).toThrow(/EDGE_PURGE must be one of/);
    expect(() => edgeConfig({ EDGE_PURGE: 'varnish', EDGE_VARNISH_URLS: 'ftp://varnish' })).toThrow(
      /EDGE_VARNISH_URLS must be an http\(s\) URL/,
    );
  });

  it('reads Fastly with the API address defaulting to Fastly', () => {
    expect(
      edgeConfig({ EDGE_PURGE: 'fastly', FASTLY_SERVICE_ID: 's', FASTLY_API_TOKEN: 't' }),
    ).toEqual({ purge: 'fastly', serviceId: 's', token: 't', apiUrl: 'https://api.fastly.com' });
  });
});
