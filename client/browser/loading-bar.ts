/** The loading bar's timings. */
export const LOADING_BAR = { durationMs: 5000, throttleMs: 200, tickMs: 100, hideDelayMs: 500 };

/**
 * The fetch minimum display delay: once shown, the bar runs at least this long before it
 * finishes, so a request that ends just after the throttle does not flash it.
 */
export const FETCH_MIN_DISPLAY_MS = 200;

type Phase = 'idle' | 'waiting' | 'running' | 'ending';

/** What the bar writes on its element (an `HTMLElement` in the page). */
export interface BarElement {
  readonly dataset: DOMStringMap;
  hidden: boolean;
  readonly style: { transform: string };
  setAttribute(name: string, value: string): void;
}

/**
 * A progress bar (0 to 100 %) while requests are in flight: shown only when a request lasts
 * longer than the throttle, advancing each tick towards 100 % over the duration (held below it
 * until the requests end, and for at least the minimum display delay), then finished (100 %) or
 * failed, and hidden after the hide delay.
 */
export class LoadingBar {
  private inFlight = 0;
  private failed = false;
  private percent = 0;
  private phase: Phase = 'idle';
  private shownAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly element: BarElement) {}

  start(): void {
    this.inFlight += 1;
    if (this.phase === 'running' || this.phase === 'waiting') {
      // A request that starts while the bar holds its minimum display keeps it running.
      if (this.phase === 'running') this.clearTimer();
      return;
    }
    this.clear();
    this.failed = false;
    this.phase = 'waiting';
    this.timer = setTimeout(() => {
      this.show();
    }, LOADING_BAR.throttleMs);
  }

  /** One request ended; `ok` false marks the bar failed. */
  end(ok: boolean): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (!ok) this.failed = true;
    if (this.inFlight > 0) return;
    if (this.phase === 'waiting') {
      this.clear();
      this.phase = 'idle';
      if (!this.failed) return;
      this.show();
    } else if (this.phase === 'running') {
      const shortOf = FETCH_MIN_DISPLAY_MS - (Date.now() - this.shownAt);
      if (shortOf > 0) {
        this.clearTimer();
        this.timer = setTimeout(() => {
          this.finish();
        }, shortOf);
        return;
      }
    }
    this.finish();
  }

  private show(): void {
    this.phase = 'running';
    this.shownAt = Date.now();
    this.percent = 0;
    this.render('running');
    const step = (100 * LOADING_BAR.tickMs) / LOADING_BAR.durationMs;
    this.ticker = setInterval(() => {
      this.percent = Math.min(95, this.percent + step);
      this.render('running');
    }, LOADING_BAR.tickMs);
  }

  private finish(): void {
    this.clear();
    this.phase = 'ending';
    this.percent = 100;
    this.render(this.failed ? 'failed' : 'finished');
    this.timer = setTimeout(() => {
      this.phase = 'idle';
      this.percent = 0;
      this.render('hidden');
    }, LOADING_BAR.hideDelayMs);
  }

  private clear(): void {
    this.clearTimer();
    if (this.ticker !== null) clearInterval(this.ticker);
    this.ticker = null;
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private render(state: 'running' | 'finished' | 'failed' | 'hidden'): void {
    this.element.dataset.state = state;
    this.element.hidden = state === 'hidden';
    this.element.style.transform = `scaleX(${String(this.percent / 100)})`;
    this.element.setAttribute('aria-valuenow', String(Math.round(this.percent)));
  }
}

/**
 * A word the server wrote on `<html data-label-*>` in the page's language
 * (`src/render/document/render-document.tsx`); English only on a page without one (Vike's own
 * error page, which is English).
 */
export function pageLabel(name: 'loading' | 'offline', fallback: string): string {
  const key = name === 'loading' ? 'labelLoading' : 'labelOffline';
  const text = document.documentElement.dataset[key];
  return text === undefined || text.trim() === '' ? fallback : text;
}

/** Puts the bar on the page and runs it around every `fetch` of the page's scripts. */
export function watchRequests(): LoadingBar {
  const element = document.createElement('div');
  element.className = 'loading-bar';
  element.hidden = true;
  element.setAttribute('role', 'progressbar');
  element.setAttribute('aria-valuemin', '0');
  element.setAttribute('aria-valuemax', '100');
  element.setAttribute('aria-label', pageLabel('loading', 'Loading'));
  document.body.prepend(element);
  const bar = new LoadingBar(element);
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    bar.start();
    try {
      const response = await original(...args);
      bar.end(response.ok);
      return response;
    } catch (error) {
      bar.end(false);
      throw error;
    }
  };
  return bar;
}
