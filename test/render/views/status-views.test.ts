import { describe, expect, it } from 'vitest';
import { sitePage, teaser } from '../view-model.fixture';
import { count, renderBody } from '../render-body';

describe('the not-found view', () => {
  const popular = [1, 2, 3, 4, 5, 6].map((id) => teaser(id));
  const html = renderBody(sitePage({ type: 'not-found', popular }));

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
