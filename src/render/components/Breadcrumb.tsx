import { useRenderEnv } from '../env/RenderEnv';
import { safeHref } from '../markdown/safe-url';

export interface Crumb {
  readonly name: string;
  readonly url: string | null;
}

interface Props {
  readonly crumbs: readonly Crumb[];
}

/** A breadcrumb trail; the last crumb is the current section. */
export function Breadcrumb({ crumbs }: Props) {
  const { t } = useRenderEnv();
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumb" aria-label={t('nav.breadcrumb')}>
      <ol className="breadcrumb__list">
        {crumbs.map((crumb, index) => {
          const href = crumb.url === null ? null : safeHref(crumb.url);
          return (
            <li key={`${crumb.name}-${index}`} className="breadcrumb__item">
              {href === null ? crumb.name : <a href={href}>{crumb.name}</a>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
