import { describe, expect, it } from 'vitest';
import { siteLinks } from '../../../src/adapters/wordpress/wordpress-links';
import { iformSite, siblingOrigin, SITE_ORIGIN } from './content-api.harness';

describe('siteLinks: what the content API writes → links of the site that renders them', () => {
  const links = siteLinks(iformSite(), siblingOrigin);

  describe('href', () => {
    it.each([
      ['a path', '/traening/styrke', '/traening/styrke'],
      ['a path with query and hash', '/traening?side=2#top', '/traening?side=2#top'],
      ['the public host', 'https://iform.dk/traening/styrke', '/traening/styrke'],
      ['the public host with www', 'https://www.iform.dk/traening', '/traening'],
      ['the public host over http', 'http://iform.dk/traening', '/traening'],
      ['the public host, root', 'https://iform.dk', '/'],
      [
        'the API host with a double slash',
        'https://api.iform.dk//author/mette-kjaer',
        '/author/mette-kjaer',
      ],
      ['the admin host', 'https://admin.iform.dk/mad?x=1', '/mad?x=1'],
      ['another host', 'https://shop.iform.dk/abonnement', 'https://shop.iform.dk/abonnement'],
      ['another site', 'https://www.sst.dk/kost', 'https://www.sst.dk/kost'],
      ['a hash', '#servering', '#servering'],
      ['a mail address', 'mailto:redaktionen@iform.dk', 'mailto:redaktionen@iform.dk'],
      ['a phone number', 'tel:+4533333333', 'tel:+4533333333'],
    ])('keeps or rewrites %s', (_what, url, expected) => {
      expect(links.href(url)).toBe(expected);
    });

    it.each([
      ['nothing', null],
      ['blank', '  '],
      ['a script', 'javascript:alert(1)'],
      ['a script in capitals', ' JavaScript:alert(1)'],
      ['a data URL', 'data:text/html,<script>alert(1)</script>'],
      ['a mail address with markup', 'mailto:a@b.dk"><script>'],
    ])('answers no link for %s', (_what, url) => {
      expect(links.href(url)).toBeNull();
    });

    it('reads a protocol-relative URL as https, and rewrites it only when it is the site', () => {
      expect(links.href('//iform.dk/traening')).toBe('/traening');
      expect(links.href('//evil.example/x')).toBe('https://evil.example/x');
      expect(links.href('/\\evil.example')).toBeNull();
    });

    it('strips the path prefix of a content API that lives under one', () => {
      const prefixed = siteLinks(
        iformSite({
          upstreams: {
            ...iformSite().upstreams,
            contentApi: 'https://content.bonnier.cloud/iform-dk/',
            contentAdminApi: 'https://content.bonnier.cloud/iform-dk-admin',
          },
        }),
      );
      expect(prefixed.href('https://content.bonnier.cloud/iform-dk//author/x')).toBe('/author/x');
      expect(prefixed.href('https://content.bonnier.cloud/iform-dk')).toBe('/');
      expect(prefixed.href('https://content.bonnier.cloud/iform-dk-admin/mad')).toBe('/mad');
      expect(prefixed.href('https://content.bonnier.cloud/other-site/x')).toBe(
        'https://content.bonnier.cloud/other-site/x',
      );
    });

    it("recognises the hosts in the site's configuration", () => {
      const local = siteLinks(
        iformSite({
          siteDomain: 'http://ifo-dk.localhost:3000',
          hosts: ['ifo-dk.localhost', 'iform.dk'],
        }),
      );
      expect(local.href('https://iform.dk/traening')).toBe('/traening');
      expect(local.href('https://www.iform.dk/traening')).toBe('/traening');
      expect(local.canonical('https://iform.dk/traening')).toBe(
        'http://ifo-dk.localhost:3000/traening',
      );
    });
  });

  describe('sitePath (a field that always names a page of the site, e.g. author.url)', () => {
    it('takes the path whatever host is in front of it, with the double slash made single', () => {
      expect(links.sitePath('https://api.iform.dk//author/mette-kjaer')).toBe(
        '/author/mette-kjaer',
      );
      expect(links.sitePath('https://wp.internal.example//author/x?y=1')).toBe('/author/x?y=1');
      expect(links.sitePath('/author/x')).toBe('/author/x');
    });

    it('answers null for nothing and for what is not a web address', () => {
      expect(links.sitePath(null)).toBeNull();
      expect(links.sitePath('')).toBeNull();
      expect(links.sitePath('javascript:alert(1)')).toBeNull();
      expect(links.sitePath('mailto:a@iform.dk')).toBeNull();
    });
  });

  it('recognises the api. and admin. hosts of the public host when the API is reached elsewhere', () => {
    const internal = siteLinks(
      iformSite({
        upstreams: {
          ...iformSite().upstreams,
          contentApi: 'http://wordpress.internal:8080/ifo-dk',
          contentAdminApi: 'http://wordpress.internal:8080/ifo-dk-admin',
        },
      }),
    );
    expect(internal.href('https://api.iform.dk//author/x')).toBe('/author/x');
    expect(internal.href('https://admin.iform.dk/mad')).toBe('/mad');
    expect(internal.href('http://wordpress.internal:8080/ifo-dk/traening')).toBe('/traening');
    expect(internal.href('https://api.other.dk/x')).toBe('https://api.other.dk/x');
  });

  describe('canonical', () => {
    it("puts an upstream address of the site on the site's own origin", () => {
      expect(links.canonical('https://iform.dk/traening/styrke/fem-ovelser')).toBe(
        `${SITE_ORIGIN}/traening/styrke/fem-ovelser`,
      );
      expect(links.canonical('https://iform.dk/')).toBe(`${SITE_ORIGIN}/`);
      expect(links.canonical('/tags/squat')).toBe(`${SITE_ORIGIN}/tags/squat`);
      expect(links.canonical('https://api.iform.dk//author/x')).toBe(`${SITE_ORIGIN}/author/x`);
    });

    it('keeps another site as it is, and answers null for nothing', () => {
      expect(links.canonical('https://iform.se/traning')).toBe('https://iform.se/traning');
      expect(links.canonical(null)).toBeNull();
      expect(links.canonical('')).toBeNull();
    });
  });

  describe('translation', () => {
    it("sends the site's own language to its own origin", () => {
      expect(links.translation('da', 'https://iform.dk/traening')).toBe(`${SITE_ORIGIN}/traening`);
    });

    it('sends another language to the sibling site of the brand, path kept', () => {
      expect(links.translation('sv', 'https://iform.se/traning/styrka?x=1')).toBe(
        'https://www.iform.se/traning/styrka?x=1',
      );
    });

    it('sends the own language in any locale spelling to the own origin, whatever port the API wrote', () => {
      expect(links.translation('da-DK', 'http://iform.dk:3000/traening')).toBe(
        `${SITE_ORIGIN}/traening`,
      );
      expect(siteLinks(iformSite()).translation('DA_dk', 'https://api.iform.dk//traening')).toBe(
        `${SITE_ORIGIN}/traening`,
      );
    });

    it('asks for the Norwegian sibling by nb when the API writes no or nn', () => {
      const asked: string[] = [];
      const norwegian = siteLinks(iformSite(), (_site, language) => {
        asked.push(language);
        return language === 'nb' ? 'https://www.iform.no' : null;
      });
      expect(norwegian.translation('no', 'http://iform.no:3000/trening')).toBe(
        'https://www.iform.no/trening',
      );
      expect(norwegian.translation('nn-NO', 'https://iform.no/trening')).toBe(
        'https://www.iform.no/trening',
      );
      expect(asked).toEqual(['nb', 'nb']);
    });

    it('keeps a language without a sibling as written', () => {
      expect(links.translation('nb', 'https://iform.no/trening')).toBe('https://iform.no/trening');
      expect(siteLinks(iformSite()).translation('sv', 'https://iform.se/traning')).toBe(
        'https://iform.se/traning',
      );
    });
  });

  describe('markdown', () => {
    it('rewrites links to the site, keeping the attribute JSON, and leaves other links alone', () => {
      const body =
        'Læs [kostrådene](https://www.sst.dk/kost {"target":"_blank"}) og ' +
        '[vores test](https://iform.dk/mad/test {"title":"Test","rel":"nofollow"}), ' +
        '[forsiden]( https://www.iform.dk/ ) og ~kilde~.';
      expect(links.markdown(body)).toBe(
        'Læs [kostrådene](https://www.sst.dk/kost {"target":"_blank"}) og ' +
          '[vores test](/mad/test {"title":"Test","rel":"nofollow"}), ' +
          '[forsiden]( / ) og ~kilde~.',
      );
    });
  });
});
