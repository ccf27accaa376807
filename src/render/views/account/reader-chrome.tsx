import { createContext, useContext, type ReactNode } from 'react';
import type { Chrome } from '../../../domain/page/view-model.types';

/**
 * What the page shows differently per reader variant (ADR 9: anonymous, just-register,
 * subscriber), read by the header and the paywall box. It holds the variant, never the person:
 * the page is cached for every reader of the variant, and the reader's name is filled in by the
 * browser (`client/account/account-menu.enhance.ts`).
 */
export interface ReaderChrome {
  /** The site has sign-in at all (`auth.enabled`). */
  readonly signInEnabled: boolean;
  /** The variant is a signed-in one (`just-register` or `subscriber`). */
  readonly signedIn: boolean;
  /** Where a reader subscribes (the sites file's `subscriptionUrl`); null: nowhere. */
  readonly subscriptionUrl: string | null;
}

const ANONYMOUS_CHROME: ReaderChrome = {
  signInEnabled: false,
  signedIn: false,
  subscriptionUrl: null,
};

const ReaderChromeContext = createContext<ReaderChrome>(ANONYMOUS_CHROME);

/** The reader chrome of a page: the variant `viewForReader` set (unset is anonymous). */
export function readerChromeOf(chrome: Chrome): ReaderChrome {
  const signInEnabled = chrome.site.enableAuth;
  return {
    signInEnabled,
    signedIn: signInEnabled && (chrome.userState ?? 'anonymous') !== 'anonymous',
    subscriptionUrl: chrome.site.subscriptionUrl ?? null,
  };
}

export function ReaderChromeProvider({
  value,
  children,
}: {
  readonly value: ReaderChrome;
  readonly children: ReactNode;
}) {
  return <ReaderChromeContext value={value}>{children}</ReaderChromeContext>;
}

export function useReaderChrome(): ReaderChrome {
  return useContext(ReaderChromeContext);
}
