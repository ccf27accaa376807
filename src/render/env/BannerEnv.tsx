import { createContext, useContext, type ReactNode } from 'react';

/** Whether this page shows banners (decided once per page by `domain/banners`). */
const BannerContext = createContext(false);

export function BannerEnvProvider({
  show,
  children,
}: {
  readonly show: boolean;
  readonly children: ReactNode;
}) {
  return <BannerContext.Provider value={show}>{children}</BannerContext.Provider>;
}

export function useShowBanners(): boolean {
  return useContext(BannerContext);
}
