import type { TeaserList } from '../../../domain/content/content.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { safeHref } from '../../markdown/safe-url';

interface HeaderProps {
  readonly list: TeaserList;
  readonly headingLevel: 2 | 3;
  readonly className: string;
}

/** Title, description and the list's own link. */
export function TeaserListHeader({ list, headingLevel, className }: HeaderProps) {
  const { t } = useRenderEnv();
  const Heading = `h${headingLevel}` as const;
  const title = list.title ?? '';
  const linkHref = list.link === null ? null : safeHref(list.link.url);
  const description = list.description ?? '';
  if (title === '' && description === '' && linkHref === null) return null;
  return (
    <header className={className}>
      {title !== '' && <Heading className="teaser-list__title">{title}</Heading>}
      {description !== '' && <p className="teaser-list__description">{description}</p>}
      {list.link !== null && linkHref !== null && (
        <a className="teaser-list__more" href={linkHref}>
          {list.link.title === '' ? t('teaser_list.see_all') : list.link.title}
        </a>
      )}
    </header>
  );
}
