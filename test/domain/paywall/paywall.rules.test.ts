import { describe, expect, it } from 'vitest';
import {
  EDITORIAL_TYPE_ACCESS,
  paywallMode,
  SUBSCRIPTION_WORD,
  widgetsForReader,
  type PaywallInput,
  type PaywallMode,
} from '../../../src/domain/paywall/paywall.rules';

const base: PaywallInput = {
  tags: [],
  editorialType: null,
  template: 'default',
  paywallProviderId: null,
  authEnabled: true,
};

/**
 * Every label of the content-type table with the access it gives, written out here and never read
 * from the table. `plain` is the mode of an article of that type with no tags on the default
 * template; `premium` the mode once it is tagged Premium or uses a gated template (an open type
 * becomes an overlay, a gated type keeps its own mode).
 */
const CONTENT_TYPES: readonly (readonly [
  type: string,
  plain: PaywallMode,
  premium: PaywallMode,
])[] = [
  ['article', 'free', 'overlay'],
  ['artikel', 'free', 'overlay'],
  ['artikkel', 'free', 'overlay'],
  ['artikkeli', 'free', 'overlay'],
  ['news', 'free', 'overlay'],
  ['nyhed', 'free', 'overlay'],
  ['nyhet', 'free', 'overlay'],
  ['uutinen', 'free', 'overlay'],
  ['nieuws', 'free', 'overlay'],
  ['contest', 'free', 'overlay'],
  ['konkurrence', 'free', 'overlay'],
  ['tävling', 'free', 'overlay'],
  ['konkurranse', 'free', 'overlay'],
  ['kilpailu', 'free', 'overlay'],
  ['wedstrijd', 'free', 'overlay'],
  ['review', 'blocks', 'blocks'],
  ['anmeldelse', 'blocks', 'blocks'],
  ['recension', 'blocks', 'blocks'],
  ['test', 'blocks', 'blocks'],
  ['arvostelu', 'blocks', 'blocks'],
  ['testi', 'blocks', 'blocks'],
  ['recensie', 'blocks', 'blocks'],
  ['guide', 'blocks', 'blocks'],
  ['vejledning', 'blocks', 'blocks'],
  ['opas', 'blocks', 'blocks'],
  ['gids', 'blocks', 'blocks'],
  ['video', 'overlay', 'overlay'],
  ['e-book', 'overlay', 'overlay'],
  ['ebook', 'overlay', 'overlay'],
  ['e-bog', 'overlay', 'overlay'],
  ['e-bok', 'overlay', 'overlay'],
  ['e-kirja', 'overlay', 'overlay'],
  ['software', 'overlay', 'overlay'],
  ['program', 'overlay', 'overlay'],
  ['ohjelmisto', 'overlay', 'overlay'],
];

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

  it('has a row here for every label of the content-type table, and no other', () => {
    expect(Object.keys(EDITORIAL_TYPE_ACCESS).sort()).toEqual(
      CONTENT_TYPES.map(([type]) => type).sort(),
    );
  });

  it.each(CONTENT_TYPES)('gives the editorial type %s the mode %s', (type, plain) => {
    expect(paywallMode({ ...base, editorialType: type })).toBe(plain);
    expect(paywallMode({ ...base, editorialType: ` ${type.toUpperCase()} ` })).toBe(plain);
  });

  it.each(CONTENT_TYPES)(
    'gives the editorial type %s, tagged Premium or on a gated template, the mode %s',
    (type, _plain, premium) => {
      expect(paywallMode({ ...base, editorialType: type, tags: ['Premium'] })).toBe(premium);
      expect(paywallMode({ ...base, editorialType: type, template: 'food-plan' })).toBe(premium);
    },
  );

  it.each(CONTENT_TYPES)('leaves the editorial type %s free when a free tag is set', (type) => {
    expect(paywallMode({ ...base, editorialType: type, tags: ['Advertorial', 'Premium'] })).toBe(
      'free',
    );
  });

  it.each(['Premium', 'plus', 'PREMIUM ARTICLE', ' premium '])(
    'gates an article without a type tagged %s with an overlay',
    (tag) => {
      expect(paywallMode({ ...base, tags: [tag] })).toBe('overlay');
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

  const ALL = ['lead', 'text', 'locked', 'more'];
  const OPEN = ['lead', 'text', 'more'];

  /**
   * Each access mode for a reader without access (anonymous or only registered) and one with
   * access (a subscriber): the widget ids sent, whether anything was cut, and where the paywall
   * stands among the widgets sent.
   */
  const READERS: readonly (readonly [
    mode: PaywallMode,
    reader: 'without access' | 'with access',
    sent: readonly string[],
    cut: boolean,
    beforeWidget: number,
  ])[] = [
    ['free', 'without access', OPEN, true, 2],
    ['free', 'with access', ALL, false, 4],
    ['overlay', 'without access', ['lead', 'text'], true, 2],
    ['overlay', 'with access', ALL, false, 4],
    ['blocks', 'without access', OPEN, true, 2],
    ['blocks', 'with access', ALL, false, 4],
  ];

  it.each(READERS)(
    'sends of a %s article to a reader %s the widgets %j',
    (mode, reader, sent, cut, beforeWidget) => {
      const result = widgetsForReader(widgets, mode, reader === 'with access');
      expect(result.widgets.map((widget) => widget.id)).toEqual(sent);
      expect(result.cut).toBe(cut);
      expect(result.beforeWidget).toBe(beforeWidget);
    },
  );

  it('sends a reader with access the very widgets it was given', () => {
    expect(widgetsForReader(widgets, 'overlay', true)).toEqual({
      widgets,
      cut: false,
      beforeWidget: 4,
    });
    expect(widgetsForReader(widgets, 'overlay', true).widgets).toBe(widgets);
  });

  it('never sends a locked widget to a reader without access, whatever the mode', () => {
    for (const mode of ['free', 'overlay', 'blocks'] as const) {
      expect(widgetsForReader(widgets, mode, false).widgets).not.toContainEqual({
        id: 'locked',
        locked: true,
      });
    }
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
  it('uses the subscription word of each language', () => {
    expect(SUBSCRIPTION_WORD).toEqual({
      sv: 'prenumeration',
      da: 'abonnement',
      fi: 'tilaus',
      nb: 'abonnement',
      nl: 'abonnement',
      de: 'Abonnement',
      en: 'subscription',
    });
  });
});

describe('paywallMode without a paywall provider', () => {
  it('gates a premium article even when sign-in is off', () => {
    expect(
      paywallMode({ ...base, tags: ['Premium'], paywallProviderId: null, authEnabled: false }),
    ).toBe('overlay');
  });
});

describe('widgetsForReader, short overlays', () => {
  const open = (ids: readonly string[]) => ids.map((id) => ({ id, locked: false }));

  it('sends an article of one or two open widgets whole, without a cut', () => {
    expect(widgetsForReader(open(['lead']), 'overlay', false)).toEqual({
      widgets: open(['lead']),
      cut: false,
      beforeWidget: 1,
    });
    expect(widgetsForReader(open(['lead', 'text']), 'overlay', false)).toEqual({
      widgets: open(['lead', 'text']),
      cut: false,
      beforeWidget: 2,
    });
  });

  it('cuts an article of open widgets after the first two', () => {
    expect(widgetsForReader(open(['lead', 'text', 'more']), 'overlay', false)).toEqual({
      widgets: open(['lead', 'text']),
      cut: true,
      beforeWidget: 2,
    });
  });
});
