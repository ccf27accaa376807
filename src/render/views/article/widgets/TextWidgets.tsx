import type { FileDownload, Image as ImageData } from '../../../../domain/content/content.types';
import { Image } from '../../../components/Image';
import { Markdown } from '../../../components/Markdown';
import { useRenderEnv } from '../../../env/RenderEnv';
import { formatFileSize } from '../../../i18n/format-number';
import { safeHref } from '../../../markdown/safe-url';
import { renderTextItem } from '../../../markdown/text-item';

/** Markdown text; on a rendering failure, the error line and the raw text. */
export function TextItem({ body }: { readonly body: string }) {
  const result = renderTextItem(body);
  if (!result.ok) return <p className="widget-error">{result.text}</p>;
  return <div className="prose" dangerouslySetInnerHTML={{ __html: result.html }} />;
}

/** A lead paragraph; as a chapter heading (`anchor`), the target of the chapters summary. */
export function LeadParagraph({
  title,
  description,
  anchor = null,
}: {
  readonly title: string | null;
  readonly description: string;
  readonly anchor?: string | null;
}) {
  const chapter = anchor !== null;
  return (
    <div className={chapter ? 'lead-paragraph lead-paragraph--chapter' : 'lead-paragraph'}>
      {title !== null && title !== '' && (
        <h2 className="lead-paragraph__title" id={anchor ?? undefined}>
          {title}
        </h2>
      )}
      {description.trim() !== '' && <p className="lead-paragraph__text">{description}</p>}
    </div>
  );
}

export function Infobox({
  title,
  body,
  displayHint,
}: {
  readonly title: string | null;
  readonly body: string;
  readonly displayHint: string;
}) {
  const hint = displayHint === 'highlight' ? ' infobox--highlight' : '';
  return (
    <aside className={`infobox${hint}`} aria-label={title ?? undefined}>
      {title !== null && <h2 className="infobox__title">{title}</h2>}
      <Markdown markdown={body} minHeadingLevel={3} />
    </aside>
  );
}

export function Quote({
  quote,
  author,
}: {
  readonly quote: string;
  readonly author: string | null;
}) {
  return (
    <figure className="quote">
      <blockquote className="quote__text">
        <p>{quote}</p>
      </blockquote>
      {author !== null && <figcaption className="quote__author">{author}</figcaption>}
    </figure>
  );
}

export function LinkWidget({
  url,
  title,
  target,
  displayHint,
}: {
  readonly url: string;
  readonly title: string;
  readonly target: string | null;
  readonly displayHint: string;
}) {
  const href = safeHref(url);
  if (href === null) return null;
  const blank = target === '_blank';
  return (
    <p className={`link-widget link-widget--${displayHint === 'button' ? 'button' : 'text'}`}>
      <a
        className={displayHint === 'button' ? 'button' : undefined}
        href={href}
        target={blank ? '_blank' : undefined}
        rel={blank ? 'noopener' : undefined}
      >
        {title}
      </a>
    </p>
  );
}

/**
 * A download: the editor's title and description beside the cover, and a button labelled with
 * the editor's text (the product's own word when none). The attachment's own title is the media
 * library's, usually the file name, and is not shown.
 */
export function FileWidget({
  file,
  images,
  title,
  description,
  buttonText,
}: {
  readonly file: FileDownload;
  readonly images: readonly ImageData[];
  readonly title: string | null;
  readonly description: string | null;
  readonly buttonText: string | null;
}) {
  const { t, language } = useRenderEnv();
  const href = safeHref(file.url);
  if (href === null) return null;
  const cover = images[0];
  const type = file.mimeType?.split('/').pop()?.toUpperCase() ?? null;
  const details = [type, file.size === null ? null : formatFileSize(file.size, language)]
    .filter((part) => part !== null)
    .join(', ');
  return (
    <div className="file-download">
      {cover !== undefined && (
        <Image
          className="file-download__cover"
          image={cover}
          sizes="120px"
          width={120}
          cropAspectRatio={3 / 4}
        />
      )}
      <div className="file-download__body">
        {title !== null && <p className="file-download__title">{title}</p>}
        {description !== null && <p className="file-download__description">{description}</p>}
        <a className="button file-download__link" href={href} download>
          {buttonText ?? t('file.download')}
          {details !== '' && <span className="file-download__details">{` (${details})`}</span>}
        </a>
      </div>
    </div>
  );
}
