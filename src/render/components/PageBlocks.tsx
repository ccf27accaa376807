import type { PageBlock } from '../../domain/content/content.types';
import { BannerSlot } from './BannerSlot';
import { Markdown } from './Markdown';
import { TeaserListSection } from './teaser-list/TeaserListSection';

interface Props {
  readonly blocks: readonly PageBlock[];
}

function Block({ block }: { readonly block: PageBlock }) {
  switch (block.type) {
    case 'teaser_list':
      return <TeaserListSection list={block.list} />;
    case 'seo_text':
      return (
        <section className="seo-text">
          {block.title !== null && block.title !== '' && (
            <h2 className="seo-text__title">{block.title}</h2>
          )}
          <Markdown markdown={block.body} minHeadingLevel={block.title === null ? 2 : 3} />
        </section>
      );
    case 'banner_placement':
      return <BannerSlot position={block.position} />;
    case 'newsletter':
    case 'unsupported':
      return null;
  }
}

/** The content blocks of a page, in order. */
export function PageBlocks({ blocks }: Props) {
  return (
    <div className="page-blocks">
      {blocks.map((block) => (
        <Block key={block.key} block={block} />
      ))}
    </div>
  );
}
