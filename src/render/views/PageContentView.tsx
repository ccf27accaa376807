import type { Page } from '../../domain/content/content.types';
import { Markdown } from '../components/Markdown';
import { PageBlocks } from '../components/PageBlocks';

interface Props {
  readonly page: Page;
  /** The front page keeps its h1 for screen readers only: the brand header says it all. */
  readonly isHome: boolean;
}

/** The front page and other CMS pages: a title, the page's own text and its blocks. */
export function PageContentView({ page, isHome }: Props) {
  const body = page.body?.trim() ?? '';
  return (
    <div className={`page-content container${isHome ? ' page-content--home' : ''}`}>
      <header className={isHome ? 'visually-hidden' : 'page-content__header'}>
        <h1 className="page-content__title">{page.title}</h1>
        {!isHome && page.description !== null && page.description !== '' && (
          <p className="page-content__description">{page.description}</p>
        )}
      </header>
      {body !== '' && (
        <Markdown markdown={body} minHeadingLevel={2} className="page-content__body prose" />
      )}
      <PageBlocks blocks={page.blocks} />
    </div>
  );
}
