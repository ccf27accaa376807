import type { GuideMeta } from '../../../domain/content/content.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { formatNumber } from '../../i18n/format-number';

/**
 * A guide's facts under its headline: difficulty, time and price, each only when given. The
 * time and price are the editor's words; the difficulty is the number of its term.
 */
export function GuideFacts({ meta }: { readonly meta: GuideMeta | null }) {
  const { t, language } = useRenderEnv();
  if (meta === null) return null;
  const facts: readonly (readonly [label: string, value: string | null])[] = [
    [
      t('guide.difficulty'),
      meta.difficulty === null ? null : formatNumber(meta.difficulty, language),
    ],
    [t('guide.time_required'), meta.timeRequired],
    [t('guide.price'), meta.price],
  ];
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
