import './styles/app.css';
import { showsBanners } from '../domain/banners/banner.rules';
import { ROUTES } from '../domain/routing/route-table';
import { MARKETS } from '../domain/site/markets';
import type { SitePageViewModel, ViewModel } from '../domain/page/view-model.types';
import { houseAdsBase } from './components/banner/house-ads';
import { BannerEnvProvider } from './env/BannerEnv';
import { pathOf } from './components/FavouriteHeart';
import { PreviewBanner } from './components/PreviewBanner';
import { DEFAULT_TIME_ZONE, RenderEnvProvider, type RenderEnv } from './env/RenderEnv';
import { translatorFor } from './i18n/locale-translations';
import { AdminLayout } from './layouts/AdminLayout';
import { DefaultLayout } from './layouts/DefaultLayout';
import { SiteIndexView } from './views/SiteIndexView';
import { View } from './views/View';

/** The language of the platform's own pages (the site index). */
export const PLATFORM_LANGUAGE = 'en';

export function siteEnv(viewModel: SitePageViewModel): RenderEnv {
  const { site, translations } = viewModel.chrome;
  return {
    t: translatorFor(site.language, translations),
    language: site.language,
    timeZone: MARKETS[site.market].timeZone,
    images: { imageHost: site.imageHost, imgCdnDomain: site.imgCdnDomain },
    favourites: site.enableAuth
      ? {
          locale: site.locale,
          returnUri: pathOf(viewModel.meta.canonical),
          loginPath: site.loginPath ?? ROUTES.signIn.path,
        }
      : null,
  };
}

export function platformEnv(): RenderEnv {
  return {
    t: translatorFor(PLATFORM_LANGUAGE),
    language: PLATFORM_LANGUAGE,
    timeZone: DEFAULT_TIME_ZONE,
    images: { imageHost: null, imgCdnDomain: null },
  };
}

/** A site page's main content (what its layout wraps), with the page's banner decision. */
export function SitePageContent({ viewModel }: { readonly viewModel: SitePageViewModel }) {
  const { chrome, view } = viewModel;
  const banners = showsBanners(
    { kind: chrome.userState ?? 'anonymous' },
    view.type === 'article' ? view.article : null,
  );
  const houseAdsAt = houseAdsBase(chrome.site);
  const houseAds =
    houseAdsAt === null ? null : { base: houseAdsAt, brandName: chrome.site.brandName };
  return (
    <BannerEnvProvider show={banners} houseAds={houseAds}>
      {viewModel.preview === true && <PreviewBanner />}
      <View view={view} chrome={chrome} />
    </BannerEnvProvider>
  );
}

function SitePage({
  viewModel,
  year,
}: {
  readonly viewModel: SitePageViewModel;
  readonly year: number;
}) {
  const { chrome } = viewModel;
  const content = <SitePageContent viewModel={viewModel} />;
  switch (chrome.layout) {
    case 'admin':
      return <AdminLayout chrome={chrome}>{content}</AdminLayout>;
    case 'default':
      return (
        <DefaultLayout chrome={chrome} year={year}>
          {content}
        </DefaultLayout>
      );
  }
}

interface Props {
  readonly viewModel: ViewModel;
  /** For the copyright line; passed in so rendering stays a pure function of its input. */
  readonly year: number;
}

/** The whole `<body>` for a view model. Static HTML: only islands hydrate. */
export function App({ viewModel, year }: Props) {
  switch (viewModel.kind) {
    case 'site-index':
      return (
        <RenderEnvProvider env={platformEnv()}>
          <SiteIndexView sites={viewModel.sites} />
        </RenderEnvProvider>
      );
    case 'site-page':
      return (
        <RenderEnvProvider env={siteEnv(viewModel)}>
          <SitePage viewModel={viewModel} year={year} />
        </RenderEnvProvider>
      );
  }
}
