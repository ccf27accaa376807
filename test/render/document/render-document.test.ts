import { describe, expect, it } from 'vitest';
import { consentBootstrapTag } from '../../../src/render/components/consent/consent-bootstrap';
import {
  documentHtml,
  errorPageDocument,
  renderDocument,
} from '../../../src/render/document/render-document';
import { chrome, image, meta, page, site, siteIndex, sitePage } from '../view-model.fixture';

const home = sitePage({ type: 'home', page: page() });

describe('renderDocument head', () => {
  it('sets <html lang> from the page meta', () => {
    expect(documentHtml(renderDocument(home, 2024))).toContain('<html lang="da-DK" ');
  });

  it("puts the browser scripts' words on <html> in the page's language", () => {
    expect(documentHtml(renderDocument(home, 2024))).toContain(
      '<html lang="da-DK" data-label-loading="Indlæser" data-label-offline="Du er offline. Noget indhold kan ikke hentes.">',
    );
  });

  it('writes title, description, canonical and robots', () => {
    const { head } = renderDocument(home, 2024);
    expect(head).toContain('<title>Forside | Woman</title>');
    expect(head).toContain('<meta name="description" content="Træning, mad og sundhed">');
    expect(head).toContain('<link rel="canonical" href="https://www.wom.dk/">');
    expect(head).toContain('<meta name="robots" content="index,follow">');
  });

  it('writes one hreflang alternate per meta alternate', () => {
    const { head } = renderDocument(home, 2024);
    expect(head).toContain('<link rel="alternate" hreflang="da-DK" href="https://www.wom.dk/">');
    expect(head).toContain(
      '<link rel="alternate" hreflang="sv-SE" href="https://www.womenshealth.se/">',
    );
    expect(head.match(/rel="alternate"/g)).toHaveLength(2);
  });

  it('leaves out canonical, robots and og:url when the meta has none', () => {
    const { head } = renderDocument(
      sitePage(home.view, { meta: { ...meta, canonical: null, robots: null } }),
      2024,
    );
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('name="robots"');
    expect(head).not.toContain('og:url');
  });

  it('writes the OpenGraph and Twitter basics', () => {
    const { head } = renderDocument(home, 2024);
    expect(head).toContain('<meta property="og:title" content="Forside | Woman">');
    expect(head).toContain('<meta property="og:description" content="Træning, mad og sundhed">');
    expect(head).toContain('<meta property="og:url" content="https://www.wom.dk/">');
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).toContain('<meta name="twitter:card" content="summary">');
  });

  it('asks the CDN for a 1200x630 crop around the focal point for og:image', () => {
    const { head } = renderDocument(
      sitePage(home.view, { meta: { ...meta, image: image() } }),
      2024,
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://images.wom.dk/wp-content/uploads/2024/03/squat.jpg?auto=compress,format&amp;w=1200&amp;h=630&amp;q=60&amp;fit=crop&amp;fp-x=0.5&amp;fp-y=0.35">',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('escapes text that would break out of an attribute or the title', () => {
    const hostile = {
      ...meta,
      title: '</title><script>x()</script>',
      description: '"><script>y()</script>',
    };
    const { head } = renderDocument(sitePage(home.view, { meta: hostile }), 2024);
    // The consent bootstrap is the one script a head has (allowed by its hash in the CSP).
    expect(head.replace(consentBootstrapTag(), '')).not.toContain('<script>');
    expect(head).toContain('&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;');
  });

  it('has the viewport and the brand colour as theme-color', () => {
    const { head } = renderDocument(home, 2024);
    expect(head).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(head).toContain('<meta name="theme-color" content="#b0154f">');
  });

  it('inlines the brand theme as CSS custom properties', () => {
    const { head } = renderDocument(home, 2024);
    expect(head).toMatch(
      /<style>html:root\{--color-primary:#b0154f;--color-primary-contrast:#ffffff;.*--font-heading:Georgia, "Times New Roman", serif;.*\}<\/style>/,
    );
  });
});

describe('documentHtml', () => {
  it('starts with the doctype and puts </head> and </body> on their own lines', () => {
    const html = documentHtml(renderDocument(home, 2024));
    expect(html.startsWith('<!doctype html>\n')).toBe(true);
    expect(html).toContain('\n</head>');
    expect(html).toContain('\n</body>');
  });

  it("names the site's tag manager on <html data-ga4>, and nothing when the site has none", () => {
    const tracked = sitePage(
      { type: 'home', page: page() },
      { chrome: { ...chrome, site: { ...site, trackingGa4: 'GTM-AB12"C' } } },
    );
    expect(documentHtml(renderDocument(tracked, 2024))).toMatch(
      /^<!doctype html>\n<html [^>]*data-ga4="GTM-AB12&quot;C">/,
    );
    expect(documentHtml(renderDocument(home, 2024))).not.toContain('data-ga4');
  });
});

describe('the site index document', () => {
  it('is in English and is kept out of search engines', () => {
    const parts = renderDocument(siteIndex, 2024);
    expect(parts.lang).toBe('en');
    expect(parts.head).toContain('<meta name="robots" content="noindex">');
  });
});

describe('errorPageDocument', () => {
  it('wraps a body with a minimal English head', () => {
    const parts = errorPageDocument('<main>x</main>');
    expect(parts.lang).toBe('en');
    expect(parts.head).toContain('<title>An error occurred while showing the error page</title>');
    expect(parts.body).toBe('<main>x</main>');
  });
});
