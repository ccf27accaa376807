/**
 * The opaque `next_cursor` of a paginating page teaser list: which site, page and list, and the
 * page of teasers it points to. base64url JSON, so it survives a query string untouched.
 */
export interface TeaserListCursor {
  readonly site: string;
  readonly pageId: number;
  readonly listId: number;
  readonly page: number;
}

export function encodeCursor(cursor: TeaserListCursor): string {
  const payload = { s: cursor.site, p: cursor.pageId, l: cursor.listId, n: cursor.page };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** `null` for anything that is not a cursor this sandbox made. */
export function decodeCursor(raw: string): TeaserListCursor | null {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { s, p, l, n } = payload as Record<string, unknown>;
  if (
    typeof s !== 'string' ||
    !isPositiveInteger(p) ||
    !isPositiveInteger(l) ||
    !isPositiveInteger(n)
  ) {
    return null;
  }
  return { site: s, pageId: p, listId: l, page: n };
}
