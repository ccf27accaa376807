import { useRenderEnv } from '../env/RenderEnv';
import { Island } from './Island';

interface Props {
  readonly articleId: number;
  /** The page's URL (absolute or a path): the login sends the reader back to its path. */
  readonly pageUrl: string | null;
  readonly locale: string;
  readonly loginPath?: string;
}

/** The heart island with its translated labels and the login address (server side). */
function pathOf(url: string | null): string {
  if (url === null) return '/';
  try {
    const parsed = new URL(url, 'http://x.invalid');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return '/';
  }
}

export function FavouriteButton({
  articleId,
  pageUrl,
  locale,
  loginPath = '/users/sign_in',
}: Props) {
  const { t } = useRenderEnv();
  const query = new URLSearchParams({ returnUri: pathOf(pageUrl), locale });
  return (
    <Island
      name="Favourite"
      hydrate="visible"
      props={{
        articleId,
        loginHref: `${loginPath}?${query.toString()}`,
        strings: { add: t('favourites.add'), remove: t('favourites.remove') },
      }}
    />
  );
}
