import { describe, expect, it } from 'vitest';
import { contractNotFoundPage } from '../contract-content.fixture';
import { sitePage, teaser } from '../view-model.fixture';
import { count, renderBody } from '../render-body';

describe('the not-found view', () => {
  const popular = [1, 2, 3, 4, 5, 6].map((id) => teaser(id));
  const html = renderBody(sitePage({ type: 'not-found', popular, page: null }));

  it('has a translated title and description', () => {
    expect(html).toContain('<h1 class="status-page__title">Siden blev ikke fundet</h1>');
    expect(html).toContain('Prøv at søge');
  });

  it('has a search form', () => {
    expect(html).toContain('action="/search"');
  });

  it('lists the popular teasers as a numbered toplist', () => {
    expect(html).toContain('<ol class="toplist">');
    expect(count(html, 'class="toplist__item"')).toBe(6);
  });

  it('has a banner slot', () => {
    expect(html).toContain('class="banner banner--middle-banner"');
  });
});

describe("the not-found view with the site's own 404 page", () => {
  const popular = [1, 2, 3].map((id) => teaser(id));
  const notFoundPage = contractNotFoundPage;
  const html = renderBody(sitePage({ type: 'not-found', popular, page: notFoundPage }));

  it('uses the page title as the only heading of the page', () => {
    expect(html).toContain('<h1 class="status-page__title">Siden blev ikke fundet</h1>');
    expect(count(html, '<h1')).toBe(1);
  });

  it('shows the page text as paragraphs instead of the built-in description', () => {
    expect(html).toContain(
      '<p>Beklager – vi kunne ikke finde den side, du ledte efter.</p>\n<p>Prøv at søge herunder, eller læs vores mest populære artikler.</p>',
    );
    expect(html).not.toContain('Siden er måske flyttet');
    expect(html).not.toContain('\r');
  });

  it('puts the text above the search form and the popular list', () => {
    expect(html.indexOf('Beklager')).toBeGreaterThan(html.indexOf('status-page__title'));
    expect(html.indexOf('Beklager')).toBeLessThan(html.indexOf('action="/search"'));
    expect(html.indexOf('action="/search"')).toBeLessThan(html.indexOf('<ol class="toplist">'));
  });

  it('keeps the built-in text when the page has none, and the page title', () => {
    const bare = renderBody(
      sitePage({
        type: 'not-found',
        popular,
        page: { ...notFoundPage, title: 'Hov!', body: null },
      }),
    );
    expect(bare).toContain('<h1 class="status-page__title">Hov!</h1>');
    expect(bare).toContain('Siden er måske flyttet');
  });
});

describe('the error view', () => {
  it('shows a translated title and description', () => {
    const html = renderBody(sitePage({ type: 'error', statusCode: 500, message: null }));
    expect(html).toContain('<h1 class="status-page__title">Der opstod en fejl</h1>');
    expect(html).toContain('Vi kunne ikke vise siden lige nu.');
  });

  it('hides the message when it is null', () => {
    const html = renderBody(sitePage({ type: 'error', statusCode: 500, message: null }));
    expect(html).not.toContain('status-page__message');
    expect(html).not.toContain('Detaljer');
  });

  it('shows the message when there is one', () => {
    const html = renderBody(
      sitePage({ type: 'error', statusCode: 500, message: 'TypeError: <x> is undefined' }),
    );
    expect(html).toContain(
      '<pre class="status-page__message">TypeError: &lt;x&gt; is undefined</pre>',
    );
  });
});
