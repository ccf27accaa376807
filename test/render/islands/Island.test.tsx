import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island } from '../../../src/render/islands/Island';
import type { LoadMoreProps } from '../../../src/render/islands/LoadMore.island';

const props: LoadMoreProps = {
  source: {
    kind: 'listing-forward',
    listing: 'tag',
    id: 5,
    loaded: 12,
    total: 48,
    step: 4,
    serverPage: 1,
    perPage: 12,
  },
  href: '?page=2',
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
      '<a class="button load-more__button" href="?page=2" rel="next" data-direction="forward">Visa fler</a>',
    );
  });
});

describe('LoadMore on the server', () => {
  it('renders a disabled button when no page remains', () => {
    const html = renderToString(
      <Island
        name="LoadMore"
        hydrate="visible"
        props={{ ...props, source: { ...props.source, loaded: 48 } as LoadMoreProps['source'] }}
      />,
    );
    expect(html).toContain(
      '<button class="button load-more__button" type="button" disabled="" data-direction="forward">Inga fler</button>',
    );
  });

  it('renders a disabled backward button at page 1', () => {
    const html = renderToString(
      <Island
        name="LoadMore"
        hydrate="visible"
        props={{
          ...props,
          source: { kind: 'listing-backward', listing: 'tag', id: 5, page: 1, perPage: 12 },
          href: null,
        }}
      />,
    );
    expect(html).toContain('disabled="" data-direction="backward"');
    expect(html).not.toContain('<a ');
  });
});
