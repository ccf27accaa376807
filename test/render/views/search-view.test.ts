import { describe, expect, it } from 'vitest';
import { sitePage, teaser } from '../view-model.fixture';
import { renderBody } from '../render-body';

const results = {
  query: 'squat',
  teasers: [teaser(1), teaser(2)],
  pagination: { page: 1, perPage: 10, total: 12, totalPages: 2 },
  facets: [],
};

describe('the search view', () => {
  it('has a GET form to /search with the term in s', () => {
    const html = renderBody(sitePage({ type: 'search', query: 'squat', results }));
    expect(html).toContain(
      '<form class="search-form" role="search" action="/search" method="get">',
    );
    const input = /<input class="search-form__input"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('type="search"');
    expect(input).toContain('name="s"');
    expect(input).toContain('value="squat"');
  });

  it('shows the count and the results', () => {
    const html = renderBody(sitePage({ type: 'search', query: 'squat', results }));
    expect(html).toContain('12 resultater for “squat”');
    expect(html).toContain('href="/traening/styrke/teaser-1"');
  });

  it('links to the next page of results', () => {
    expect(renderBody(sitePage({ type: 'search', query: 'squat', results }))).toContain(
      'href="/search?s=squat&amp;page=2" rel="next"',
    );
  });

  it('shows an empty state when nothing was found', () => {
    const html = renderBody(
      sitePage({ type: 'search', query: 'xyz', results: { ...results, teasers: [] } }),
    );
    expect(html).toContain('Ingen resultater for “xyz”');
  });

  it('asks for a term when there is none', () => {
    const html = renderBody(sitePage({ type: 'search', query: '', results: null }));
    expect(html).toContain('Hvad leder du efter?');
  });
});
