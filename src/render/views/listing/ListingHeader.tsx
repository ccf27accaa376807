import type { Listing } from '../../../domain/content/content.types';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Markdown } from '../../components/Markdown';
import { AuthorAvatar } from '../article/AuthorAvatar';

interface Props {
  readonly listing: Listing;
}

/** The heading of a listing: author (avatar, title, biography) or category / tag name. */
export function ListingHeader({ listing }: Props) {
  const author = listing.kind === 'author' ? listing.author : null;
  if (author !== null) {
    return (
      <header className="listing-header listing-header--author">
        <AuthorAvatar author={author} size={120} />
        <div className="listing-header__text">
          <h1 className="listing-header__title">{author.name}</h1>
          {author.title !== null && author.title !== '' && (
            <p className="listing-header__role">{author.title}</p>
          )}
          {author.education !== undefined && (
            <p className="listing-header__education">{author.education}</p>
          )}
          {author.biography !== null && author.biography !== '' && (
            <Markdown markdown={author.biography} className="prose listing-header__bio" />
          )}
        </div>
      </header>
    );
  }
  return (
    <header className="listing-header">
      {listing.parent !== null && <Breadcrumb crumbs={[listing.parent]} />}
      <h1 className="listing-header__title">{listing.name}</h1>
      {listing.description !== null && listing.description !== '' && (
        <Markdown markdown={listing.description} className="prose listing-header__description" />
      )}
    </header>
  );
}
