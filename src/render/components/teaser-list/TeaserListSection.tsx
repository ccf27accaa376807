import type { TeaserList } from '../../../domain/content/content.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { safeHref } from '../../markdown/safe-url';
import { TeaserCard, type HeadingLevel } from '../teaser/TeaserCard';
import { TeaserGrid, gridSizes } from '../teaser/TeaserGrid';
import { TeaserSlider } from './TeaserSlider';
import { Toplist } from './Toplist';
import { teaserListLayout, type TeaserListLayout } from './teaser-list-layout';

interface Props {
  readonly list: TeaserList;
  /** Level of the list title; cards sit one level below. */
  readonly headingLevel?: 2 | 3;
}

const THEMES: ReadonlySet<string> = new Set(['dark', 'brand']);

interface BodyProps {
  readonly list: TeaserList;
  readonly layout: TeaserListLayout;
  readonly cardLevel: HeadingLevel;
  readonly label: string;
}

function ListBody({ list, layout, cardLevel, label }: BodyProps) {
  switch (layout.kind) {
    case 'grid':
      return (
        <TeaserGrid teasers={list.teasers} columns={layout.columns} headingLevel={cardLevel} />
      );
    case 'featured': {
      const [first, ...rest] = list.teasers;
      return (
        <div className="teaser-featured">
          {first !== undefined && (
            <TeaserCard
              teaser={first}
              headingLevel={cardLevel}
              sizes={gridSizes(1)}
              variant="large"
            />
          )}
          {rest.length > 0 && (
            <TeaserGrid teasers={rest} columns={layout.columns} headingLevel={cardLevel} />
          )}
        </div>
      );
    }
    case 'toplist':
      return <Toplist teasers={list.teasers} headingLevel={cardLevel} />;
    case 'slider':
      return <TeaserSlider teasers={list.teasers} headingLevel={cardLevel} label={label} />;
  }
}

/** A teaser list block: title, description and link, then the teasers laid out by display hint. */
export function TeaserListSection({ list, headingLevel = 2 }: Props) {
  const { t } = useRenderEnv();
  if (list.teasers.length === 0) return null;
  const layout = teaserListLayout(list.displayHint);
  const Heading = `h${headingLevel}` as const;
  const title = list.title ?? '';
  const hasTitle = title !== '';
  const cardLevel: HeadingLevel = hasTitle ? ((headingLevel + 1) as HeadingLevel) : headingLevel;
  const linkHref = list.link === null ? null : safeHref(list.link.url);
  const theme = list.theme !== null && THEMES.has(list.theme) ? ` teaser-list--${list.theme}` : '';

  return (
    <section className={`teaser-list teaser-list--${layout.kind}${theme}`}>
      {(hasTitle || list.description !== null || linkHref !== null) && (
        <header className="teaser-list__header">
          {hasTitle && <Heading className="teaser-list__title">{title}</Heading>}
          {list.description !== null && list.description !== '' && (
            <p className="teaser-list__description">{list.description}</p>
          )}
          {list.link !== null && linkHref !== null && (
            <a className="teaser-list__more" href={linkHref}>
              {list.link.title === '' ? t('teaser_list.see_all') : list.link.title}
            </a>
          )}
        </header>
      )}
      <ListBody
        list={list}
        layout={layout}
        cardLevel={cardLevel}
        label={hasTitle ? title : t('teaser_list.slider')}
      />
    </section>
  );
}
