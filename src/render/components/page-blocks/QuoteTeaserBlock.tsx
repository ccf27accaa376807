import type { PageBlock } from '../../../domain/content/content.types';
import { isVisibleTeaser } from '../../../domain/content/teasers.rules';
import { useRenderEnv } from '../../env/RenderEnv';
import { linkAttributes } from '../../markdown/link-attributes';
import { safeHref } from '../../markdown/safe-url';

interface Props {
  readonly block: Extract<PageBlock, { type: 'quote_teaser' }>;
}

/** Where the quote leads: the article it comes from, else the editor's own link, else nowhere. */
function destination(block: Props['block']) {
  const teaser = block.teaser !== null && isVisibleTeaser(block.teaser) ? block.teaser : null;
  if (teaser !== null) {
    const href = safeHref(teaser.link);
    if (href !== null) return { href, text: teaser.title, fromArticle: true, attributes: {} };
  }
  const link = block.link;
  const href = link === null ? null : safeHref(link.url);
  if (link === null || href === null) return null;
  const { target, rel } = linkAttributes(link.target, link.rel);
  return {
    href,
    text: link.title,
    fromArticle: false,
    attributes: { target: target ?? undefined, rel: rel ?? undefined },
  };
}

/**
 * A pull quote on a page: the words large, who said them, and the article they come from (or the
 * editor's link) to read on.
 */
export function QuoteTeaserBlock({ block }: Props) {
  const { t } = useRenderEnv();
  const to = destination(block);
  const linkText = to?.text?.trim() ?? '';
  return (
    <figure className="quote-teaser">
      <blockquote className="quote-teaser__quote">
        <p>{block.quote}</p>
      </blockquote>
      {block.author !== null && (
        <figcaption className="quote-teaser__author">{block.author}</figcaption>
      )}
      {to !== null && (
        <p className="quote-teaser__more">
          {to.fromArticle && (
            <span className="quote-teaser__kicker">{t('quote_teaser.from_article')}</span>
          )}
          <a className="quote-teaser__link" href={to.href} {...to.attributes}>
            {linkText === '' ? t('link.read_more') : linkText}
          </a>
        </p>
      )}
    </figure>
  );
}
