import { ROUTES } from '../../domain/routing/route-table';
import { useRenderEnv } from '../env/RenderEnv';
import type { TranslationKey } from '../i18n/translations.types';
import { favouriteAnchor } from '../../domain/routing/favourite-anchor';

interface Props {
  readonly articleId: number;
  /** The path of the page the heart is on: the form (and the sign-in) send the reader back to it. */
  readonly returnUri: string;
  /**
   * The site's locale. The server builds the sign-in address (with the locale) from the site it
   * answers for, so the form does not send it; callers pass it for the islands' props.
   */
  readonly locale?: string;
  readonly className?: string;
  /** Already saved (the favourites page): the "remove" button shows without JavaScript. */
  readonly saved?: boolean;
}

/** The translation keys the heart reads (islands that render hearts need them as props). */
export const FAVOURITE_HEART_KEYS: readonly TranslationKey[] = [
  'favourites.add',
  'favourites.remove',
  'favourites.added',
  'favourites.removed',
];

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

const HEART_PATH =
  'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 4.4 2.5.8-1.4 2.3-2.5 4.4-2.5 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z';

function HeartIcon({ filled }: { readonly filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={HEART_PATH}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * The favourite heart: a plain form that posts to `ROUTES.favouriteForm` (the route answers a
 * signed-out reader with the sign-in, a signed-in one with the change and a redirect back here).
 *
 * Pages sit in the shared cache (ADR 6, 9), so nothing here depends on the reader: the heart
 * starts as "add" (outline) with a hidden "remove" button, and the message after the redirect
 * travels in the address's fragment (`#favourite-{id}-added`), which browsers never send to the
 * server. The fragment names one of the two empty anchors below: the browser scrolls back to the
 * heart, and `:target` shows that anchor's message and swaps the buttons, so a reader without
 * JavaScript sees "saved" and can undo it. The cache key and the cached HTML never change.
 *
 * On the reader's own favourites page (private, never shared) the heart starts saved
 * (`favourite--saved`): "remove" shows, so a reader without JavaScript can take an article off.
 *
 * With JavaScript (client/favourites) the lookup of the reader's saved ids makes the first button
 * a toggle (`aria-pressed`) that saves over the JSON API, and the messages become live messages.
 */
export function FavouriteHeart({ articleId, returnUri, className, saved = false }: Props) {
  const { t } = useRenderEnv();
  const id = String(articleId);
  const classes = ['favourite', saved ? 'favourite--saved' : null, className ?? null];
  return (
    <form
      method="post"
      action={ROUTES.favouriteForm.path}
      className={classes.filter((name) => name !== null).join(' ')}
      data-favourite={id}
    >
      <input type="hidden" name="article" value={id} />
      <input type="hidden" name="return" value={returnUri} />
      <span
        id={favouriteAnchor(articleId, 'added')}
        className="favourite__flash favourite__flash--added"
      >
        <span className="favourite__toast" role="status">
          {t('favourites.added')}
        </span>
      </span>
      <span
        id={favouriteAnchor(articleId, 'removed')}
        className="favourite__flash favourite__flash--removed"
      >
        <span className="favourite__toast" role="status">
          {t('favourites.removed')}
        </span>
      </span>
      <button
        type="submit"
        name="intent"
        value="add"
        className="favourite__button favourite__add"
        aria-label={t('favourites.add')}
      >
        <HeartIcon filled={false} />
      </button>
      <button
        type="submit"
        name="intent"
        value="remove"
        className="favourite__button favourite__remove"
        aria-label={t('favourites.remove')}
      >
        <HeartIcon filled />
      </button>
    </form>
  );
}
