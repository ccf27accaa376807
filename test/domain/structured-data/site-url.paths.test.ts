import { describe, expect, it } from 'vitest';
import { siteUrl } from '../../../src/domain/structured-data/json-ld.types';

const context = { siteDomain: 'https://www.wom.dk' };

describe('a structured-data URL on the site origin', () => {
  it("keeps a path's inner double slash when it moves a URL from another host", () => {
    expect(siteUrl('https://cms.example/a//b?x=1', context)).toBe('https://www.wom.dk/a//b?x=1');
  });
});
