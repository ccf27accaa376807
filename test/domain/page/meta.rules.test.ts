import { describe, expect, it } from 'vitest';
import { alternates, articleMeta, metaDescription } from '../../../src/domain/page/meta.rules';
import { articleFixture, siteFixture } from '../../fakes/domain-builders';

describe('metaDescription', () => {
  it('uses the own description when there is one', () => {
    expect(metaDescription('Kort og godt.', 'fallback')).toBe('Kort og godt.');
  });

  it('cuts the fallback text at 152 characters and adds an ellipsis', () => {
    const long = 'ord '.repeat(100);
    const result = metaDescription(null, `**${long}**`);
    expect(result.endsWith('...')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(155);
    expect(result).not.toContain('*');
  });
});

describe('alternates', () => {
  const translations = [
    { locale: 'sv', title: 'Fem övningar', link: 'http://wom-se.localhost:3000/traning/fem' },
    { locale: 'nb', title: 'Fem øvelser', link: 'http://wom-no.localhost:3000/trening/fem' },
  ];

  it('lists the page itself and every translation with hreflang codes for hreflang brands', () => {
    expect(alternates(siteFixture(), 'http://wom-dk.localhost:3000/a', translations)).toEqual([
      { hreflang: 'da-DK', href: 'http://wom-dk.localhost:3000/a' },
      { hreflang: 'sv-SE', href: 'http://wom-se.localhost:3000/traning/fem' },
      { hreflang: 'nb-NO', href: 'http://wom-no.localhost:3000/trening/fem' },
    ]);
  });

  it('emits nothing for brands outside BOM, COS, TAR and WOM', () => {
    expect(alternates(siteFixture({ brandCode: 'ILL' }), 'http://x/a', translations)).toEqual([]);
  });
});

describe('articleMeta', () => {
  it('titles the page with the article and the brand, and marks it as an article', () => {
    const meta = articleMeta(siteFixture(), 'WOM', articleFixture());
    expect(meta.title).toBe('5 øvelser til stærke ben | WOM');
    expect(meta.lang).toBe('da-DK');
    expect(meta.ogType).toBe('article');
    expect(meta.canonical).toBe('http://wom-dk.localhost:3000/traening/styrke/5-ovelser');
  });
});
