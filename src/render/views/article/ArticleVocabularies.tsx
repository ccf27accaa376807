import type { Vocabulary } from '../../../domain/content/content.types';

interface Props {
  readonly vocabularies: readonly Vocabulary[];
}

/**
 * The article's taxonomies as facts (`Måltid`: `Morgenmad`). Terms are plain text: the site has
 * no listing page of a taxonomy term. The editorial type is left out (the paywall decides with
 * it) and so is a vocabulary without terms.
 */
export function ArticleVocabularies({ vocabularies }: Props) {
  const shown = vocabularies.filter(
    (vocabulary) => vocabulary.taxonomy !== 'editorial_type' && vocabulary.terms.length > 0,
  );
  if (shown.length === 0) return null;
  return (
    <dl className="article-vocabularies">
      {shown.map((vocabulary) => (
        <div key={vocabulary.taxonomy} className="article-vocabularies__row">
          <dt className="article-vocabularies__name">{vocabulary.name}</dt>
          <dd className="article-vocabularies__terms">
            <ul className="chips">
              {vocabulary.terms.map((term) => (
                <li key={term.name} className="chips__item">
                  <span className="chip">{term.name}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}
