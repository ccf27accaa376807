import type { Listing } from '../../../domain/content/content.types';
import { TEASER_CARD_KEYS } from '../../components/teaser/TeaserCard';
import { TeaserGrid } from '../../components/teaser/TeaserGrid';
import { useRenderEnv } from '../../env/RenderEnv';
import { pickStrings } from '../../i18n/translate';
import type { TranslationKey } from '../../i18n/translations.types';
import { Island } from '../../islands/Island';
import type { ListingTeasersKind } from '../../islands/listing-teasers.fetch';
import { safeHref } from '../../markdown/safe-url';
import { ListingHeader } from './ListingHeader';

const LOAD_MORE_KEYS: readonly TranslationKey[] = [
  'teaser_list.load_more',
  'teaser_list.loading',
  'teaser_list.loaded',
  'teaser_list.no_more',
  'teaser_list.load_error',
  ...TEASER_CARD_KEYS,
];

/** Subcategory listings load more through their category. */
export function loadMoreKind(listing: Listing): ListingTeasersKind {
  return listing.kind === 'subcategory' ? 'category' : listing.kind;
}

interface Props {
  readonly listing: Listing;
}

/** A category, subcategory, tag or author page: heading, subcategories, teaser grid, pagination. */
export function ListingView({ listing }: Props) {
  const { t, language, images } = useRenderEnv();
  const { page, perPage, totalPages } = listing.pagination;
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
        <p className="pagination pagination--back">
          <a className="button button--secondary" href={`?page=${page - 1}`} rel="prev">
            {t('teaser_list.show_earlier')}
          </a>
          <span className="pagination__position">
            {t('pagination.page_of', { page, total: totalPages })}
          </span>
        </p>
      )}
      {listing.teasers.length > 0 ? (
        <TeaserGrid teasers={listing.teasers} columns={4} headingLevel={2} />
      ) : (
        <p className="listing__empty">{t('listing.empty')}</p>
      )}
      {page < totalPages && (
        <Island
          name="LoadMore"
          hydrate="visible"
          props={{
            kind: loadMoreKind(listing),
            id: listing.id,
            page,
            perPage,
            totalPages,
            columns: 4,
            headingLevel: 2,
            language,
            images,
            strings: pickStrings(t, LOAD_MORE_KEYS),
          }}
        />
      )}
    </div>
  );
}
