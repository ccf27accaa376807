import { createContext, useContext, type ReactNode } from 'react';

/** A page's banners: whether it has any (decided once per page by `domain/banners`) and its house ads. */
export interface BannerEnv {
  readonly show: boolean;
  /** The site's house ads (`components/banner/house-ads.ts`), or null when it has none. */
  readonly houseAds: { readonly base: string; readonly brandName: string } | null;
}

const NO_BANNERS: BannerEnv = { show: false, houseAds: null };

const BannerContext = createContext<BannerEnv>(NO_BANNERS);

export function BannerEnvProvider({
  show,
  houseAds = null,
  children,
}: {
  readonly show: boolean;
  readonly houseAds?: BannerEnv['houseAds'];
  readonly children: ReactNode;
}) {
  return <BannerContext.Provider value={{ show, houseAds }}>{children}</BannerContext.Provider>;
}

export function useShowBanners(): boolean {
  return useContext(BannerContext).show;
}

export function useHouseAds(): BannerEnv['houseAds'] {
  return useContext(BannerContext).houseAds;
}
