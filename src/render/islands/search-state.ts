/**
 * The reader's search state kept in the browser's storage (`searchTerm` and the `searches`
 * count), and a data-layer event for each search.
 */
const TERM_KEY = 'searchTerm';
const COUNT_KEY = 'searches';

export interface SearchState {
  readonly searchTerm: string;
  readonly searches: number;
}

interface DataLayerWindow {
  dataLayer?: unknown[];
}

export function recordSearch(term: string, storage: Storage | null = safeStorage()): SearchState {
  const previous = Number(storage?.getItem(COUNT_KEY) ?? '0');
  const state = { searchTerm: term, searches: (Number.isFinite(previous) ? previous : 0) + 1 };
  try {
    storage?.setItem(TERM_KEY, term);
    storage?.setItem(COUNT_KEY, String(state.searches));
  } catch {
    // storage full or blocked: the count is best effort
  }
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ event: 'search', searchTerm: term, searchCount: state.searches });
  return state;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
