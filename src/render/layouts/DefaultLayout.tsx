import type { ReactNode } from 'react';
import type { Chrome } from '../../domain/page/view-model.types';
import { ConsentDialog } from '../components/consent/ConsentDialog';
import { ReaderChromeProvider, readerChromeOf } from '../views/account/reader-chrome';
import { ImageProtectionNotice } from './ImageProtectionNotice';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

interface Props {
  readonly chrome: Chrome;
  readonly year: number;
  readonly children: ReactNode;
}

/** The reader layout: skip link, the cookie-consent dialog, brand header with the main menu, main content, footer,
 * and the image-protection notice when IMAGE_PROTECTION is on. The header and the paywall box
 * read the reader variant (`readerChromeOf`), never the reader. */
export function DefaultLayout({ chrome, year, children }: Props) {
  return (
    <ReaderChromeProvider value={readerChromeOf(chrome)}>
      <SkipLink />
      <ConsentDialog site={chrome.site} />
      <SiteHeader
        site={chrome.site}
        menu={chrome.menus.main}
        userMenu={chrome.menus.user}
        secondaryMenu={chrome.menus.secondary}
      />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter site={chrome.site} menu={chrome.menus.footer} year={year} />
      {chrome.site.imageProtection && <ImageProtectionNotice />}
    </ReaderChromeProvider>
  );
}
