import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TeaserCard } from '../../../../src/render/components/teaser/TeaserCard';
import { RenderEnvProvider } from '../../../../src/render/env/RenderEnv';
import { translatorFor } from '../../../../src/render/i18n/locale-translations';
import type { Teaser } from '../../../../src/domain/content/content.types';
import { teaser } from '../../view-model.fixture';

const env = {
  t: translatorFor('da'),
  language: 'da',
  timeZone: 'Europe/Copenhagen',
  images: { imageHost: null, imgCdnDomain: null },
} as const;

function card(data: Teaser, language: 'da' | 'sv' | 'fi' = 'da'): string {
  return renderToString(
    <RenderEnvProvider env={{ ...env, t: translatorFor(language), language }}>
      <TeaserCard teaser={data} headingLevel={3} sizes="100vw" />
    </RenderEnvProvider>,
  );
}

/** The text of the card's kicker (editorial type, label, category), one item a line. */
function kicker(html: string): string[] {
  const inner = /<p class="teaser__kicker">(.*?)<\/p>/.exec(html)?.[1] ?? '';
  return [...inner.matchAll(/<span class="teaser__(\w+)">([^<]*)<\/span>/g)].map(
    ([, part, text]) => `${part ?? ''}: ${text ?? ''}`,
  );
}

describe('TeaserCard', () => {
  it('links the title to the teaser', () => {
    expect(card(teaser(7))).toContain(
      '<h3 class="teaser__title"><a class="teaser__link" href="/traening/styrke/teaser-7">Teaser 7</a></h3>',
    );
  });

  it('shows image, category, description and label', () => {
    const html = card(teaser(7, { label: 'Guide' }));
    expect(html).toContain('<img class="teaser__image"');
    expect(html).toContain(
      '<span class="teaser__label">Guide</span><span class="teaser__category">Styrke</span>',
    );
    expect(html).toContain('<p class="teaser__description">Beskrivelse 7</p>');
  });

  it('keeps the image box with a placeholder when there is no image', () => {
    expect(card(teaser(7, { image: null }))).toContain(
      '<div class="teaser__placeholder" aria-hidden="true"></div>',
    );
  });

  it('shows the video duration', () => {
    const html = card(
      teaser(7, { videoMeta: { duration: '00:12:30', workoutTime: null, workoutLevel: null } }),
    );
    expect(html).toContain('<time dateTime="PT12M30S">12:30</time>');
    expect(html).toContain('<span class="visually-hidden">Video</span>');
  });

  it('shows the recipe time with its unit', () => {
    const html = card(
      teaser(7, { recipeMeta: { time: 45, timeUnit: 'm', energy: null, energyUnit: null } }),
    );
    expect(html).toMatch(/Tid(<!-- -->)?: <\/span>45 min</);
  });

  it('writes the recipe energy and time as the language does, never a unit code', () => {
    const html = card(
      teaser(7, { recipeMeta: { time: 1.5, timeUnit: 'h', energy: 412.5, energyUnit: 'kj' } }),
    );
    expect(html).toMatch(/Tid(<!-- -->)?: <\/span>1 time 30 min</);
    expect(html).toMatch(/Energi(<!-- -->)?: <\/span>412,5 kJ/);
    const kcal = card(
      teaser(7, { recipeMeta: { time: null, timeUnit: null, energy: 386, energyUnit: null } }),
    );
    expect(kcal).toMatch(/Energi(<!-- -->)?: <\/span>386 kcal/);
  });

  it("names the editorial type in the reader's language, or as sent when unknown", () => {
    expect(kicker(card(teaser(7, { editorialType: 'Review' })))).toEqual([
      'type: Test',
      'category: Styrke',
    ]);
    expect(kicker(card(teaser(7, { editorialType: 'e-book' }), 'sv'))).toEqual([
      'type: E-bok',
      'category: Styrke',
    ]);
    expect(kicker(card(teaser(7, { editorialType: 'Opskrift' })))).toEqual([
      'type: Opskrift',
      'category: Styrke',
    ]);
  });

  it('marks no plain article, and no type the label or category already names', () => {
    expect(kicker(card(teaser(7, { editorialType: 'Article' })))).toEqual(['category: Styrke']);
    expect(kicker(card(teaser(7, { editorialType: 'Artikel' })))).toEqual(['category: Styrke']);
    expect(kicker(card(teaser(7, { editorialType: 'Guide', label: 'Guide' })))).toEqual([
      'label: Guide',
      'category: Styrke',
    ]);
  });

  it('lists the teasers a series gathers as links, drafts left out', () => {
    const html = card(
      teaser(7, {
        teasers: [teaser(8), teaser(9, { status: 'draft' }), teaser(10)],
      }),
    );
    expect(html).toContain(
      '<ul class="teaser__parts" aria-label="Indeholder">' +
        '<li class="teaser__part"><a href="/traening/styrke/teaser-8">Teaser 8</a></li>' +
        '<li class="teaser__part"><a href="/traening/styrke/teaser-10">Teaser 10</a></li></ul>',
    );
    expect(html).not.toContain('Teaser 9');
  });

  it("shows an article's reading time in the reader's language", () => {
    expect(card(teaser(7, { readingTime: 6 }))).toMatch(/Tid(<!-- -->)?: <\/span>6 min. læsetid</);
    expect(card(teaser(7, { readingTime: 6 }), 'fi')).toMatch(/Lukuaika 6 min</);
  });

  it('shows no reading time on a recipe, a video or without one', () => {
    const recipe = { time: 45, timeUnit: 'm', energy: null, energyUnit: null } as const;
    const video = { duration: '00:12:30', workoutTime: null, workoutLevel: null };
    for (const html of [
      card(teaser(7, { readingTime: 6, recipeMeta: recipe })),
      card(teaser(7, { readingTime: 6, videoMeta: video })),
      card(teaser(7, { readingTime: null })),
      card(teaser(7, { readingTime: 0 })),
    ])
      expect(html).not.toContain('læsetid');
  });

  it("writes a workout's time in minutes with its unit, and an editor's own words as they are", () => {
    const video = (workoutTime: string | null) => ({
      duration: '00:12:30',
      workoutTime,
      workoutLevel: null,
    });
    expect(card(teaser(7, { videoMeta: video('30') }))).toMatch(/Tid(<!-- -->)?: <\/span>30 min</);
    expect(card(teaser(7, { videoMeta: video('90') }))).toMatch(
      /Tid(<!-- -->)?: <\/span>1 time 30 min</,
    );
    expect(card(teaser(7, { videoMeta: video('ca. en halv time') }))).toMatch(
      /Tid(<!-- -->)?: <\/span>ca. en halv time</,
    );
    expect(card(teaser(7, { videoMeta: video(' ') }))).not.toMatch(/Tid(<!-- -->)?: /);
  });

  it('marks commercial content as sponsored', () => {
    expect(card(teaser(7, { commercialType: 'Advertorial' }))).toContain(
      '<span class="teaser__category">Annoncørbetalt</span>',
    );
  });
});
