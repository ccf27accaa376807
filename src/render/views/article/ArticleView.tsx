import type { ReactNode } from 'react';
import type { Article, Teaser } from '../../../domain/content/content.types';
import type { PaywallView } from '../../../domain/paywall/paywall-view.types';
import { BannerSlot } from '../../components/BannerSlot';
import { Breadcrumb, type Crumb } from '../../components/Breadcrumb';
import { Image } from '../../components/Image';
import { Markdown } from '../../components/Markdown';
import { useRenderEnv } from '../../env/RenderEnv';
import { ArticleByline } from './ArticleByline';
import { ArticleTags } from './ArticleTags';
import { ArticleVocabularies } from './ArticleVocabularies';
import { ArticleWidgets } from './ArticleWidgets';
import { GuideFacts, VideoFacts } from './GuideFacts';
import { ReadNextTeasers } from './ReadNextTeasers';
import { AudioWidget } from './widgets/AudioMultimediaWidgets';

const LEAD_IMAGE_SIZES = '(min-width: 1024px) 960px, 100vw';

/** The category's top level (when it is neither the category nor its parent), parent, itself. */
export function crumbs(article: Article): readonly Crumb[] {
  const category = article.category;
  if (category === null) return [];
  const trail: Crumb[] = [];
  const ancestor = category.ancestor ?? null;
  if (ancestor !== null && ancestor.id !== category.id && ancestor.id !== category.parent?.id)
    trail.push({ name: ancestor.name, url: ancestor.url });
  if (category.parent !== null)
    trail.push({ name: category.parent.name, url: category.parent.url });
  trail.push({ name: category.name, url: category.url });
  return trail;
}

interface Props {
  readonly article: Article;
  /** Present when the server cut the article for this reader (see `ArticleWidgets`). */
  readonly paywall?: PaywallView;
  /** Reader actions shown beside the byline (the favourite heart). */
  readonly actions?: ReactNode;
  /** Other articles of the site to read after this one (after the body or paywall, before ads). */
  readonly readNext?: readonly Teaser[];
}

/** A food plan's week (`week_number` `16-2021`) above its title: "Uge 16 · 2021". */
function FoodPlanWeek({ weekNumber }: { readonly weekNumber: string | null }) {
  const { t } = useRenderEnv();
  const match = weekNumber === null ? null : /^(\d{1,2})-(\d{4})$/.exec(weekNumber);
  if (match === null) return null;
  const [, week = '', year = ''] = match;
  return (
    <p className="article__kicker">
      {t('article.food_plan_week', { week: String(Number(week)), year })}
    </p>
  );
}

/**
 * An article: breadcrumb, title, description (and a guide's facts), lead image, byline, then the
 * panorama banner, body widgets, FAQ, tags and the articles to read next. On a phone the headline
 * and the lead image fill the first screen, before any ad (ADR 23).
 */
export function ArticleView({ article, paywall, actions, readNext = [] }: Props) {
  const { t } = useRenderEnv();
  const lead = article.leadImage;
  const leadCaption =
    lead === null
      ? ''
      : [lead.caption, lead.copyright === null ? null : `© ${lead.copyright}`]
          .filter((part) => part !== null && part !== '')
          .join(' ');
  return (
    <article className={`article article--${article.template.replace(/[^a-z0-9-]/gi, '')}`}>
      <header className="article__header container">
        <Breadcrumb crumbs={crumbs(article)} />
        <FoodPlanWeek weekNumber={article.weekNumber ?? null} />
        <h1 className="article__title">{article.title}</h1>
        {article.description !== '' && (
          <p className="article__description">{article.description}</p>
        )}
        <GuideFacts meta={article.guideMeta ?? null} />
        <VideoFacts meta={article.videoMeta ?? null} />
      </header>
      {lead !== null && (
        <figure className="article__lead container">
          <Image className="article__lead-image" image={lead} sizes={LEAD_IMAGE_SIZES} priority />
          {leadCaption !== '' && (
            <figcaption className="article-figure__caption">{leadCaption}</figcaption>
          )}
        </figure>
      )}
      {/* Byline and audio follow the lead image, so headline and image share the first screen. */}
      <div className="article__meta container">
        <div className="article__byline-row">
          <ArticleByline article={article} />
          {actions}
        </div>
        {article.audio != null && (
          <div className="article__audio">
            <AudioWidget {...article.audio} />
          </div>
        )}
      </div>
      {/* The first screen is the article's own: headline and lead image come before any ad. */}
      <BannerSlot position="panorama" />
      <div className="article__content container">
        <ArticleWidgets widgets={article.widgets} paywall={paywall} />
        {article.faq.length > 0 && (
          <section className="faq">
            <h2 className="faq__title">{t('article.faq')}</h2>
            {article.faq.map((item, index) => (
              <details key={`${item.question}-${index}`} className="faq__item">
                <summary className="faq__question">{item.question}</summary>
                <Markdown
                  markdown={item.answer}
                  minHeadingLevel={3}
                  className="faq__answer prose"
                />
              </details>
            ))}
          </section>
        )}
        <ArticleTags tags={article.tags} />
        <ArticleVocabularies vocabularies={article.vocabularies ?? []} />
        <ReadNextTeasers teasers={readNext} />
        <BannerSlot position="articlemodule" />
      </div>
      <BannerSlot position="rich_media_premium" />
    </article>
  );
}
