import { useEffect, useState, type MouseEvent } from 'react';

export interface FavouriteProps {
  readonly articleId: number;
  /** The login with returnUri (this page) and locale, for anonymous readers (spec 3). */
  readonly loginHref: string;
  readonly strings: { readonly add: string; readonly remove: string };
}

type Saved = 'unknown' | 'anonymous' | readonly number[];

/** One lookup per page for every heart on it. */
let savedIds: Promise<Saved> | null = null;

function loadSaved(): Promise<Saved> {
  savedIds ??= fetch('/api/favourites', { credentials: 'same-origin' })
    .then(async (response) => {
      if (response.status === 401) return 'anonymous' as const;
      if (!response.ok) return 'unknown' as const;
      const body = (await response.json()) as { data?: number[] };
      return body.data ?? [];
    })
    .catch(() => 'unknown' as const);
  return savedIds;
}

function csrfToken(): string {
  const match = /(?:^|;\s*)mag_csrf=([^;]+)/.exec(document.cookie);
  return match?.[1] ?? '';
}

function Heart({ filled }: { readonly filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 4.4 2.5.8-1.4 2.3-2.5 4.4-2.5 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * The heart on articles and teasers (spec 3): outline when not saved, filled when saved. A click
 * never follows the link; it flips at once and rolls back when the server refuses. Anonymous
 * readers go to the login with returnUri and locale. Without JavaScript it is a link to the login.
 */
export function Favourite({ articleId, loginHref, strings }: FavouriteProps) {
  const [saved, setSaved] = useState(false);
  const [anonymous, setAnonymous] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void loadSaved().then((ids) => {
      if (!live) return;
      if (ids === 'anonymous') setAnonymous(true);
      else if (ids !== 'unknown') setSaved(ids.includes(articleId));
    });
    return () => {
      live = false;
    };
  }, [articleId]);

  const toggle = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (anonymous) {
      window.location.assign(loginHref);
      return;
    }
    if (busy) return;
    const next = !saved;
    setSaved(next);
    setBusy(true);
    fetch(`/api/favourites/${articleId}`, {
      method: next ? 'PUT' : 'DELETE',
      credentials: 'same-origin',
      headers: { 'x-csrf-token': csrfToken() },
    })
      .then((response) => {
        if (response.status === 401) window.location.assign(loginHref);
        else if (!response.ok) setSaved(!next);
      })
      .catch(() => {
        setSaved(!next);
      })
      .finally(() => {
        setBusy(false);
      });
  };

  return (
    <a
      href={loginHref}
      role="button"
      className={`favourite${saved ? ' favourite--saved' : ''}`}
      aria-pressed={saved}
      aria-label={saved ? strings.remove : strings.add}
      data-favourite={articleId}
      onClick={toggle}
    >
      <Heart filled={saved} />
    </a>
  );
}
