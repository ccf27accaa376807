import { Fragment } from 'react';
import { highlightParts } from '../../../domain/search/highlight.rules';
import { useRenderEnv } from '../../env/RenderEnv';

interface Props {
  readonly text: string;
  readonly query: string;
  /** Words the search engine marked in this hit; marked as well as the query's. */
  readonly highlights?: readonly string[];
}

/** `text` with the words of `query` (and the engine's own highlights) marked, after folding. */
export function Highlighted({ text, query, highlights = [] }: Props) {
  const { language } = useRenderEnv();
  return (
    <>
      {highlightParts(text, query, language, highlights).map((part, index) =>
        part.match ? (
          <mark className="search-hit__mark" key={index}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
