import type { Widget } from '../../../domain/content/content.types';
import { Image } from '../../components/Image';
import { safeHref } from '../../markdown/safe-url';
import { renderTextItem } from '../../markdown/text-item';

const BODY_IMAGE_SIZES = '(min-width: 768px) 704px, 100vw';

function TextItem({ body }: { readonly body: string }) {
  const result = renderTextItem(body);
  if (!result.ok) return <p className="widget-error">{result.text}</p>;
  return <div className="prose" dangerouslySetInnerHTML={{ __html: result.html }} />;
}

function WidgetView({ widget }: { readonly widget: Widget }) {
  switch (widget.type) {
    case 'text_item':
      return <TextItem body={widget.body} />;
    case 'image': {
      const href = widget.link === null ? null : safeHref(widget.link);
      const image = <Image image={widget.image} sizes={BODY_IMAGE_SIZES} />;
      const caption = [
        widget.image.caption,
        widget.image.copyright === null ? null : `© ${widget.image.copyright}`,
      ]
        .filter((part) => part !== null && part !== '')
        .join(' ');
      return (
        <figure className="article-figure">
          {href === null ? image : <a href={href}>{image}</a>}
          {caption !== '' && <figcaption className="article-figure__caption">{caption}</figcaption>}
        </figure>
      );
    }
    case 'lead_paragraph':
      return (
        <div className="lead-paragraph">
          {widget.title !== null && widget.title !== '' && (
            <h2 className="lead-paragraph__title">{widget.title}</h2>
          )}
          <p className="lead-paragraph__text">{widget.description}</p>
        </div>
      );
    case 'unsupported':
      return null;
  }
}

interface Props {
  readonly widgets: readonly Widget[];
}

/** The article body. Locked widgets (paid content cut on the server) render nothing. */
export function ArticleWidgets({ widgets }: Props) {
  return (
    <div className="article-body">
      {widgets
        .filter((widget) => !widget.locked)
        .map((widget) => (
          <WidgetView key={widget.key} widget={widget} />
        ))}
    </div>
  );
}
