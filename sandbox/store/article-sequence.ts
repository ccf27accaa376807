/**
 * A read-only list that need not exist in memory: scale mode's article lists are computed from
 * an index when a position is asked for (`synthetic-articles.builder.ts`). Arrays satisfy it, so
 * the routes page through hand-written and generated lists alike (`paginate` in
 * `api/wp-shapes.serializer.ts`).
 */
export interface Sequence<T> {
  readonly length: number;
  at(index: number): T | undefined;
  slice(start?: number, end?: number): T[];
}

/** `[start, end)` of a list of `length`, with `Array.prototype.slice`'s rules for negatives. */
export function sliceBounds(length: number, start = 0, end = length): [number, number] {
  const clamp = (value: number): number =>
    value < 0 ? Math.max(0, length + value) : Math.min(length, value);
  return [clamp(Math.trunc(start)), clamp(Math.trunc(end))];
}

/** A list whose item at a position is computed by `itemAt` (for positions below `length`). */
export function computedSequence<T>(length: number, itemAt: (index: number) => T): Sequence<T> {
  return {
    length,
    at(index) {
      const at = index < 0 ? length + index : index;
      return Number.isInteger(at) && at >= 0 && at < length ? itemAt(at) : undefined;
    },
    slice(start, end) {
      const [from, to] = sliceBounds(length, start, end);
      const items: T[] = [];
      for (let index = from; index < to; index += 1) items.push(itemAt(index));
      return items;
    },
  };
}

/** `first` followed by `rest`. */
export function concatSequences<T>(first: readonly T[], rest: Sequence<T>): Sequence<T> {
  if (rest.length === 0) return first;
  return computedSequence(first.length + rest.length, (index) =>
    index < first.length ? (first[index] as T) : (rest.at(index - first.length) as T),
  );
}

/** Each item of `source` through `map`, computed when asked for. */
export function mapSequence<T, U>(source: Sequence<T>, map: (item: T) => U): Sequence<U> {
  return computedSequence(source.length, (index) => map(source.at(index) as T));
}

/**
 * `source` without the items at `skipped` positions (ascending, each below `source.length`):
 * what remains of a computed list after some of its articles were unpublished or deleted.
 * A position costs O(skipped); a slice walks `skipped` once.
 */
export function withoutPositions<T>(source: Sequence<T>, skipped: readonly number[]): Sequence<T> {
  if (skipped.length === 0) return source;
  const length = source.length - skipped.length;
  /** The source position of the `live`-th remaining item, and how many skipped lie before it. */
  const locate = (live: number): [number, number] => {
    let position = live;
    let passed = 0;
    while (passed < skipped.length && (skipped[passed] ?? Infinity) <= position) {
      position += 1;
      passed += 1;
    }
    return [position, passed];
  };
  return {
    length,
    at(index) {
      const at = index < 0 ? length + index : index;
      if (!Number.isInteger(at) || at < 0 || at >= length) return undefined;
      return source.at(locate(at)[0]);
    },
    slice(start, end) {
      const [from, to] = sliceBounds(length, start, end);
      const items: T[] = [];
      if (from >= to) return items;
      let [position, passed] = locate(from);
      for (let live = from; live < to; live += 1) {
        items.push(source.at(position) as T);
        position += 1;
        while (passed < skipped.length && skipped[passed] === position) {
          position += 1;
          passed += 1;
        }
      }
      return items;
    },
  };
}
