import { describe, expect, it } from 'vitest';
import { entityIncludes, loadMoreIncludes } from '../../../src/adapters/wordpress/wordpress.routes';
import { pageRequestFor, stepSize } from '../../../src/domain/pagination/page-size.rules';

/** The request of a listing's first load-more step, after a first page of 12. */
const firstStep = pageRequestFor(12, stepSize({ kind: 'listing' }));

describe('loadMoreIncludes', () => {
  it('asks every listing kind for its next 3 content teasers, children included', () => {
    expect(firstStep).toEqual({ page: 5, perPage: 3, skip: 0 });
    expect(loadMoreIncludes('category', firstStep)).toBe(
      'details,parent,content-teasers:per_page(3):page(5):include_children(true),content-teasers-count:include_children(true)',
    );
    expect(loadMoreIncludes('tag', firstStep)).toBe(
      'content-teasers:per_page(3):page(5):include_children(true),content-teasers-count:include_children(true)',
    );
    expect(loadMoreIncludes('author', firstStep)).toBe(
      'content-teasers:per_page(3):page(5):include_children(true)',
    );
  });
});

describe('entityIncludes', () => {
  it("asks a listing's first page with the contract's includes per kind", () => {
    const paging = { page: 1, perPage: 12 };
    expect(entityIncludes('subcategory', paging)).toBe(
      'details,parent,content-teasers:per_page(12):page(1):include_children(true),content-teasers-count:include_children(true)',
    );
    expect(entityIncludes('tag', paging)).toBe(
      'content-teasers:per_page(12):page(1),content-teasers-count',
    );
    expect(entityIncludes('author', paging)).toBe('content-teasers:per_page(12):page(1)');
  });
});
