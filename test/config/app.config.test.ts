import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/app.config';

const repo = process.cwd();
const read = (path: string): string => readFileSync(path, 'utf8');

function fileReader(files: Record<string, string>): (path: string) => string {
  return (path) => {
    const found = Object.entries(files).find(([name]) => path.endsWith(name));
    if (found === undefined) throw new Error(`ENOENT: ${path}`);
    return found[1];
  };
}

const embedded = JSON.parse(read('sandbox/sites.json')) as { brands: { WOM: { theme: object } } };
const brand = { name: 'WOM', logoUrl: null, theme: embedded.brands.WOM.theme };

function sitesFile(sites: object[]): string {
  return JSON.stringify({ brands: { WOM: brand }, sites });
}

const site = (id: string, market: string, extra: object = {}): object => ({
  id,
  brandCode: 'WOM',
  market,
  hosts: [`${id}.localhost`],
  siteDomain: `http://${id}.localhost:3000`,
  subscriptionUrl: `https://shop.example/${id}`,
  shareImage: `https://images.example/${id}/share.jpg`,
  upstreams: { contentApi: `http://127.0.0.1:4100/${id}` },
  ...extra,
});

describe('loadConfig', () => {
  it('loads the embedded sites file by default: WOM in five markets and COS in two', () => {
    const config = loadConfig({}, repo, read);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.metricsPort).toBe(9464);
    expect(config.sites.map((s) => s.id)).toEqual([
      'wom-dk',
      'wom-se',
      'wom-no',
      'wom-fi',
      'wom-nl',
      'cos-dk',
      'cos-se',
    ]);
    const se = config.sites[1];
    expect(se?.locale).toBe('sv-SE');
    expect(se?.brandPrefix).toBe('bse');
    expect(se?.upstreams.contentApi).toBe('http://127.0.0.1:4100/wom-se');
  });

  it('honours PORT and HOST and interpolates them into the sites file', () => {
    const config = loadConfig(
      { PORT: '8080', HOST: '0.0.0.0', SANDBOX_ORIGIN: 'http://10.0.0.5:9000' },
      repo,
      read,
    );
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.sites[0]?.siteDomain).toBe('http://wom-dk.localhost:8080');
    expect(config.sites[0]?.upstreams.contentApi).toBe('http://10.0.0.5:9000/wom-dk');
  });

  it('names the key when a port is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, repo, read)).toThrow(/PORT must be a port number/);
  });

  it('trusts no proxy unless TRUST_PROXY names one, in production too', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, repo, read).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }, repo, read).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }, repo, read).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' }, repo, read)).toThrow(/TRUST_PROXY/);
  });

  describe('the sign-up endpoint and SIGNUP_API_KEY', () => {
    const withSignup = fileReader({
      'sites.json': sitesFile([
        site('wom-dk', 'dk', {
          upstreams: {
            contentApi: 'http://127.0.0.1:4100/wom-dk',
            signup: 'https://signup.example/users',
          },
        }),
      ]),
    });

    it('stops the start naming SIGNUP_API_KEY when a site has an endpoint and no key is set', () => {
      expect(() => loadConfig({ SITES_FILE: 'sites.json' }, '/etc', withSignup)).toThrow(
        /SIGNUP_API_KEY is not set, but site wom-dk sends sign-ups to upstreams\.signup/,
      );
    });

    it('names SIGNUP_API_KEY when the key is no header value', () => {
      expect(() =>
        loadConfig({ SITES_FILE: 'sites.json', SIGNUP_API_KEY: 'two words' }, '/etc', withSignup),
      ).toThrow(/SIGNUP_API_KEY must be 8 to 512 visible ASCII characters/);
    });

    it('keeps the endpoint and the key when both are set', () => {
      const config = loadConfig(
        { SITES_FILE: 'sites.json', SIGNUP_API_KEY: 'a-long-enough-key' },
        '/etc',
        withSignup,
      );
      expect(config.signupApiKey).toBe('a-long-enough-key');
      expect(config.sites[0]?.upstreams.signup).toBe('https://signup.example/users');
    });

    it('gives the embedded sites the sandbox endpoint only when npm start names it', () => {
      expect(loadConfig({}, repo, read).sites.map((s) => s.upstreams.signup)).toEqual(
        Array.from({ length: 7 }, () => null),
      );
      const started = loadConfig(
        {
          SANDBOX_SIGNUP_URL: 'http://127.0.0.1:4100/services/signup/users',
          SIGNUP_API_KEY: 'sandbox-signup-key',
        },
        repo,
        read,
      );
      expect(new Set(started.sites.map((s) => s.upstreams.signup))).toEqual(
        new Set(['http://127.0.0.1:4100/services/signup/users']),
      );
    });
  });

  it('names the key and the field when a site has a bad upstream URL', () => {
    const files = fileReader({
      'sites.json': sitesFile([site('wom-dk', 'dk', { upstreams: { contentApi: 'not a url' } })]),
    });
    expect(() => loadConfig({ SITES_FILE: 'sites.json' }, '/etc', files)).toThrow(
      /sites\.0\.upstreams\.contentApi/,
    );
  });

  it('gives every embedded site the address where its readers subscribe', () => {
    const config = loadConfig({}, repo, read);
    for (const each of config.sites) expect(each.subscriptionUrl).toMatch(/^https:\/\/shop\./);
  });

  it('names subscriptionUrl when a site lacks it, and when it is not an http(s) URL', () => {
    const without = { ...(site('wom-dk', 'dk') as Record<string, unknown>) };
    delete without.subscriptionUrl;
    const missing = fileReader({ 'sites.json': sitesFile([without]) });
    expect(() => loadConfig({ SITES_FILE: 'sites.json' }, '/etc', missing)).toThrow(
      /SITES_FILE\(sites\.json\)\.sites\.0\.subscriptionUrl is required/,
    );
    for (const bad of ['javascript:alert(1)', 'shop.example', 42]) {
      const files = fileReader({
        'sites.json': sitesFile([site('wom-dk', 'dk', { subscriptionUrl: bad })]),
      });
      expect(() => loadConfig({ SITES_FILE: 'sites.json' }, '/etc', files)).toThrow(
        /sites\.0\.subscriptionUrl must be an http\(s\) URL/,
      );
    }
  });

  it("gives every embedded site its brand's share card on the sandbox image CDN", () => {
    const config = loadConfig({ SANDBOX_CDN_ORIGIN: 'http://127.0.0.1:4510' }, repo, read);
    expect(config.sites.map((each) => each.shareImage)).toEqual([
      'http://127.0.0.1:4510/brand/wom/share.jpg',
      'http://127.0.0.1:4510/brand/wom/share.jpg',
      'http://127.0.0.1:4510/brand/wom/share.jpg',
      'http://127.0.0.1:4510/brand/wom/share.jpg',
      'http://127.0.0.1:4510/brand/wom/share.jpg',
      'http://127.0.0.1:4510/brand/cos/share.jpg',
      'http://127.0.0.1:4510/brand/cos/share.jpg',
    ]);
  });

  it('names shareImage when a site lacks it, and when it is not an http(s) URL', () => {
    const without = { ...(site('wom-dk', 'dk') as Record<string, unknown>) };
    delete without.shareImage;
    const missing = fileReader({ 'sites.json': sitesFile([without]) });
    expect(() => loadConfig({ SITES_FILE: 'sites.json' }, '/etc', missing)).toThrow(
      /SITES_FILE\(sites\.json\)\.sites\.0\.shareImage is required/,
    );
    for (const bad of ['javascript:alert(1)', 'share.jpg', null]) {
      const files = fileReader({
        'sites.json': sitesFile([site('wom-dk', 'dk', { shareImage: bad })]),
      });
      expect(() => loadConfig({ SITES_FILE: 'sites.json' }, '/etc', files)).toThrow(
        /sites\.0\.shareImage must be the http\(s\) URL of a 1200x630 image/,
      );
    }
  });

  it('lets SHARE_IMAGE_URL override the share image, and checks it', () => {
    const files = fileReader({ 'sites.json': sitesFile([site('wom-dk', 'dk')]) });
    expect(loadConfig({ SITES_FILE: 'sites.json' }, '/etc', files).sites[0]?.shareImage).toBe(
      'https://images.example/wom-dk/share.jpg',
    );
    const overridden = loadConfig(
      { SITES_FILE: 'sites.json', SHARE_IMAGE_URL: 'https://cdn.wom.dk/share.jpg' },
      '/etc',
      files,
    );
    expect(overridden.sites[0]?.shareImage).toBe('https://cdn.wom.dk/share.jpg');
    expect(() =>
      loadConfig({ SITES_FILE: 'sites.json', SHARE_IMAGE_URL: 'share.jpg' }, '/etc', files),
    ).toThrow(/SHARE_IMAGE_URL must be an http\(s\) URL/);
  });

  it('accepts null for a site that sells no subscription, and SUBSCRIPTION_URL overrides it', () => {
    const files = fileReader({
      'sites.json': sitesFile([site('wom-dk', 'dk', { subscriptionUrl: null })]),
    });
    expect(loadConfig({ SITES_FILE: 'sites.json' }, '/etc', files).sites[0]?.subscriptionUrl).toBe(
      null,
    );
    const overridden = loadConfig(
      { SITES_FILE: 'sites.json', SUBSCRIPTION_URL: 'https://shop.wom.dk/abonnement' },
      '/etc',
      files,
    );
    expect(overridden.sites[0]?.subscriptionUrl).toBe('https://shop.wom.dk/abonnement');
    expect(() =>
      loadConfig({ SITES_FILE: 'sites.json', SUBSCRIPTION_URL: 'ftp://shop' }, '/etc', files),
    ).toThrow(/SUBSCRIPTION_URL must be an http\(s\) URL/);
  });

  it('names a variable the sites file uses but the environment lacks', () => {
    const files = fileReader({
      'sites.json': sitesFile([
        site('wom-dk', 'dk', { upstreams: { contentApi: '${CONTENT_ORIGIN}/x' } }),
      ]),
    });
    expect(() => loadConfig({ SITES_FILE: 'sites.json' }, '/etc', files)).toThrow(
      /CONTENT_ORIGIN is not set/,
    );
  });

  it('refuses two sites on one host', () => {
    const files = fileReader({
      'sites.json': sitesFile([
        site('wom-dk', 'dk'),
        site('wom-se', 'se', { hosts: ['wom-dk.localhost'] }),
      ]),
    });
    expect(() => loadConfig({ SITES_FILE: 'sites.json' }, '/etc', files)).toThrow(
      /repeats wom-dk\.localhost/,
    );
  });

  it('lets environment keys override the one site of a single-site file', () => {
    const files = fileReader({ 'sites.json': sitesFile([site('wom-dk', 'dk')]) });
    const config = loadConfig(
      {
        SITES_FILE: 'sites.json',
        ENABLE_AUTH: 'true',
        USERPOOL_ID: 'eu-west-1_pool',
        USERPOOL_WEB_CLIENT_ID: 'client',
        IMG_CDN_DOMAIN: 'images.wom.dk',
        IMAGE_PROTECTION: '1',
        TRACKING_GA_VER_4: 'G-123',
      },
      '/etc',
      files,
    );
    const [only] = config.sites;
    expect(only?.auth.enabled).toBe(true);
    expect(only?.imgCdnDomain).toBe('images.wom.dk');
    expect(only?.imageProtection).toBe(true);
    expect(only?.trackingGa4).toBe('G-123');
  });

  it('stops the start when sign-in is on without a user pool or app client, naming the key', () => {
    const files = fileReader({ 'sites.json': sitesFile([site('wom-dk', 'dk')]) });
    expect(() =>
      loadConfig({ SITES_FILE: 'sites.json', ENABLE_AUTH: 'true' }, '/etc', files),
    ).toThrow(
      /USERPOOL_ID \(or sites\[id=wom-dk\]\.auth\.userPoolId\) is required: sign-in is on for wom-dk/,
    );
    expect(() =>
      loadConfig(
        { SITES_FILE: 'sites.json', ENABLE_AUTH: 'true', USERPOOL_ID: 'eu-west-1_pool' },
        '/etc',
        files,
      ),
    ).toThrow(/USERPOOL_WEB_CLIENT_ID .* is required/);
    const enabledInFile = fileReader({
      'sites.json': sitesFile([
        { ...site('wom-dk', 'dk'), auth: { enabled: true, userPoolId: 'eu-west-1_pool' } },
        site('wom-se', 'se'),
      ]),
    });
    expect(() => loadConfig({ SITES_FILE: 'sites.json' }, '/etc', enabledInFile)).toThrow(
      /sites\[id=wom-dk\]\.auth\.userPoolWebClientId is required/,
    );
  });

  it('refuses single-site overrides on a multi-site file', () => {
    expect(() => loadConfig({ ENABLE_AUTH: 'true' }, repo, read)).toThrow(
      /ENABLE_AUTH overrides a single-site deployment/,
    );
  });

  it('names a boolean key that is neither true nor false', () => {
    const files = fileReader({ 'sites.json': sitesFile([site('wom-dk', 'dk')]) });
    expect(() =>
      loadConfig({ SITES_FILE: 'sites.json', ENABLE_AUTH: 'maybe' }, '/etc', files),
    ).toThrow(/ENABLE_AUTH must be true or false/);
  });

  it('builds a single site from the environment alone', () => {
    const config = loadConfig(
      {
        BRAND_CODE: 'COS',
        MARKET: 'se',
        SITE_DOMAIN: 'https://www.cos.se',
        CONTENT_API_URL: 'https://api.cos.se',
      },
      '/nowhere',
      () => {
        throw new Error('no file');
      },
    );
    expect(config.sites).toHaveLength(1);
    expect(config.sites[0]).toMatchObject({
      id: 'cos-se',
      brandCode: 'COS',
      market: 'se',
      locale: 'sv-SE',
      hosts: ['www.cos.se'],
      shareImage: null,
    });
    const withImage = loadConfig(
      {
        BRAND_CODE: 'COS',
        MARKET: 'se',
        SITE_DOMAIN: 'https://www.cos.se',
        CONTENT_API_URL: 'https://api.cos.se',
        SHARE_IMAGE_URL: 'https://images.cos.se/share.jpg',
      },
      '/nowhere',
      read,
    );
    expect(withImage.sites[0]?.shareImage).toBe('https://images.cos.se/share.jpg');
  });

  it('names the missing key of an environment-only site', () => {
    expect(() => loadConfig({ BRAND_CODE: 'COS', MARKET: 'se' }, '/nowhere', read)).toThrow(
      /SITE_DOMAIN is required/,
    );
  });
});
