import { useId } from 'react';
import type { Chapter } from '../../../../domain/content/chapters.rules';
import { useRenderEnv } from '../../../env/RenderEnv';

/** The article's chapters as a table of contents, each a link to its heading. */
export function ChaptersSummary({ chapters }: { readonly chapters: readonly Chapter[] }) {
  const { t } = useRenderEnv();
  const titleId = useId();
  if (chapters.length === 0) return null;
  return (
    <nav className="chapters-summary" aria-labelledby={titleId}>
      <p className="chapters-summary__title" id={titleId}>
        {t('chapters.summary')}
      </p>
      <ol className="chapters-summary__list">
        {chapters.map((chapter) => (
          <li key={chapter.key} className="chapters-summary__item">
            <a href={`#${chapter.anchor}`}>{chapter.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
