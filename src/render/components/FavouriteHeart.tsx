import { useRenderEnv } from '../env/RenderEnv';

interface Props {
  readonly articleId: number;
  /** The path of the page the heart is on: the login sends the reader back to it. */
  readonly returnUri: string;
  readonly locale: string;
  readonly loginPath?: string;
  readonly className?: string;
}

/** The path (and query) of a page URL, absolute or relative; `/` when there is none. */
export function pathOf(url: string | null): string {
  if (url === null) return '/';
  try {
    const parsed = new URL(url, 'http://x.invalid');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return '/';
  }
}

/**
 * The favourite heart, server side: a link to the login with returnUri and locale (what
 * a reader without JavaScript gets), outline until the page script (client/favourites, no React)
 * learns what the reader saved and turns it into a toggle. Per-reader state never enters the HTML,
 * so the page stays cacheable.
 */
export function FavouriteHeart({
  articleId,
  returnUri,
  locale,
  loginPath = '/users/sign_in',
  className,
}: Props) {
  const { t } = useRenderEnv();
  const query = new URLSearchParams({ returnUri, locale });
  const add = t('favourites.add');
  return (
    <a
      href={`${loginPath}?${query.toString()}`}
      role="button"
      className={className === undefined ? 'favourite' : `favourite ${className}`}
      aria-pressed="false"
      aria-label={add}
      data-favourite={articleId}
      data-label-add={add}
      data-label-remove={t('favourites.remove')}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 4.4 2.5.8-1.4 2.3-2.5 4.4-2.5 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </a>
  );
}
