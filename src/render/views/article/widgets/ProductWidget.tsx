import { useId } from 'react';
import type {
  Product,
  ProductDetail,
  ProductScore,
} from '../../../../domain/content/content.types';
import { Image } from '../../../components/Image';
import { Markdown } from '../../../components/Markdown';
import { useRenderEnv } from '../../../env/RenderEnv';
import { formatNumber, formatPriceOf } from '../../../i18n/format-number';

const PRODUCT_IMAGE_SIZES = '(min-width: 768px) 280px, 100vw';

function percentOf(value: number, max: number): number {
  return Math.max(0, Math.min(100, (value / max) * 100));
}

/** Stars as a percentage width over a row of empty stars: no layout shift, one element. */
function Rating({ rating, max }: { readonly rating: number; readonly max: number }) {
  const { t, language } = useRenderEnv();
  const label = t('product.rating', {
    rating: formatNumber(rating, language),
    max: formatNumber(max, language),
  });
  return (
    <p className="product__rating">
      <span className="stars" role="img" aria-label={label}>
        <span className="stars__fill" style={{ width: `${String(percentOf(rating, max))}%` }} />
      </span>
      <span className="product__rating-text" aria-hidden="true">
        {label}
      </span>
    </p>
  );
}

/** A score without a scale (no `maxRating`): the parameter and its number, no bar. */
function PlainScoreRow({ score }: { readonly score: ProductScore }) {
  const { language } = useRenderEnv();
  return (
    <li className="product-scores__item">
      <span className="product-scores__parameter">{score.parameter}</span>
      <span className="product-scores__value">{formatNumber(score.score, language)}</span>
    </li>
  );
}

function ScoreRow({ score: item, max }: { readonly score: ProductScore; readonly max: number }) {
  const { t, language } = useRenderEnv();
  const id = useId();
  const score = Math.max(0, Math.min(max, item.score));
  const spoken = t('product.rating', {
    rating: formatNumber(score, language),
    max: formatNumber(max, language),
  });
  return (
    <li className="product-scores__item">
      <span className="product-scores__parameter" id={id}>
        {item.parameter}
      </span>
      <span className="product-scores__value" aria-hidden="true">
        {formatNumber(score, language)}/{formatNumber(max, language)}
      </span>
      <meter
        className="visually-hidden"
        min={0}
        max={max}
        value={score}
        aria-labelledby={id}
        aria-valuetext={spoken}
      >
        {spoken}
      </meter>
      <span className="product-scores__bar" aria-hidden="true">
        <span
          className="product-scores__fill"
          style={{ width: `${String(percentOf(score, max))}%` }}
        />
      </span>
    </li>
  );
}

/**
 * The score of each tested parameter: a bar and `9/10` for the eye, a `meter` named by the
 * parameter ("9 af 10") for assistive technology. Without a scale, just the numbers.
 */
function Scores({
  scores,
  max,
}: {
  readonly scores: readonly ProductScore[];
  readonly max: number | null;
}) {
  const { t } = useRenderEnv();
  const shown = scores.filter(
    (item) => item.parameter.trim() !== '' && Number.isFinite(item.score),
  );
  if (shown.length === 0) return null;
  return (
    <div className="product__scores">
      <h3 className="product__list-title">{t('product.scores')}</h3>
      <ul className="product-scores">
        {shown.map((item, index) =>
          max === null ? (
            <PlainScoreRow key={`${item.parameter}-${index}`} score={item} />
          ) : (
            <ScoreRow key={`${item.parameter}-${index}`} score={item} max={max} />
          ),
        )}
      </ul>
    </div>
  );
}

function detailClass(detail: ProductDetail): string {
  switch (detail.displayHint) {
    case 'heading':
      return 'product-details__heading';
    case 'summary':
      return 'product-details__row product-details__row--summary';
    default:
      return 'product-details__row';
  }
}

/**
 * The product's fact sheet: `heading` rows head a group, `summary` rows (the verdict) stand out,
 * the rest are key and value.
 */
function Details({
  title,
  details,
}: {
  readonly title: string | null;
  readonly details: readonly ProductDetail[];
}) {
  const { t } = useRenderEnv();
  const shown = details.filter((detail) => detail.key.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <div className="product-details">
      <h3 className="product__list-title">{title ?? t('product.details')}</h3>
      <table className="product-details__table">
        <tbody>
          {shown.map((detail, index) =>
            detail.displayHint === 'heading' ? (
              <tr key={`${detail.key}-${index}`} className={detailClass(detail)}>
                <th scope="colgroup" colSpan={2}>
                  {detail.key}
                </th>
              </tr>
            ) : (
              <tr key={`${detail.key}-${index}`} className={detailClass(detail)}>
                <th scope="row">{detail.key}</th>
                <td>{detail.value ?? ''}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

function Verdict({ product }: { readonly product: Product }) {
  const { t } = useRenderEnv();
  if (product.pros.length === 0 && product.cons.length === 0) return null;
  return (
    <div className="product__verdict">
      {product.pros.length > 0 && (
        <div className="product__pros">
          <h3 className="product__list-title">{t('product.pros')}</h3>
          <ul>
            {product.pros.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {product.cons.length > 0 && (
        <div className="product__cons">
          <h3 className="product__list-title">{t('product.cons')}</h3>
          <ul>
            {product.cons.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * A product review box: image with the winner and best-buy badges, title, overall rating, price
 * (in the market's format), description, scores per parameter, pros and cons, and the fact sheet.
 */
export function ProductWidget({ product }: { readonly product: Product }) {
  const { t, language } = useRenderEnv();
  const { rating, maxRating } = product;
  const hasMax = maxRating !== null && maxRating > 0;
  // In the market's format when it could be read; the editor's text only when it could not.
  const priceText = product.priceText?.trim() ?? '';
  const price =
    product.price !== null
      ? formatPriceOf(product.price, language)
      : priceText !== ''
        ? priceText
        : null;
  const badges = [
    product.winner ? { key: 'winner', label: t('product.winner') } : null,
    product.bestBuy ? { key: 'best-buy', label: t('product.best_buy') } : null,
  ].filter((badge) => badge !== null);
  return (
    <section
      className={`product${product.winner ? ' product--winner' : ''}`}
      aria-label={product.title}
    >
      {(product.image !== null || badges.length > 0) && (
        <div className="product__media">
          {product.image !== null && (
            <Image
              className="product__image"
              image={product.image}
              sizes={PRODUCT_IMAGE_SIZES}
              cropAspectRatio={1}
            />
          )}
          {badges.length > 0 && (
            <ul className="product__badges">
              {badges.map((badge) => (
                <li key={badge.key} className={`product-badge product-badge--${badge.key}`}>
                  {badge.label}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="product__body">
        <h2 className="product__title">{product.title}</h2>
        {rating !== null && hasMax && <Rating rating={rating} max={maxRating} />}
        {price !== null && (
          <p className="product__price">
            <span className="visually-hidden">{`${t('product.price')}: `}</span>
            {price}
          </p>
        )}
        {product.description !== null && <Markdown markdown={product.description} />}
        <Scores scores={product.scores} max={hasMax ? maxRating : null} />
        <Verdict product={product} />
        <Details title={product.detailsTitle} details={product.details} />
      </div>
    </section>
  );
}
