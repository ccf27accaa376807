import { describe, expect, it } from 'vitest';
import {
  bannerPositionFor,
  inContentBannerIndex,
  isCommercialArticle,
  showsBanners,
} from '../../../src/domain/banners/banner.rules';
import type { Widget } from '../../../src/domain/content/content.types';
import type { Reader, UserState } from '../../../src/domain/identity/user-state.types';

const reader: Reader = { id: 'sub-1', email: 'a@example.com', name: 'Anne', groups: [] };
const anonymous: UserState = { kind: 'anonymous' };
const justRegister: UserState = { kind: 'just-register', reader };
const subscriber: UserState = { kind: 'subscriber', reader };
const plain = { commercial: null, tags: [] };

function text(index: number, locked = false): Widget {
  return { type: 'text_item', key: `w${String(index)}`, locked, body: 'Tekst' };
}

describe('banner visibility', () => {
  it('shows banners to anonymous and just-registered readers', () => {
    expect(showsBanners(anonymous, plain)).toBe(true);
    expect(showsBanners(justRegister, null)).toBe(true);
  });

  it('hides banners for subscribers everywhere', () => {
    expect(showsBanners(subscriber, plain)).toBe(false);
    expect(showsBanners(subscriber, null)).toBe(false);
  });

  it('hides banners on commercial articles', () => {
    const sponsored = { commercial: { type: 'advertorial', label: 'Annonce' }, tags: [] };
    expect(showsBanners(anonymous, sponsored)).toBe(false);
  });

  it('treats a Content Marketing tag as commercial, and an empty commercial type as not', () => {
    const tagged = {
      commercial: null,
      tags: [{ id: 1, name: 'Content Marketing', url: null, internal: false }],
    };
    expect(isCommercialArticle(tagged)).toBe(true);
    expect(isCommercialArticle({ commercial: { type: ' ', label: null }, tags: [] })).toBe(false);
  });
});

describe('banner positions', () => {
  it('maps page placements and position names to the banner positions', () => {
    expect(bannerPositionFor('top')).toBe('panorama');
    expect(bannerPositionFor('middle')).toBe('middle-banner');
    expect(bannerPositionFor('bottom')).toBe('articlemodule');
    expect(bannerPositionFor('rich_media_premium')).toBe('rich_media_premium');
    expect(bannerPositionFor('sidebar')).toBeNull();
  });

  it('puts the in-content banner after the third widget when text follows', () => {
    expect(inContentBannerIndex([0, 1, 2, 3, 4].map((index) => text(index)))).toBe(2);
  });

  it('places no in-content banner in a short body or before locked content', () => {
    expect(inContentBannerIndex([text(0), text(1), text(2)])).toBeNull();
    expect(inContentBannerIndex([text(0), text(1, true), text(2), text(3)])).toBeNull();
  });
});

describe('banner positions, every name', () => {
  it('reads each position name, trimmed and in any case', () => {
    for (const position of [
      'panorama',
      'middle-banner',
      'in-content-banner',
      'articlemodule',
      'rich_media_premium',
    ]) {
      expect(bannerPositionFor(position)).toBe(position);
    }
    expect(bannerPositionFor(' Panorama ')).toBe('panorama');
    expect(bannerPositionFor(' TOP ')).toBe('panorama');
  });

  it('reads an Advertorial tag with blanks as commercial', () => {
    const tagged = {
      commercial: null,
      tags: [{ id: 2, name: ' Advertorial ', url: null, internal: false }],
    };
    expect(isCommercialArticle(tagged)).toBe(true);
  });
});

describe('the in-content banner, by widget type', () => {
  const quote: Widget = {
    type: 'quote',
    key: 'q',
    locked: false,
    quote: 'Citat',
    author: null,
  };
  const lead: Widget = {
    type: 'lead_paragraph',
    key: 'l',
    locked: false,
    title: null,
    description: 'Indledning',
  };

  it('goes after running text only, the lead paragraph included', () => {
    expect(inContentBannerIndex([text(0), text(1), quote, text(3), text(4)])).toBe(3);
    expect(inContentBannerIndex([text(0), text(1), lead, text(3)])).toBe(2);
    expect(inContentBannerIndex([text(0), text(1), quote, quote])).toBeNull();
  });

  it('never goes between a chapter heading and its chapter', () => {
    const chapter: Widget = { ...lead, displayHint: 'chapter' };
    expect(inContentBannerIndex([text(0), text(1), chapter, text(3), text(4)])).toBe(3);
  });
});
