import { describe, expect, it } from 'vitest';
import {
  EDITORIAL_TYPE_ACCESS,
  paywallMode,
  SUBSCRIPTION_WORD,
  widgetsForReader,
  type PaywallInput,
} from '../../../src/domain/paywall/paywall.rules';

const base: PaywallInput = {
  tags: [],
  editorialType: null,
  template: 'default',
  paywallProviderId: null,
  authEnabled: true,
};

describe('paywallMode', () => {
  it.each(['Content Marketing', 'Konkurrence', 'Advertorial', 'Free Article', 'free', 'FREE'])(
    'is free for the %s tag',
    (tag) => {
      expect(
        paywallMode({
          ...base,
          tags: [tag, 'Premium'],
          editorialType: 'review',
          template: 'food-plan',
        }),
      ).toBe('free');
    },
  );

  it.each(Object.entries(EDITORIAL_TYPE_ACCESS))(
    'maps the editorial type %s to %s',
    (type, mode) => {
      expect(paywallMode({ ...base, editorialType: type })).toBe(mode);
    },
  );

  it.each(['exercise-video', 'workout-video', 'food-plan'])(
    'gates the %s template even for an open type',
    (template) => {
      expect(paywallMode({ ...base, template, editorialType: 'article' })).toBe('overlay');
    },
  );

  it('gates premium-tagged articles and keeps a stricter table entry', () => {
    expect(paywallMode({ ...base, tags: ['Premium'] })).toBe('overlay');
    expect(paywallMode({ ...base, tags: ['premium'], editorialType: 'review' })).toBe('blocks');
  });

  it('treats content as free when a paywall provider is set and auth is off', () => {
    expect(
      paywallMode({ ...base, tags: ['Premium'], paywallProviderId: 'piano-1', authEnabled: false }),
    ).toBe('free');
    expect(
      paywallMode({ ...base, tags: ['Premium'], paywallProviderId: 'piano-1', authEnabled: true }),
    ).toBe('overlay');
  });

  it('leaves unknown editorial types open', () => {
    expect(paywallMode({ ...base, editorialType: 'kronik' })).toBe('free');
  });
});

describe('widgetsForReader', () => {
  const widgets = [
    { id: 'lead', locked: false },
    { id: 'text', locked: false },
    { id: 'locked', locked: true },
    { id: 'more', locked: false },
  ];

  it('sends everything to a reader with access', () => {
    expect(widgetsForReader(widgets, 'overlay', true)).toEqual({
      widgets,
      cut: false,
      beforeWidget: 4,
    });
  });

  it('cuts after the opening for an overlay', () => {
    expect(widgetsForReader(widgets, 'overlay', false).widgets.map((w) => w.id)).toEqual([
      'lead',
      'text',
    ]);
  });

  it('ends the opening of an overlay where the locked content begins', () => {
    const lockedSecond = [
      { id: 'lead', locked: false },
      { id: 'locked', locked: true },
      { id: 'text', locked: false },
    ];
    expect(widgetsForReader(lockedSecond, 'overlay', false)).toEqual({
      widgets: [{ id: 'lead', locked: false }],
      cut: true,
      beforeWidget: 1,
    });
    const lockedFirst = [{ id: 'locked', locked: true }, ...widgets.filter((w) => !w.locked)];
    expect(widgetsForReader(lockedFirst, 'overlay', false)).toEqual({
      widgets: [],
      cut: true,
      beforeWidget: 0,
    });
  });

  it('drops only the locked widgets for blocks, the paywall where the first one was', () => {
    expect(widgetsForReader(widgets, 'blocks', false)).toEqual({
      widgets: widgets.filter((w) => !w.locked),
      cut: true,
      beforeWidget: 2,
    });
  });

  it('cuts locked widgets even when the article is free: locked is authoritative', () => {
    expect(widgetsForReader(widgets, 'free', false)).toEqual({
      widgets: widgets.filter((w) => !w.locked),
      cut: true,
      beforeWidget: 2,
    });
    expect(widgetsForReader(widgets, 'free', true)).toEqual({
      widgets,
      cut: false,
      beforeWidget: 4,
    });
  });

  it('cuts nothing from a free article without locked widgets', () => {
    const open = widgets.filter((w) => !w.locked);
    expect(widgetsForReader(open, 'free', false)).toEqual({
      widgets: open,
      cut: false,
      beforeWidget: 3,
    });
  });
});

describe('SUBSCRIPTION_WORD', () => {
  it('uses the spec words per language', () => {
    expect([
      SUBSCRIPTION_WORD.sv,
      SUBSCRIPTION_WORD.da,
      SUBSCRIPTION_WORD.fi,
      SUBSCRIPTION_WORD.nb,
    ]).toEqual(['prenumeration', 'abonnement', 'tilaus', 'abonnement']);
  });
});
