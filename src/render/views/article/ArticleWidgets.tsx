import { Fragment } from 'react';
import { inContentBannerIndex } from '../../../domain/banners/banner.rules';
import { articleChapters, type Chapter } from '../../../domain/content/chapters.rules';
import type { Widget } from '../../../domain/content/content.types';
import type { PaywallView } from '../../../domain/paywall/paywall-view.types';
import { BannerSlot } from '../../components/BannerSlot';
import { useRenderEnv } from '../../env/RenderEnv';
import { PaywallBox } from './PaywallBox';
import { EmbedWidget } from './widgets/EmbedWidget';
import { HotspotImageWidget } from './widgets/HotspotImageWidget';
import { Inventory, ParagraphList } from './widgets/ListWidgets';
import { AudioWidget, MultimediaWidget } from './widgets/AudioMultimediaWidgets';
import { ChaptersSummary } from './widgets/ChaptersSummary';
import { GalleryWidget, ImageWidget, VideoWidget } from './widgets/MediaWidgets';
import { ProductWidget } from './widgets/ProductWidget';
import { RecipeWidget } from './widgets/RecipeWidget';
import { NewsletterSlot } from '../../components/NewsletterSlot';
import { AssociatedComposites, CalculatorSlot, MaterialGuide } from './widgets/SlotWidgets';
import {
  FileWidget,
  Infobox,
  LeadParagraph,
  LinkWidget,
  Quote,
  TextItem,
} from './widgets/TextWidgets';

interface WidgetViewProps {
  readonly widget: Widget;
  /** The article's chapters: the summary lists them, their headings carry their anchors. */
  readonly chapters?: readonly Chapter[];
}

export function WidgetView({ widget, chapters = [] }: WidgetViewProps) {
  switch (widget.type) {
    case 'text_item':
      return <TextItem body={widget.body} />;
    case 'image':
      return (
        <ImageWidget
          image={widget.image}
          link={widget.link}
          displayHint={widget.displayHint ?? 'inline'}
        />
      );
    case 'lead_paragraph':
      return (
        <LeadParagraph
          title={widget.title}
          description={widget.description}
          anchor={chapters.find((chapter) => chapter.key === widget.key)?.anchor ?? null}
        />
      );
    case 'gallery':
      return (
        <GalleryWidget
          title={widget.title}
          description={widget.description ?? null}
          items={widget.items}
        />
      );
    case 'video':
      return (
        <VideoWidget video={widget.video} clips={widget.clips} caption={widget.caption ?? null} />
      );
    case 'qbrick_video':
      return <VideoWidget video={widget.video} />;
    case 'infobox':
      return <Infobox title={widget.title} body={widget.body} displayHint={widget.displayHint} />;
    case 'quote':
      return <Quote quote={widget.quote} author={widget.author} />;
    case 'newsletter':
      return (
        <NewsletterSlot
          title={widget.title}
          description={widget.description}
          sourceCode={widget.sourceCode}
          permissionText={widget.permissionText}
        />
      );
    case 'product':
      return <ProductWidget product={widget.product} />;
    case 'recipe':
      return <RecipeWidget recipe={widget.recipe} />;
    case 'calculator':
      return <CalculatorSlot calculator={widget.calculator} />;
    case 'material_guide':
      return <MaterialGuide title={widget.title} materials={widget.materials} />;
    case 'associated_composites':
      return (
        <AssociatedComposites
          title={widget.title}
          displayHint={widget.displayHint}
          teasers={widget.teasers}
        />
      );
    case 'inserted_code':
      return <EmbedWidget embed={widget.embed} />;
    case 'inventory':
      return (
        <Inventory title={widget.title} description={widget.description} items={widget.items} />
      );
    case 'paragraph_list':
      return (
        <ParagraphList
          title={widget.title}
          description={widget.description}
          image={widget.image}
          videoUrl={widget.videoUrl}
          collapsible={widget.collapsible}
          showNumbers={widget.showNumbers}
          displayHint={widget.displayHint}
          items={widget.items}
        />
      );
    case 'hotspot_image':
      return (
        <HotspotImageWidget
          title={widget.title}
          description={widget.description}
          image={widget.image}
          displayHint={widget.displayHint}
          hotspots={widget.hotspots}
        />
      );
    case 'file':
      return (
        <FileWidget
          file={widget.file}
          images={widget.images}
          title={widget.title ?? null}
          // The attachment's own description (the media library's) when the editor wrote none.
          description={widget.description ?? widget.file.description}
          buttonText={widget.buttonText ?? null}
        />
      );
    case 'link':
      return (
        <LinkWidget
          url={widget.url}
          title={widget.title}
          target={widget.target}
          displayHint={widget.displayHint}
        />
      );
    case 'audio':
      return (
        <AudioWidget
          title={widget.title}
          file={widget.file}
          image={widget.image}
          minutes={widget.minutes}
        />
      );
    case 'multimedia':
      return (
        <MultimediaWidget
          title={widget.title}
          description={widget.description}
          image={widget.image}
          displayHint={widget.displayHint}
          modelUrl={widget.modelUrl}
        />
      );
    case 'chapters_summary':
      return <ChaptersSummary chapters={chapters} />;
    case 'unsupported':
      return null;
  }
}

interface Props {
  readonly widgets: readonly Widget[];
  /** Present when the server cut the article: the box stands where the locked content began. */
  readonly paywall?: PaywallView;
}

/** Where the paywall box goes: before `widgets[beforeWidget]`, after the last one when past it. */
function paywallIndex(paywall: PaywallView | undefined, widgets: readonly Widget[]): number | null {
  if (paywall === undefined) return null;
  const index = Math.trunc(paywall.beforeWidget);
  return Number.isFinite(index) && index >= 0 && index < widgets.length ? index : widgets.length;
}

/**
 * The article body. Locked widgets (paid content cut on the server) render nothing; where the
 * first locked widget was, a short note says the rest is for subscribers. When the server cut the
 * article, the paywall box stands in the body where the locked content began. An in-content
 * banner slot sits between text widgets once the body is long enough.
 */
export function ArticleWidgets({ widgets, paywall }: Props) {
  const { t } = useRenderEnv();
  const firstLocked = widgets.findIndex((widget) => widget.locked);
  const bannerAfter = inContentBannerIndex(widgets);
  const chapters = articleChapters(widgets);
  const paywallAt = paywallIndex(paywall, widgets);
  const box = paywall === undefined ? null : <PaywallBox paywall={paywall} />;
  return (
    <div className="article-body">
      {widgets.map((widget, index) => (
        <Fragment key={widget.key}>
          {index === paywallAt && box}
          {widget.locked ? (
            index === firstLocked &&
            paywallAt === null && <p className="article-body__locked">{t('widget.locked')}</p>
          ) : (
            <>
              <WidgetView widget={widget} chapters={chapters} />
              {index === bannerAfter && <BannerSlot position="in-content-banner" />}
            </>
          )}
        </Fragment>
      ))}
      {paywallAt === widgets.length && box}
    </div>
  );
}
