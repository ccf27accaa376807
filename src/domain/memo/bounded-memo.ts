/**
 * The results of a pure function by key, at most `limit` of them; when full it starts over. For
 * small working sets asked again and again on the request path (a site's hosts, the zones and
 * quarter hours of a page's dates, the srcsets of its images, `Accept-Encoding` values), where
 * starting over costs one recomputation each and no eviction order needs keeping.
 */
export class BoundedMemo<V> {
  private readonly known = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.known.size;
  }

  /** The remembered value for `key`, else `compute()`, remembered. */
  get(key: string, compute: () => V): V {
    const known = this.known.get(key);
    if (known !== undefined) return known;
    const value = compute();
    if (this.known.size >= this.limit) this.known.clear();
    this.known.set(key, value);
    return value;
  }
}
