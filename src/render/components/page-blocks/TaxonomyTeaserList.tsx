import { useId } from 'react';
import type { PageBlock } from '../../../domain/content/content.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { safeHref } from '../../markdown/safe-url';
import { Image } from '../Image';
import { Markdown } from '../Markdown';

const IMAGE_SIZES = '(min-width: 1024px) 400px, 100vw';

interface Props {
  readonly block: Extract<PageBlock, { type: 'taxonomy_teaser_list' }>;
  readonly priority: boolean;
}

/**
 * Categories or tags an editor picked ("Find dit emne"): the list's title, label, text and image,
 * and a link to each term's page, as chips (`default`) or as larger tiles (`presentation`).
 */
export function TaxonomyTeaserList({ block, priority }: Props) {
  const { t } = useRenderEnv();
  const titleId = useId();
  const terms = block.terms.flatMap((term) => {
    const href = safeHref(term.url);
    return href === null ? [] : [{ key: term.id, href, name: term.name }];
  });
  if (terms.length === 0) return null;
  const presentation = block.displayHint === 'presentation';
  const title = block.title ?? t('taxonomy_list.title');
  return (
    <section
      className={`taxonomy-list taxonomy-list--${presentation ? 'presentation' : 'default'}`}
      aria-labelledby={titleId}
    >
      <div className="taxonomy-list__intro">
        {block.label !== null && <p className="taxonomy-list__label">{block.label}</p>}
        <h2 className="taxonomy-list__title" id={titleId}>
          {title}
        </h2>
        {block.description !== null && (
          <Markdown
            markdown={block.description}
            minHeadingLevel={3}
            className="prose taxonomy-list__description"
          />
        )}
        {block.image !== null && (
          <Image
            className="taxonomy-list__image"
            image={block.image}
            sizes={IMAGE_SIZES}
            priority={priority}
          />
        )}
      </div>
      <ul className={presentation ? 'taxonomy-list__tiles' : 'chips'}>
        {terms.map((term) => (
          <li key={term.key} className={presentation ? 'taxonomy-list__tile' : 'chips__item'}>
            <a className={presentation ? 'taxonomy-list__tile-link' : 'chip'} href={term.href}>
              {term.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
