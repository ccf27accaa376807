import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scriptHash, securityHeaderSets } from '../../src/adapters/http/security-headers';
import { RendererMarkup } from '../../src/adapters/render/reader-markup';
import { CONSENT_BOOTSTRAP_SCRIPT } from '../../src/render/components/consent/consent-bootstrap';
import {
  ALL_GRANTED,
  CONSENT_DIALOG_ID,
  NECESSARY_ONLY,
  choiceFromCookies,
  consentModeState,
  parseChoice,
  serializeChoice,
  type ConsentChoice,
} from '../../src/render/components/consent/consent-choice';
import { renderDocument } from '../../src/render/document/render-document';
import type { PageView } from '../../src/domain/page/view-model.types';
import { article, chrome, page, site, sitePage, textWidget } from './view-model.fixture';
import { siteFixture } from '../fakes/domain-builders';
import { count, renderBody } from './render-body';

const HOME: PageView = { type: 'home', page: page() };

interface BootstrapRun {
  readonly attributes: Record<string, string>;
  readonly dataLayer: unknown[][];
}

/** Runs the head bootstrap as a browser would, with `cookie` as `document.cookie`. */
function runBootstrap(cookie: string): BootstrapRun {
  const attributes: Record<string, string> = {};
  const dataLayer: unknown[] = [];
  const window: Record<string, unknown> = { dataLayer };
  const document = {
    cookie,
    documentElement: {
      setAttribute: (name: string, value: string) => {
        attributes[name] = value;
      },
    },
  };
  window.window = window;
  runInNewContext(CONSENT_BOOTSTRAP_SCRIPT, {
    window,
    document,
  });
  return {
    attributes,
    dataLayer: dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>)),
  };
}

describe('the consent choice', () => {
  it('round-trips through the cookie value', () => {
    const some: ConsentChoice = { statistics: true, marketing: false, personalisation: true };
    for (const choice of [ALL_GRANTED, NECESSARY_ONLY, some])
      expect(parseChoice(serializeChoice(choice))).toEqual(choice);
    expect(serializeChoice(NECESSARY_ONLY)).toBe('v1');
    expect(serializeChoice(ALL_GRANTED)).toBe('v1.statistics.marketing.personalisation');
  });

  it('reads no choice from another version or an unknown purpose', () => {
    expect(parseChoice('v0.marketing')).toBeNull();
    expect(parseChoice('v1.everything')).toBeNull();
    expect(parseChoice('')).toBeNull();
    expect(choiceFromCookies('a=1; cookie_consent=v1.marketing; b=2')).toEqual({
      statistics: false,
      marketing: true,
      personalisation: false,
    });
    expect(choiceFromCookies('not_cookie_consent=v1.marketing')).toBeNull();
  });

  it('maps purposes to the Consent Mode v2 signals', () => {
    expect(consentModeState(ALL_GRANTED)).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
    expect(consentModeState({ statistics: true, marketing: false, personalisation: true })).toEqual(
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      },
    );
  });
});

