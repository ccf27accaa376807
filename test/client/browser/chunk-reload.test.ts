import { describe, expect, it } from 'vitest';
import {
  RELOAD_GUARD_MS,
  RELOAD_KEY,
  reloadForChunkError,
  type ReloadEnv,
} from '../../../client/browser/chunk-reload';

const CHUNK_FAILED = new TypeError(
  'Failed to fetch dynamically imported module: http://wom-dk.localhost/assets/slider.js',
);

/** A page's session storage and clock, counting the reloads asked for. */
function page(start = 1_000_000) {
  const stored = new Map<string, string>();
  const state = { now: start, reloads: 0 };
  const env: ReloadEnv = {
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => {
        stored.set(key, value);
      },
    },
    now: () => state.now,
    reload: () => {
      state.reloads += 1;
    },
  };
  return { env, state, stored };
}

describe('reloading after a chunk failed to load', () => {
  it('reloads the page and notes when', () => {
    const { env, state, stored } = page();
    expect(reloadForChunkError(CHUNK_FAILED, env)).toBe(true);
    expect(state.reloads).toBe(1);
    expect(stored.get(RELOAD_KEY)).toBe(String(state.now));
  });

  it('reloads at most once in 60 seconds, and again after them', () => {
    const { env, state } = page();
    reloadForChunkError(CHUNK_FAILED, env);
    state.now += RELOAD_GUARD_MS - 1;
    expect(reloadForChunkError(CHUNK_FAILED, env)).toBe(false);
    expect(state.reloads).toBe(1);
    state.now += 1;
    expect(reloadForChunkError(CHUNK_FAILED, env)).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it("knows each browser's words for a failed chunk, and reloads for nothing else", () => {
    for (const message of [
      'error loading dynamically imported module: /assets/x.js',
      'Importing a module script failed.',
      'Loading chunk 42 failed.',
    ]) {
      const { env, state } = page();
      reloadForChunkError(new Error(message), env);
      expect(state.reloads, message).toBe(1);
    }
    const { env, state } = page();
    expect(reloadForChunkError(new TypeError('x is not a function'), env)).toBe(false);
    expect(state.reloads).toBe(0);
  });

  it('never reloads when the session storage cannot keep the guard', () => {
    const { env, state } = page();
    const broken: ReloadEnv = {
      ...env,
      storage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => undefined,
      },
    };
    expect(reloadForChunkError(CHUNK_FAILED, broken)).toBe(false);
    expect(state.reloads).toBe(0);
  });
});
