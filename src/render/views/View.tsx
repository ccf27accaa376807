import type { Chrome, PageView } from '../../domain/page/view-model.types';
import { AccountView } from './AccountView';
import { AdminOverviewView } from './AdminOverviewView';
import { ArticleView } from './article/ArticleView';
import { ErrorView } from './ErrorView';
import { ListingView } from './listing/ListingView';
import { NotFoundView } from './NotFoundView';
import { PageContentView } from './PageContentView';
import { SearchView } from './SearchView';
import { TestPageView } from './TestPageView';

interface Props {
  readonly view: PageView;
  readonly chrome: Chrome;
}

/** One component per view type. */
export function View({ view, chrome }: Props) {
  switch (view.type) {
    case 'home':
      return <PageContentView page={view.page} isHome />;
    case 'page':
      return <PageContentView page={view.page} isHome={false} />;
    case 'article':
      return <ArticleView article={view.article} />;
    case 'listing':
      return <ListingView listing={view.listing} />;
    case 'search':
      return <SearchView query={view.query} results={view.results} />;
    case 'not-found':
      return <NotFoundView popular={view.popular} />;
    case 'error':
      return <ErrorView statusCode={view.statusCode} message={view.message} />;
    case 'account':
      return <AccountView screen={view.screen} />;
    case 'admin-overview':
      return <AdminOverviewView site={chrome.site} />;
    case 'test-page':
      return <TestPageView />;
  }
}