describe('the head bootstrap', () => {
  it('denies everything by default and marks a first visit as unset', () => {
    const run = runBootstrap('other=1');
    expect(run.attributes).toEqual({
      'data-consent': 'unset',
      'data-consent-statistics': 'denied',
      'data-consent-marketing': 'denied',
      'data-consent-personalisation': 'denied',
    });
    expect(run.dataLayer).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 500,
        },
      ],
    ]);
  });

  it('reads a stored choice as consent-choice.ts does and sends it as an update', () => {
    const choices: ConsentChoice[] = [
      ALL_GRANTED,
      NECESSARY_ONLY,
      { statistics: false, marketing: true, personalisation: false },
      { statistics: true, marketing: false, personalisation: true },
    ];
    for (const choice of choices) {
      const run = runBootstrap(`x=1; cookie_consent=${serializeChoice(choice)}; y=2`);
      expect(run.attributes['data-consent']).toBe('set');
      expect(run.attributes['data-consent-marketing']).toBe(
        choice.marketing ? 'granted' : 'denied',
      );
      expect(run.attributes['data-consent-statistics']).toBe(
        choice.statistics ? 'granted' : 'denied',
      );
      expect(run.dataLayer[1]).toEqual(['consent', 'update', consentModeState(choice)]);
    }
  });

  it('is the first script of a site page and allowed by its hash in the CSP', () => {
    const { head } = renderDocument(sitePage(HOME), 2024);
    expect(head).toContain(`<script>${CONSENT_BOOTSTRAP_SCRIPT}</script>`);
    expect(head.indexOf('<script>')).toBeLessThan(head.indexOf('<title>'));
    const hash = scriptHash(CONSENT_BOOTSTRAP_SCRIPT);
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    const headers = securityHeaderSets([siteFixture()], new RendererMarkup().inlineScripts);
    for (const set of [headers.http, headers.https])
      expect(set['content-security-policy']).toMatch(
        new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}[ ;]`),
      );
  });

  it('holds first paint until the dialog, first in the body, and the header are parsed', () => {
    const { head, body } = renderDocument(sitePage(HOME), 2024);
    expect(head).toContain('<link rel="expect" href="#main-content" blocking="render">');
    const dialog = body.indexOf(`id="${CONSENT_DIALOG_ID}"`);
    expect(dialog).toBeGreaterThan(-1);
    expect(dialog).toBeLessThan(body.indexOf('<header'));
    // The element the head waits for starts after the dialog and the header.
    expect(body.indexOf('</header>')).toBeLessThan(body.indexOf('<main id="main-content"'));
  });
});

describe('the consent dialog and the footer', () => {
  it('renders the dialog in the site language with accept all, necessary only and settings', () => {
    const html = renderBody(sitePage(HOME));
    expect(html).toContain('id="cookie-settings"');
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-labelledby="consent-title"');
    expect(html).toContain('>Accepter alle</button>');
    expect(html).toContain('>Kun nødvendige</button>');
    expect(html).toContain('>Indstillinger</summary>');
    for (const purpose of ['statistics', 'marketing', 'personalisation'])
      expect(html).toContain(`data-consent-purpose="${purpose}"`);
    // The same HTML for every reader: no choice is rendered into the page.
    expect(html).not.toMatch(/consent-(statistics|marketing|personalisation)"[^>]*checked/);
  });

  it('links "Cookie settings" to the dialog and the privacy page from the footer', () => {
    const html = renderBody(sitePage(HOME));
    expect(html).toMatch(
      /<a class="footer-legal__link" href="#cookie-settings" data-consent-open="" aria-controls="cookie-settings">Cookieindstillinger<\/a>/,
    );
    expect(html).toContain('<a class="footer-legal__link" href="/cookiepolitik">');
    expect(count(html, '<footer')).toBe(1);
    // The dialog is not in the footer: it opens the page.
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect(footer).not.toContain('id="cookie-settings"');
    expect(count(html, 'id="cookie-settings"')).toBe(1);
  });

  it('links the privacy page once when the footer menu has it already', () => {
    const menus = {
      ...chrome.menus,
      footer: [
        {
          id: 1,
          title: 'Cookiepolitik',
          url: '/cookiepolitik',
          target: null,
          rel: null,
          children: [],
        },
      ],
    };
    const html = renderBody(sitePage(HOME, { chrome: { ...chrome, menus } }));
    expect(count(html, 'href="/cookiepolitik"')).toBe(1);
  });

  it('puts footer items with children in their own column', () => {
    const child = (id: number, title: string) => ({
      id,
      title,
      url: `/${title.toLowerCase()}`,
      target: null,
      rel: null,
      children: [],
    });
    const menus = {
      ...chrome.menus,
      footer: [
        { ...child(1, 'Udforsk'), children: [child(2, 'Træning'), child(3, 'Mad')] },
        child(4, 'Kontakt'),
      ],
    };
    const html = renderBody(sitePage(HOME, { chrome: { ...chrome, menus } }));
    expect(count(html, 'class="footer-menu__column"')).toBe(2);
    expect(html).toContain('<h2 class="footer-menu__heading">Information</h2>');
    expect(html).toContain('<a class="footer-menu__link" href="/træning">Træning</a>');
  });

  it('tells the browser where the house ads are, from the site image host', () => {
    const withHost = renderBody(
      sitePage(HOME, {
        chrome: { ...chrome, site: { ...site, imageHost: 'http://127.0.0.1:4100' } },
      }),
    );
    expect(withHost).toContain(
      `data-house-ads="http://127.0.0.1:4100/wp-content/uploads/house-ads/${site.brandCode.toLowerCase()}/da"`,
    );
    const without = renderBody(
      sitePage(HOME, { chrome: { ...chrome, site: { ...site, imageHost: null } } }),
    );
    expect(without).not.toContain('data-house-ads');
  });
});

describe('banner slots', () => {
  const plainTags = article().tags.filter((tag) => tag.name !== 'Content Marketing');
  const widgets = [0, 1, 2, 3, 4, 5].map((index) => textWidget(`Afsnit ${String(index)}`, index));

  it("render the same labelled slot for every reader, holding the site's house ad from the start", () => {
    const html = renderBody(
      sitePage({ type: 'article', article: article({ tags: plainTags, widgets }) }),
    );
    const base = `http://127.0.0.1:4100/wp-content/uploads/house-ads/${site.brandCode.toLowerCase()}/da`;
    expect(html).toContain(
      `<aside class="banner banner--panorama" aria-label="Annonce" data-banner="panorama" data-banner-state="pending" data-banner-fill="house"><span class="banner__label" aria-hidden="true">Annonce</span><div class="banner__creative" data-banner-creative=""><picture><source media="(min-width: 1024px)" srcSet="${base}/panorama-wide.svg" width="970" height="250"/><source media="(min-width: 768px)" srcSet="${base}/panorama-rect.svg" width="300" height="250"/><img class="banner__house-ad" src="${base}/panorama-square.svg" alt="Annonce fra ${site.brandName}" width="320" height="320" loading="lazy" decoding="async"/></picture></div></aside>`,
    );
    // The overlaying rich-media slot is only for an ad stack: no house ad.
    expect(html).toMatch(
      /data-banner="rich_media_premium" data-banner-state="pending"><span class="banner__label" aria-hidden="true">Annonce<\/span><div class="banner__creative" data-banner-creative=""><\/div>/,
    );
  });

  it('comes after the headline and the lead image on an article', () => {
    const html = renderBody(
      sitePage({ type: 'article', article: article({ tags: plainTags, widgets }) }),
    );
    const panorama = html.indexOf('data-banner="panorama"');
    expect(panorama).toBeGreaterThan(html.indexOf('class="article__title"'));
    expect(panorama).toBeGreaterThan(html.indexOf('class="article__lead-image"'));
    expect(html.indexOf('class="article__lead-image"')).toBeGreaterThan(0);
  });

  it('stays an empty labelled slot when the site has no image host for house ads', () => {
    const html = renderBody(
      sitePage(
        { type: 'article', article: article({ tags: plainTags, widgets }) },
        { chrome: { ...chrome, site: { ...site, imageHost: null } } },
      ),
    );
    expect(html).toContain(
      '<span class="banner__label" aria-hidden="true">Annonce</span><div class="banner__creative" data-banner-creative=""></div></aside>',
    );
    expect(html).not.toContain('banner__house-ad');
  });
});
