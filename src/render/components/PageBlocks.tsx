import { useId } from 'react';
import type {
  CommercialSpot,
  ExternalLink,
  Image as ImageData,
  PageBlock,
  PageVideo,
  Teaser,
} from '../../domain/content/content.types';
import { visibleTeasers } from '../../domain/content/teasers.rules';
import { leadImageBlockKey } from '../../domain/page/lead-image.rules';
import { DEFAULT_FORM_POSITION } from '../../domain/tracking/form-events';
import { useRenderEnv } from '../env/RenderEnv';
import { linkAttributes } from '../markdown/link-attributes';
import { safeHref } from '../markdown/safe-url';
import { NewsletterSlot } from './NewsletterSlot';
import { BannerSlot } from './BannerSlot';
import { Image } from './Image';
import { Markdown } from './Markdown';
import { AuthorOverview } from './page-blocks/AuthorOverview';
import { FeaturedVideo } from './page-blocks/FeaturedVideo';
import { QuoteTeaserBlock } from './page-blocks/QuoteTeaserBlock';
import { TaxonomyTeaserList } from './page-blocks/TaxonomyTeaserList';
import { TeaserCard } from './teaser/TeaserCard';
import { TeaserListSection } from './teaser-list/TeaserListSection';
import { hintModifier } from './teaser-list/teaser-list-layout';

const FEATURE_SIZES = '(min-width: 1280px) 740px, (min-width: 1024px) 60vw, 100vw';
const SPOT_WIDE_SIZES = '(min-width: 1280px) 740px, (min-width: 768px) 60vw, 100vw';
const SPOT_SIZES = '(min-width: 768px) 320px, 100vw';
const SEO_IMAGE_SIZES = '(min-width: 768px) 672px, 100vw';

interface Props {
  readonly blocks: readonly PageBlock[];
}

/**
 * An editor's pick: one large teaser under the block's label ("Ugens træning"), with the block's
 * own image over the teaser's. With a video of its own, the video plays above the teaser (the
 * picture is its poster) and the teaser shows no picture twice.
 */
function FeaturedContent({
  label,
  displayHint,
  teaser,
  image,
  video,
  priority,
}: {
  readonly label: string | null;
  readonly displayHint: string;
  readonly teaser: Teaser;
  readonly image: ImageData | null;
  readonly video: PageVideo | null;
  readonly priority: boolean;
}) {
  const shown = visibleTeasers([teaser])[0];
  if (shown === undefined) return null;
  const heading = label === null || label.trim() === '' ? null : label;
  const picture = image ?? shown.image;
  return (
    <section
      className={`feature feature--${hintModifier(displayHint)}${video === null ? '' : ' feature--video'}`}
      aria-label={heading ?? shown.title}
    >
      {heading !== null && <p className="feature__label">{heading}</p>}
      {video !== null && (
        <FeaturedVideo video={video} poster={picture} fallbackName={shown.title} />
      )}
      <TeaserCard
        teaser={{ ...shown, image: video === null ? picture : null }}
        headingLevel={2}
        sizes={FEATURE_SIZES}
        variant="large"
        sectionTitle={heading}
        priority={priority}
      />
    </section>
  );
}

/**
 * An editor's link as an anchor's `href`, `target` and `rel`; `extraRel` is added to what the
 * editor wrote. Null when the URL is not safe to follow.
 */
function editorLink(link: ExternalLink | null, extraRel: readonly string[] = []) {
  if (link === null) return null;
  const href = safeHref(link.url);
  if (href === null) return null;
  const { target, rel } = linkAttributes(link.target, link.rel);
  const rels = [...extraRel, ...(rel === null ? [] : rel.split(' '))];
  return {
    href,
    target: target ?? undefined,
    rel: rels.length === 0 ? undefined : [...new Set(rels)].join(' '),
  };
}

/**
 * A paid call to action (a subscription offer, a partner): always disclosed with its label
 * ("Annonce"), its link marked sponsored. `wide` spans the page; the default is a card.
 */
