/**
 * What islands keep in the history entry (`history.state`), so Back to a page rebuilds what the
 * reader had: each island's own record under its key, and where the reader was on the page.
 * Entries are replaced (`history.replaceState`), never pushed: the reader's Back button still
 * leaves the page. Other keys of `history.state` stay as they are.
 */
const ISLANDS = 'islands';
const SCROLL = 'islandsScroll';

/** Where the reader was: the scroll offset, and the teaser they opened (or the first in view). */
export interface ScrollSnapshot {
  readonly y: number;
  /** The `href` of the anchor teaser's link; null when there was none. */
  readonly anchor: string | null;
  /** Which of the links with that `href` (a teaser can stand in two lists of a page). */
  readonly anchorIndex: number;
  /** The anchor's distance from the top of the viewport, in px. */
  readonly anchorTop: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function currentState(): Record<string, unknown> {
  const state: unknown = typeof history === 'undefined' ? null : history.state;
  return isRecord(state) ? state : {};
}

function islandsOf(state: Record<string, unknown>): Record<string, unknown> {
  const islands = state[ISLANDS];
  return isRecord(islands) ? islands : {};
}

/** The record an island keeps under `key` in this history entry; undefined when none. */
export function readIslandState(key: string): unknown {
  return islandsOf(currentState())[key];
}

export function hasIslandState(key: string): boolean {
  return readIslandState(key) !== undefined;
}

/**
 * Keeps `value` under `key` in this history entry and, when `search` is given, sets the address's
 * query to it. The browser stops restoring the scroll of this entry on its own: the island does,
 * once its record is rebuilt.
 */
export function writeIslandState(key: string, value: unknown, search?: string): void {
  const state = currentState();
  const next = { ...state, [ISLANDS]: { ...islandsOf(state), [key]: value } };
  const url = search === undefined ? undefined : `${location.pathname}${search}${location.hash}`;
  history.replaceState(next, '', url);
  history.scrollRestoration = 'manual';
}

function isSnapshot(value: unknown): value is ScrollSnapshot {
  return (
    isRecord(value) &&
    typeof value.y === 'number' &&
    (typeof value.anchor === 'string' || value.anchor === null) &&
    typeof value.anchorIndex === 'number' &&
    typeof value.anchorTop === 'number'
  );
}

export function readScroll(): ScrollSnapshot | null {
  const snapshot = currentState()[SCROLL];
  return isSnapshot(snapshot) ? snapshot : null;
}

let arrival: ScrollSnapshot | null | undefined;

/**
 * The snapshot the entry held when this document was loaded: where the reader was when they
 * left it. Islands rebuilding on Back all restore to it, though scrolling while they rebuild
 * writes newer snapshots.
 */
export function arrivalScroll(): ScrollSnapshot | null {
  arrival ??= readScroll();
  return arrival;
}

export function writeScroll(snapshot: ScrollSnapshot): void {
  history.replaceState({ ...currentState(), [SCROLL]: snapshot }, '');
}

const TEASER_LINK = 'article.teaser a[href]';

function linkOf(teaser: Element): HTMLAnchorElement | null {
  return teaser.querySelector<HTMLAnchorElement>('a[href]');
}

function teaserLinks(href: string): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>(TEASER_LINK)].filter(
    (candidate) => candidate.getAttribute('href') === href,
  );
}

/** The scroll now, anchored on `opened` (a teaser link) or else the first teaser in view. */
export function snapshotScroll(opened: HTMLAnchorElement | null = null): ScrollSnapshot {
  const teaser =
    opened?.closest('article.teaser') ??
    [...document.querySelectorAll('article.teaser')].find(
      (candidate) => candidate.getBoundingClientRect().bottom > 0,
    ) ??
    null;
  const link = opened ?? (teaser === null ? null : linkOf(teaser));
  const anchor = link?.getAttribute('href') ?? null;
  return {
    y: window.scrollY,
    anchor,
    anchorIndex: link === null || anchor === null ? 0 : teaserLinks(anchor).indexOf(link),
    anchorTop: teaser?.getBoundingClientRect().top ?? 0,
  };
}

/**
 * Puts the reader back where the snapshot says: at its scroll offset, then moved so the anchor
 * teaser stands where it stood (the page above it may be built a little differently on Back).
 */
export function restoreScroll(snapshot: ScrollSnapshot): void {
  window.scrollTo(0, snapshot.y);
  if (snapshot.anchor === null) return;
  const links = teaserLinks(snapshot.anchor);
  const link = links[snapshot.anchorIndex] ?? links[0];
  const teaser = link?.closest('article.teaser');
  if (teaser == null) return;
  const shift = teaser.getBoundingClientRect().top - snapshot.anchorTop;
  if (Math.abs(shift) >= 1) window.scrollBy(0, shift);
}

let tracking = false;

/**
 * Keeps the scroll snapshot of this entry current once an island has a record: on scroll (after
 * it settles), when a teaser link is followed, and when the page is left.
 */
export function trackScroll(): void {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A followed teaser link is the anchor until the page is left.
  let opened = false;
  window.addEventListener(
    'scroll',
    () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        opened = false;
        writeScroll(snapshotScroll());
      }, 150);
    },
    { passive: true },
  );
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      const link =
        target instanceof Element ? target.closest<HTMLAnchorElement>(TEASER_LINK) : null;
      clearTimeout(timer);
      opened = link !== null;
      writeScroll(snapshotScroll(link));
    },
    { capture: true },
  );
  window.addEventListener('pagehide', () => {
    clearTimeout(timer);
    if (!opened) writeScroll(snapshotScroll());
  });
}
