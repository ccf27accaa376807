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

function card(data: Teaser): string {
  return renderToString(
    <RenderEnvProvider env={env}>
      <TeaserCard teaser={data} headingLevel={3} sizes="100vw" />
    </RenderEnvProvider>,
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

  it('marks commercial content as sponsored', () => {
    expect(card(teaser(7, { commercialType: 'Advertorial' }))).toContain(
      '<span class="teaser__category">Annoncørbetalt</span>',
    );
  });
});
