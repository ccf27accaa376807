import {
  formEvent,
  isFormComponent,
  linkEvent,
  TRACK_ERROR_ATTRIBUTE,
  TRACK_FORM_ATTRIBUTE,
  TRACK_POSITION_ATTRIBUTE,
} from '../../src/domain/tracking/form-events';
import { newMilestones } from '../../src/domain/tracking/video-progress.rules';
import { startConsentDialog } from '../consent/consent-dialog';
import { currentDevice } from '../device/device-class';
import { whenConsentGiven } from './consent-decision';
import { push } from './data-layer';
import { countPageView } from './reader-counts';

/** The page-track delay and the route event's delay after navigation. */
export const PAGE_TRACK_DELAY_MS = 150;
export const ROUTE_EVENT_DELAY_MS = 250;

/** The session's storage, or null where the browser refuses it. */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const NO_STORAGE: Pick<Storage, 'getItem' | 'setItem'> = {
  getItem: () => null,
  setItem: () => undefined,
};

/**
 * Page and route events, with the session's page views and searches (`reader-counts.ts`) and the
 * device class (`device-class.ts`) on the page view.
 */
function trackNavigation(): void {
  const path = `${location.pathname}${location.search}`;
  const counts = countPageView(location.pathname, location.search, sessionStore() ?? NO_STORAGE);
  setTimeout(() => {
    push({
      event: 'page_view',
      eventType: 'others',
      path,
      title: document.title,
      device: currentDevice(),
      ...counts,
    });
  }, PAGE_TRACK_DELAY_MS);
  setTimeout(() => {
    push({ event: 'route', eventType: 'others', path });
  }, ROUTE_EVENT_DELAY_MS);
}

/** Clicks: link events for links, interaction events for `[data-track-interaction]`. */
function trackClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const interaction = event.target.closest<HTMLElement>('[data-track-interaction]');
      if (interaction !== null) {
        push({
          event: 'interaction',
          eventType: 'interaction',
          action: interaction.dataset.trackInteraction ?? '',
        });
      }
      const link = event.target.closest('a[href]');
      if (link instanceof HTMLAnchorElement) push(linkEvent(link.href));
    },
    { capture: true },
  );
}

/**
 * Forms marked `data-track-form="SignInForm"` (etc., `TRACK_FORM_ATTRIBUTE`) push a form event when
 * submitted, and an error event when the page shows the form's failure (`data-track-error`).
 */
function trackForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${TRACK_ERROR_ATTRIBUTE}]`)) {
    const name = form.getAttribute(TRACK_FORM_ATTRIBUTE);
    if (!isFormComponent(name)) continue;
    push(
      formEvent(
        name,
        'error',
        form.getAttribute(TRACK_POSITION_ATTRIBUTE),
        form.getAttribute(TRACK_ERROR_ATTRIBUTE),
      ),
    );
  }
  document.addEventListener(
    'submit',
    (event) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      const name = event.target.getAttribute(TRACK_FORM_ATTRIBUTE);
      if (!isFormComponent(name)) return;
      push(formEvent(name, 'submit', event.target.getAttribute(TRACK_POSITION_ATTRIBUTE)));
    },
    { capture: true },
  );
}

/** Video progress milestones 25/50/75/100, once per video element. */
function trackVideos(): void {
  const reported = new WeakMap<HTMLVideoElement, Set<number>>();
  document.addEventListener(
    'timeupdate',
    (event) => {
      const video = event.target;
      if (!(video instanceof HTMLVideoElement)) return;
      const seen = reported.get(video) ?? new Set<number>();
      reported.set(video, seen);
      for (const milestone of newMilestones(video.currentTime, video.duration, seen)) {
        seen.add(milestone);
        push({
          event: 'video_progress',
          eventType: 'interaction',
          percent: milestone,
          videoUrl: video.currentSrc,
        });
      }
    },
    { capture: true },
  );
}

/**
 * Loads the tag manager only after consent to statistics or marketing (its id is
 * `<html data-ga4>`, when the site has one); Consent Mode's default and updates are already in the
 * data layer before it (`src/render/components/consent/consent-bootstrap.ts`).
 */
function loadTagManager(): void {
  document.documentElement.dataset.tracking = 'on';
  push({ event: 'consent_given', eventType: 'others' });
  const id = document.documentElement.dataset.ga4;
  if (id === undefined || !/^[\w-]{1,40}$/.test(id)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  script.dataset.tagManager = id;
  document.head.append(script);
}

/**
 * The data layer and what goes in it, and the cookie-consent dialog that decides what may read
 * it. Events are queued in `window.dataLayer` from the start; the tag manager that reads them
 * loads only after the reader's consent.
 */
export function startTracking(): void {
  startConsentDialog();
  push({ event: 'gtm.js', 'gtm.start': Date.now() });
  trackNavigation();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) trackNavigation();
  });
  window.addEventListener('popstate', trackNavigation);
  trackClicks();
  trackForms();
  trackVideos();
  whenConsentGiven(loadTagManager);
}
