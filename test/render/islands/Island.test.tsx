import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island } from '../../../src/render/islands/Island';
import type { LoadMoreProps } from '../../../src/render/islands/LoadMore.island';

const props: LoadMoreProps = {
  kind: 'tag',
  id: 5,
  page: 1,
  perPage: 12,
  totalPages: 4,
  columns: 4,
  headingLevel: 2,
  language: 'sv',
  images: { imageHost: null, imgCdnDomain: null },
  strings: { 'teaser_list.load_more': 'Visa fler', 'teaser_list.no_more': 'Inga fler' },
};

describe('Island', () => {
  const html = renderToString(<Island name="LoadMore" hydrate="idle" props={props} />);

  it('marks the island with its name, props and hydration moment', () => {
    expect(html).toMatch(
      /^<div class="island" data-island="LoadMore" data-island-props="[^"]+" data-hydrate="idle">/,
    );
  });

  it('serialises the props as JSON', () => {
    const json = /data-island-props="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json.replace(/&quot;/g, '"'))).toEqual(props);
  });

  it('renders the island server HTML inside the marker', () => {
    expect(html).toContain(
      '<a class="button load-more__button" href="?page=2" rel="next">Visa fler</a>',
    );
  });
});

describe('LoadMore on the server', () => {
  it('renders a disabled button when no page remains', () => {
    const html = renderToString(
      <Island name="LoadMore" hydrate="visible" props={{ ...props, page: 4 }} />,
    );
    expect(html).toContain(
      '<button class="button load-more__button" type="button" disabled="">Inga fler</button>',
    );
  });
});
