import type { Chrome, PageView } from '../../domain/page/view-model.types';
import { AccountView } from './AccountView';
import { AdminOverviewView } from './AdminOverviewView';
import { ReaderServiceView } from './calculators/ReaderServiceView';
import { ArticleView } from './article/ArticleView';
import { SponsoredTeasers } from './article/SponsoredTeasers';
import { FavouriteHeart, pathOf } from '../components/FavouriteHeart';
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
      return (
        <>
          <ArticleView
            article={view.article}
            paywall={view.paywall}
            readNext={view.readNext}
            actions={
              chrome.site.enableAuth ? (
                <div className="article-favourite">
                  <FavouriteHeart
                    articleId={view.article.id}
                    returnUri={pathOf(view.article.canonicalUrl)}
                    locale={chrome.site.locale}
                  />
                </div>
              ) : null
            }
          />
          {view.sponsored === undefined ? null : <SponsoredTeasers teasers={view.sponsored} />}
        </>
      );
    case 'listing':
      return <ListingView listing={view.listing} />;
    case 'search':
      return <SearchView query={view.query} results={view.results} />;
    case 'not-found':
      return <NotFoundView popular={view.popular} page={view.page} />;
    case 'error':
      return <ErrorView statusCode={view.statusCode} message={view.message} />;
    case 'account':
      return <AccountView screen={view.screen} extras={view} />;
    case 'admin-overview':
      return (
        <AdminOverviewView
          site={chrome.site}
          dashboard={view.dashboard}
          forbidden={view.forbidden}
        />
      );
    case 'test-page':
      return <TestPageView />;
    case 'reader-service':
      return <ReaderServiceView service={view.service} />;
  }
}
