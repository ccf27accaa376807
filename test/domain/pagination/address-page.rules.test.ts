import { describe, expect, it } from 'vitest';
import {
  addressPage,
  pageStart,
  searchWithPage,
} from '../../../src/domain/pagination/address-page.rules';

describe('addressPage', () => {
  it('stays on the server page until the next page is shown whole', () => {
    expect(addressPage({ serverPage: 1, perPage: 12, shownTo: 18 })).toBe(1);
    expect(addressPage({ serverPage: 1, perPage: 12, shownTo: 24 })).toBe(2);
    expect(addressPage({ serverPage: 1, perPage: 12, shownTo: 36 })).toBe(3);
  });

  it('never names a page before the one the server rendered', () => {
    expect(addressPage({ serverPage: 3, perPage: 12, shownTo: 30 })).toBe(3);
  });
});

describe('searchWithPage', () => {
  it('sets page and keeps the other parameters', () => {
    expect(searchWithPage('?utm_source=x', 3)).toBe('?utm_source=x&page=3');
    expect(searchWithPage('?page=2&utm_source=x', 3)).toBe('?page=3&utm_source=x');
  });

  it('drops page 1, the listing address itself', () => {
    expect(searchWithPage('?page=2', 1)).toBe('');
  });
});

describe('pageStart', () => {
  it('is the 0-based index of the first teaser of a page', () => {
    expect(pageStart(3, 12)).toBe(24);
  });
});
