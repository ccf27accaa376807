import { Fragment } from 'react';
import { highlightParts } from '../../../domain/search/highlight.rules';
import { useRenderEnv } from '../../env/RenderEnv';

interface Props {
  readonly text: string;
  readonly query: string;
}

/** `text` with the words of `query` marked, matched after the spec's folding. */
export function Highlighted({ text, query }: Props) {
  const { language } = useRenderEnv();
  return (
    <>
      {highlightParts(text, query, language).map((part, index) =>
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
