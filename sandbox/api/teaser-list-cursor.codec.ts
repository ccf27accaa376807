/**
 * The cursor of a paginating teaser list, as upstream makes it: base64 of
 * `{"parent_id":2,"parent_type":"page","page":N}` (the widget's owner and the page of teasers).
 * `app/widget/teaser-list?cursor=…` serves that page of the owner's one paginating list.
 */
export interface TeaserListCursor {
  readonly parentId: number;
  readonly parentType: string;
  readonly page: number;
}

export function encodeCursor(cursor: TeaserListCursor): string {
  const payload = { parent_id: cursor.parentId, parent_type: cursor.parentType, page: cursor.page };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** `null` for anything that is not such a cursor (then the route answers 404 `null`). */
export function decodeCursor(raw: string): TeaserListCursor | null {
  let payload: unknown;
  try {
    // Node's base64 decoder also takes the URL-safe alphabet a query string may bring.
    payload = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { parent_id: parentId, parent_type: parentType, page } = payload as Record<string, unknown>;
  if (!isPositiveInteger(parentId) || typeof parentType !== 'string' || !isPositiveInteger(page))
    return null;
  return { parentId, parentType, page };
}
