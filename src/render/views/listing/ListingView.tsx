import type { Listing } from '../../../domain/content/content.types';
import { BannerSlot } from '../../components/BannerSlot';
import { Markdown } from '../../components/Markdown';
import { TeaserGrid } from '../../components/teaser/TeaserGrid';
import { useRenderEnv } from '../../env/RenderEnv';
import { pickStrings } from '../../i18n/translate';
import { Island } from '../../islands/Island';
import { LOAD_MORE_KEYS } from '../../islands/load-more.keys';
import { recordKeyOf } from '../../islands/load-more.restore';
import type { ListingTeasersKind } from '../../islands/listing-teasers.fetch';
import { safeHref } from '../../markdown/safe-url';
import { LISTING_COLUMNS, stepSize } from '../../../domain/pagination/page-size.rules';
import { ListingHeader } from './ListingHeader';

/** Subcategory listings load more through their category. */
export function loadMoreKind(listing: Listing): ListingTeasersKind {
  return listing.kind === 'subcategory' ? 'category' : listing.kind;
}

interface Props {
  readonly listing: Listing;
}

/**
 * A category, subcategory, tag or author page: heading, subcategories, teaser grid (its first row,
 * the panorama banner, the rest), pagination.
 * Listings page by the default step (`stepSize`, 3) in a grid of as many columns, so every
 * load-more step fills one row.
 */
export function ListingView({ listing }: Props) {
  const { t, language, images, favourites } = useRenderEnv();
  const { page, perPage, totalPages } = listing.pagination;
  const kind = loadMoreKind(listing);
  const islandBase = {
    columns: LISTING_COLUMNS,
    headingLevel: 2,
    language,
    images,
    strings: pickStrings(t, LOAD_MORE_KEYS),
    favourites: favourites ?? null,
  } as const;
  const firstRow = listing.teasers.slice(0, LISTING_COLUMNS);
  const rest = listing.teasers.slice(LISTING_COLUMNS);
  const backward = {
    kind: 'listing-backward',
    listing: kind,
    id: listing.id,
    page,
    perPage,
  } as const;
  const children = listing.children.flatMap((child) => {
    const href = safeHref(child.url);
    return href === null ? [] : [{ href, title: child.title }];
  });

  return (
    <div className={`listing listing--${listing.kind} container`}>
      <ListingHeader listing={listing} />
      {children.length > 0 && (
        <nav className="listing__children" aria-label={t('listing.subcategories')}>
          <ul className="chips">
            {children.map((child) => (
              <li key={child.href} className="chips__item">
                <a className="chip" href={child.href}>
                  {child.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {page > 1 && (
        <div className="pagination pagination--back">
          <Island
            name="LoadMore"
            hydrate="visible"
            stateKey={recordKeyOf(backward)}
            props={{
              source: backward,
              href: `?page=${page - 1}`,
              ...islandBase,
            }}
          />
          <p className="pagination__position">
            {t('pagination.page_of', { page, total: totalPages })}
          </p>
        </div>
      )}
      {listing.teasers.length > 0 ? (
        <>
          <TeaserGrid
            teasers={firstRow}
            columns={LISTING_COLUMNS}
            headingLevel={2}
            sectionTitle={listing.name}
            priority={page === 1}
          />
          {/* Teasers come first: the panorama follows the first row, never above it. */}
          <BannerSlot position="panorama" />
          {rest.length > 0 && (
            <TeaserGrid
              teasers={rest}
              columns={LISTING_COLUMNS}
              headingLevel={2}
              sectionTitle={listing.name}
            />
          )}
        </>
      ) : (
        <>
          <p className="listing__empty">{t('listing.empty')}</p>
          <BannerSlot position="panorama" />
        </>
      )}
      {page < totalPages && (
        <Island
          name="LoadMore"
          hydrate="visible"
          stateKey={recordKeyOf(backward)}
          props={{
            source: {
              kind: 'listing-forward',
              listing: kind,
              id: listing.id,
              loaded: page * perPage,
              total: listing.pagination.total,
              step: stepSize({ kind: 'listing' }),
              serverPage: page,
              perPage,
            },
            href: `?page=${page + 1}`,
            ...islandBase,
          }}
        />
      )}
      {page === 1 && listing.body != null && listing.body.trim() !== '' && (
        // The category's longer text reads after its teasers, once (not on every later page).
        <section className="listing__body" aria-label={t('listing.about', { name: listing.name })}>
          <Markdown markdown={listing.body} minHeadingLevel={2} />
        </section>
      )}
    </div>
  );
}
