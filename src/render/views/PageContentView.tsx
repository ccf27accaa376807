import type { Page } from '../../domain/content/content.types';
import { PageBlocks } from '../components/PageBlocks';

interface Props {
  readonly page: Page;
  /** The front page keeps its h1 for screen readers only: the brand header says it all. */
  readonly isHome: boolean;
}

/** The front page and other CMS pages: a title and the page's blocks. */
export function PageContentView({ page, isHome }: Props) {
  return (
    <div className={`page-content container${isHome ? ' page-content--home' : ''}`}>
      <header className={isHome ? 'visually-hidden' : 'page-content__header'}>
        <h1 className="page-content__title">{page.title}</h1>
        {!isHome && page.description !== null && page.description !== '' && (
          <p className="page-content__description">{page.description}</p>
        )}
      </header>
      <PageBlocks blocks={page.blocks} />
    </div>
  );
}