function CommercialSpotBlock({
  spot,
  priority,
}: {
  readonly spot: CommercialSpot;
  readonly priority: boolean;
}) {
  const { t } = useRenderEnv();
  const titleId = useId();
  const wide = spot.displayHint === 'wide';
  const label =
    spot.label === null || spot.label.trim() === '' ? t('teaser.commercial') : spot.label;
  const link = editorLink(spot.link, ['noopener', 'sponsored']);
  const linkText = spot.link?.title ?? '';
  return (
    <aside
      className={`spot spot--${wide ? 'wide' : 'default'}${link === null ? '' : ' spot--linked'}`}
      aria-labelledby={titleId}
    >
      {spot.image !== null && (
        <div className="spot__media">
          <Image
            className="spot__image"
            image={spot.image}
            sizes={wide ? SPOT_WIDE_SIZES : SPOT_SIZES}
            cropAspectRatio={wide ? undefined : 3 / 2}
            priority={priority}
          />
        </div>
      )}
      <div className="spot__body">
        <p className="spot__label">{label}</p>
        <h2 className="spot__title" id={titleId}>
          {spot.title}
        </h2>
        {spot.description !== null && spot.description !== '' && (
          <p className="spot__description">{spot.description}</p>
        )}
        {link !== null && (
          <p className="spot__action">
            <a className="button spot__link" href={link.href} target={link.target} rel={link.rel}>
              {linkText.trim() === '' ? t('link.read_more') : linkText}
            </a>
          </p>
        )}
      </div>
    </aside>
  );
}

/** The page's own text: a title, markdown, an image before or after it, and a link to more. */
function SeoText({
  block,
  priority,
}: {
  readonly block: Extract<PageBlock, { type: 'seo_text' }>;
  readonly priority: boolean;
}) {
  const { t } = useRenderEnv();
  const hasTitle = block.title !== null && block.title !== '';
  const link = editorLink(block.link);
  const linkText = block.link?.title ?? '';
  const figure = block.image !== null && (
    <figure className="seo-text__figure">
      <Image
        className="seo-text__image"
        image={block.image}
        sizes={SEO_IMAGE_SIZES}
        priority={priority}
      />
    </figure>
  );
  const before = block.imagePosition === 'before';
  const modifier = figure === false ? '' : ` seo-text--image-${before ? 'before' : 'after'}`;
  return (
    <section className={`seo-text${modifier}`}>
      {hasTitle && <h2 className="seo-text__title">{block.title}</h2>}
      {before && figure}
      {block.body.trim() !== '' && (
        <Markdown markdown={block.body} minHeadingLevel={hasTitle ? 3 : 2} />
      )}
      {!before && figure}
      {link !== null && (
        <p className="seo-text__more">
          <a className="seo-text__link" href={link.href} target={link.target} rel={link.rel}>
            {linkText.trim() === '' ? t('link.read_more') : linkText}
          </a>
        </p>
      )}
    </section>
  );
}

function Block({ block, priority }: { readonly block: PageBlock; readonly priority: boolean }) {
  switch (block.type) {
    case 'teaser_list':
      return <TeaserListSection list={block.list} priority={priority} />;
    case 'featured_content':
      return (
        <FeaturedContent
          label={block.label}
          displayHint={block.displayHint}
          teaser={block.teaser}
          image={block.image}
          video={block.video ?? null}
          priority={priority}
        />
      );
    case 'quote_teaser':
      return <QuoteTeaserBlock block={block} />;
    case 'taxonomy_teaser_list':
      return <TaxonomyTeaserList block={block} priority={priority} />;
    case 'author_overview':
      return <AuthorOverview block={block} />;
    case 'commercial_spot':
      return <CommercialSpotBlock spot={block.spot} priority={priority} />;
    case 'seo_text':
      return <SeoText block={block} priority={priority} />;
    case 'banner_placement':
      return <BannerSlot position={block.position} />;
    case 'newsletter':
      return (
        <NewsletterSlot
          title={null}
          description={null}
          sourceCode={block.sourceCode}
          permissionText={block.permissionText}
          position={DEFAULT_FORM_POSITION}
        />
      );
  }
}

/**
 * The content blocks of a page, in order. A block with nothing to show leaves no gap. The first
 * image of the page (`leadImageBlockKey`) loads eagerly with high priority, every other lazily.
 */
export function PageBlocks({ blocks }: Props) {
  const lead = leadImageBlockKey(blocks);
  return (
    <div className="page-blocks">
      {blocks.map((block) => (
        <Block key={block.key} block={block} priority={block.key === lead} />
      ))}
    </div>
  );
}
