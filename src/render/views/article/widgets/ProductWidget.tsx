import type { Product } from '../../../../domain/content/content.types';
import { Image } from '../../../components/Image';
import { Markdown } from '../../../components/Markdown';
import { useRenderEnv } from '../../../env/RenderEnv';
import { formatNumber, formatPrice } from '../../../i18n/format-number';

const PRODUCT_IMAGE_SIZES = '(min-width: 768px) 280px, 100vw';

/** Stars as a percentage width over a row of empty stars: no layout shift, one element. */
function Rating({ rating, max }: { readonly rating: number; readonly max: number }) {
  const { t, language } = useRenderEnv();
  const label = t('product.rating', {
    rating: formatNumber(rating, language),
    max: formatNumber(max, language),
  });
  const percent = Math.max(0, Math.min(100, (rating / max) * 100));
  return (
    <p className="product__rating">
      <span className="stars" role="img" aria-label={label}>
        <span className="stars__fill" style={{ width: `${String(percent)}%` }} />
      </span>
      <span className="product__rating-text" aria-hidden="true">
        {label}
      </span>
    </p>
  );
}

/** A product review box: image, title, rating of max, price, description, pros and cons. */
export function ProductWidget({ product }: { readonly product: Product }) {
  const { t, language } = useRenderEnv();
  const { rating, maxRating } = product;
  return (
    <section className="product" aria-label={product.title}>
      {product.image !== null && (
        <Image
          className="product__image"
          image={product.image}
          sizes={PRODUCT_IMAGE_SIZES}
          cropAspectRatio={1}
        />
      )}
      <div className="product__body">
        <h2 className="product__title">{product.title}</h2>
        {rating !== null && maxRating !== null && maxRating > 0 && (
          <Rating rating={rating} max={maxRating} />
        )}
        {product.price !== null && (
          <p className="product__price">
            <span className="visually-hidden">{t('product.price')}: </span>
            {formatPrice(product.price.amount, product.price.currency, language)}
          </p>
        )}
        {product.description !== null && <Markdown markdown={product.description} />}
        {(product.pros.length > 0 || product.cons.length > 0) && (
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
        )}
      </div>
    </section>
  );
}
