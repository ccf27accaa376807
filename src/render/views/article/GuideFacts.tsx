import type { GuideMeta, TeaserVideoMeta } from '../../../domain/content/content.types';
import { displayDuration } from '../../../domain/text/duration.rules';
import { useRenderEnv } from '../../env/RenderEnv';
import { formatNumber, formatPriceOf } from '../../i18n/format-number';
import { workoutTimeText } from '../../i18n/time-units';

type Fact = readonly [label: string, value: string | null];

/** Facts under a headline, each only when given; nothing when none is. */
function Facts({ facts }: { readonly facts: readonly Fact[] }) {
  const given = facts.filter((fact): fact is readonly [string, string] => fact[1] !== null);
  if (given.length === 0) return null;
  return (
    <dl className="guide-facts">
      {given.map(([label, value]) => (
        <div key={label} className="guide-facts__fact">
          <dt className="guide-facts__label">{label}</dt>
          <dd className="guide-facts__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A workout or exercise video's facts (`video_meta`): the video's length, the workout's time in
 * minutes (a bare number upstream, `"30"`, shown with its unit) and the level as written.
 */
export function VideoFacts({ meta }: { readonly meta: TeaserVideoMeta | null }) {
  const { t } = useRenderEnv();
  if (meta === null) return null;
  const level = meta.workoutLevel?.trim() ?? '';
  return (
    <Facts
      facts={[
        [t('video.duration'), displayDuration(meta.duration)],
        [t('teaser.time'), workoutTimeText(meta.workoutTime, t)],
        [t('teaser.level'), level === '' ? null : level],
      ]}
    />
  );
}

/**
 * A guide's facts under its headline: difficulty, time and price, each only when given. The
 * time is the editor's words, the price in the market's format when it is one price (else the
 * editor's words); the difficulty is the number of its term.
 */
export function GuideFacts({ meta }: { readonly meta: GuideMeta | null }) {
  const { t, language } = useRenderEnv();
  if (meta === null) return null;
  const facts: readonly Fact[] = [
    [
      t('guide.difficulty'),
      meta.difficulty === null ? null : formatNumber(meta.difficulty, language),
    ],
    [t('guide.time_required'), meta.timeRequired],
    [
      t('guide.price'),
      meta.priceValue == null ? meta.price : formatPriceOf(meta.priceValue, language),
    ],
  ];
  return <Facts facts={facts} />;
}
