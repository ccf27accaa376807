import type { Widget } from './content.types';

/** A chapter of an article: a `lead_paragraph` the editor shows as a chapter heading. */
export interface Chapter {
  /** The heading widget's key. */
  readonly key: string;
  readonly title: string;
  /** The heading's element id, the summary's link target: index based, stable per render. */
  readonly anchor: string;
}

/**
 * The article's chapters in order, for the `chapters_summary` widget (a table of contents) and
 * the headings it links to. A locked heading is no chapter: a reader without access must not
 * learn even its title, and a reader with access gets it unlocked before rendering.
 */
export function articleChapters(widgets: readonly Widget[]): readonly Chapter[] {
  const chapters: Chapter[] = [];
  for (const widget of widgets) {
    if (widget.type !== 'lead_paragraph' || widget.locked || widget.displayHint !== 'chapter')
      continue;
    const title = widget.title?.trim() ?? '';
    if (title === '') continue;
    chapters.push({ key: widget.key, title, anchor: `chapter-${String(chapters.length + 1)}` });
  }
  return chapters;
}
