/** The reload guard after a chunk error: at most one reload per 60 s. */
export const RELOAD_GUARD_MS = 60_000;
/** The sessionStorage key of the last reload's time (ms since the epoch). */
export const RELOAD_KEY = 'chunk-reload-at';

/** How browsers word a dynamic import (an island's or an enhancement's chunk) that failed. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed/i;

export interface ReloadEnv {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly now: () => number;
  readonly reload: () => void;
}

function browserEnv(): ReloadEnv {
  return {
    storage: sessionStorage,
    now: Date.now,
    reload: () => {
      location.reload();
    },
  };
}

/** Whether `error` (an Error, or the message of one) says a chunk failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_ERROR.test(message);
}

/**
 * Reloads the page after a chunk failed to load (a deploy replaced the files the page names), at
 * most once per `RELOAD_GUARD_MS`: the time of the last reload is kept in sessionStorage, so a
 * chunk that keeps failing cannot reload the page in a loop. Without storage it never reloads.
 * Answers whether it reloaded.
 */
export function reloadForChunkError(error: unknown, env: ReloadEnv = browserEnv()): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    const last = Number(env.storage.getItem(RELOAD_KEY) ?? '0');
    const now = env.now();
    if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS && now >= last) return false;
    env.storage.setItem(RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}
