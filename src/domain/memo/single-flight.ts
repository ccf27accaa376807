/**
 * One run per key at a time: callers that ask while it runs share its promise, and the key is free
 * again once it settles. Coalesces origin fetches of a page (`PageCache`) and the refresh of a
 * reader's session (`SessionService`).
 */
export class SingleFlight<V> {
  private readonly running = new Map<string, Promise<V>>();

  /** Runs that have not settled yet. */
  get size(): number {
    return this.running.size;
  }

  has(key: string): boolean {
    return this.running.has(key);
  }

  run(key: string, start: () => Promise<V>): Promise<V> {
    const known = this.running.get(key);
    if (known !== undefined) return known;
    const started = start().finally(() => {
      this.running.delete(key);
    });
    this.running.set(key, started);
    return started;
  }
}
