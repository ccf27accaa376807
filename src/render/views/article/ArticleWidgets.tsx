import { Fragment } from 'react';
import { inContentBannerIndex } from '../../../domain/banners/banner.rules';
import type { Widget } from '../../../domain/content/content.types';
import { BannerSlot } from '../../components/BannerSlot';
import { useRenderEnv } from '../../env/RenderEnv';
import { GalleryWidget, ImageWidget, VideoWidget } from './widgets/MediaWidgets';
import { ProductWidget } from './widgets/ProductWidget';
import { RecipeWidget } from './widgets/RecipeWidget';
import {
  AssociatedComposites,
  CalculatorSlot,
  MaterialGuide,
  NewsletterSlot,
} from './widgets/SlotWidgets';
import {
  FileWidget,
  Infobox,
  InsertedCode,
  LeadParagraph,
  LinkWidget,
  Quote,
  TextItem,
} from './widgets/TextWidgets';

export function WidgetView({ widget }: { readonly widget: Widget }) {
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
      return <LeadParagraph title={widget.title} description={widget.description} />;
    case 'gallery':
      return <GalleryWidget title={widget.title} items={widget.items} />;
    case 'video':
      return <VideoWidget video={widget.video} clips={widget.clips} />;
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
      return <InsertedCode code={widget.code} />;
    case 'file':
      return <FileWidget file={widget.file} images={widget.images} />;
    case 'link':
      return (
        <LinkWidget
          url={widget.url}
          title={widget.title}
          target={widget.target}
          displayHint={widget.displayHint}
        />
      );
    case 'unsupported':
      return null;
  }
}

interface Props {
  readonly widgets: readonly Widget[];
}

/**
 * The article body. Locked widgets (paid content cut on the server) render nothing; where the
 * first locked widget was, a short note says the rest is for subscribers. An in-content banner
 * slot sits between text widgets once the body is long enough.
 */
export function ArticleWidgets({ widgets }: Props) {
  const { t } = useRenderEnv();
  const firstLocked = widgets.findIndex((widget) => widget.locked);
  const bannerAfter = inContentBannerIndex(widgets);
  return (
    <div className="article-body">
      {widgets.map((widget, index) =>
        widget.locked ? (
          index === firstLocked && (
            <p key={widget.key} className="article-body__locked">
              {t('widget.locked')}
            </p>
          )
        ) : (
          <Fragment key={widget.key}>
            <WidgetView widget={widget} />
            {index === bannerAfter && <BannerSlot position="in-content-banner" />}
          </Fragment>
        ),
      )}
    </div>
  );
}
