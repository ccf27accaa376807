/**
 * How a fixed list of teasers fills a grid without holes: the columns to use and how many teasers
 * to show. A grid of `columns` with fewer teasers narrows to their number. Otherwise a last row
 * that would stand half empty is avoided by one column fewer or more (never one, never above
 * four) when that shows more teasers, and else left out. A list that loads more (`canGrow`) keeps
 * every teaser: the next page fills the row.
 */
export interface GridFill {
  readonly columns: number;
  readonly shown: number;
}

/** The widest grid the page lays out. */
export const MAX_GRID_COLUMNS = 4;

export function gridFill(count: number, columns: number, canGrow = false): GridFill {
  const wanted = Math.min(MAX_GRID_COLUMNS, Math.max(1, Math.floor(columns)));
  if (count <= 0) return { columns: wanted, shown: 0 };
  if (count <= wanted) return { columns: count, shown: count };
  if (canGrow || wanted === 1) return { columns: wanted, shown: count };
  const candidates = [wanted, wanted + 1, wanted - 1].filter(
    (candidate) => candidate >= 2 && candidate <= MAX_GRID_COLUMNS,
  );
  let best: GridFill = { columns: wanted, shown: count - (count % wanted) };
  for (const candidate of candidates) {
    const shown = count - (count % candidate);
    if (shown > best.shown) best = { columns: candidate, shown };
  }
  return best;
}
