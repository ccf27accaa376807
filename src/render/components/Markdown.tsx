import { renderMarkdown, type MarkdownOptions } from '../markdown/markdown';

interface Props {
  readonly markdown: string;
  readonly minHeadingLevel?: MarkdownOptions['minHeadingLevel'];
  readonly className?: string;
}

/** Markdown rendered to sanitised HTML (see markdown.ts for what is kept). */
export function Markdown({ markdown, minHeadingLevel, className = 'prose' }: Props) {
  return (
    <div
      className={className}
      dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown, { minHeadingLevel }) }}
    />
  );
}
