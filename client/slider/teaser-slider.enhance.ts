import Swiper from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';

/**
 * 20px between slides; 3 per view under 768px, 4 from the tablet breakpoint (768px) and on the
 * desktop one (1024px); a resize event 1000 ms after start, so the slider and the page measure
 * again once fonts and pictures have settled.
 */
export const SLIDE_GAP_PX = 20;
export const SLIDER_BREAKPOINT_PX = 768;
export const SLIDER_DESKTOP_BREAKPOINT_PX = 1024;
export const SLIDES_PER_VIEW_MOBILE = 3;
export const SLIDES_PER_VIEW_WIDE = 4;
export const RESIZE_DELAY_MS = 1000;

/** Swiper's breakpoints for a slider of `count` slides: never more per view than slides. */
export function sliderBreakpoints(
  count: number,
): Readonly<Record<number, { readonly slidesPerView: number }>> {
  const wide = { slidesPerView: Math.max(1, Math.min(count, SLIDES_PER_VIEW_WIDE)) };
  return { [SLIDER_BREAKPOINT_PX]: wide, [SLIDER_DESKTOP_BREAKPOINT_PX]: wide };
}

/** Fires one `resize` on `target` after `RESIZE_DELAY_MS` (every listener measures again). */
export function resizeLater(
  target: Pick<Window, 'dispatchEvent'>,
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
): void {
  schedule(() => {
    target.dispatchEvent(new Event('resize'));
  }, RESIZE_DELAY_MS);
}

/**
 * The slide a reader has scrolled the server's row to (0 when untouched), for swiper to start
 * there: `slideWidth` plus the gap is one step of the row.
 */
export function scrolledSlide(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0;
  const index = Math.round(scrollLeft / (slideWidth + SLIDE_GAP_PX));
  return Math.min(Math.max(index, 0), count - 1);
}

function part(root: HTMLElement, selector: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(selector);
}

/** Swiper's accessibility messages, each only when the server wrote it. */
interface SliderMessages {
  prevSlideMessage?: string;
  nextSlideMessage?: string;
  firstSlideMessage?: string;
  lastSlideMessage?: string;
  paginationBulletMessage?: string;
  slideLabelMessage?: string;
}

/**
 * The words the server wrote in the reader's language: the buttons' own labels, and on the
 * slider `data-bullet-label` ("Gå til slide {{index}}"), `data-slide-label` ("{{index}} af
 * {{slidesLength}}"), `data-first-label` and `data-last-label`. None is invented here, so no
 * site hears English.
 */
export function sliderMessages(
  root: HTMLElement,
  prevEl: HTMLElement,
  nextEl: HTMLElement,
): SliderMessages {
  const messages: SliderMessages = {};
  const set = (name: keyof SliderMessages, value: string | null | undefined): void => {
    if (value !== null && value !== undefined && value.trim() !== '') messages[name] = value;
  };
  set('prevSlideMessage', prevEl.getAttribute('aria-label'));
  set('nextSlideMessage', nextEl.getAttribute('aria-label'));
  set('firstSlideMessage', root.dataset.firstLabel);
  set('lastSlideMessage', root.dataset.lastLabel);
  set('paginationBulletMessage', root.dataset.bulletLabel);
  set('slideLabelMessage', root.dataset.slideLabel);
  return messages;
}

/**
 * Turns one server-rendered scroll-snap slider (`[data-slider]`) into a swiper: previous and next
 * buttons (disabled at the ends), clickable bullets, swipe and keyboard, labelled in the words
 * the server wrote (`sliderMessages`). Fewer teasers than a view holds means fewer per view.
 * A resize event 1000 ms after start (`resizeLater`); Swiper measures again 1000 ms after each.
 */
export function enhanceSlider(root: HTMLElement): Swiper | null {
  const viewport = part(root, '.teaser-slider__viewport');
  const controls = part(root, '.teaser-slider__controls');
  const prevEl = part(root, '.teaser-slider__prev');
  const nextEl = part(root, '.teaser-slider__next');
  const bullets = part(root, '.teaser-slider__bullets');
  if (viewport === null || controls === null || prevEl === null || nextEl === null) return null;
  const slides = viewport.querySelectorAll<HTMLElement>('.teaser-slider__slide');
  const count = slides.length;
  // A reader may have scrolled the row before swiper started: it starts on that slide.
  const initialSlide = scrolledSlide(viewport.scrollLeft, slides[0]?.offsetWidth ?? 0, count);
  viewport.scrollLeft = 0;
  root.classList.add('teaser-slider--enhanced');
  controls.hidden = false;
  const swiper = new Swiper(viewport, {
    modules: [Navigation, Pagination, A11y, Keyboard],
    wrapperClass: 'teaser-slider__track',
    slideClass: 'teaser-slider__slide',
    spaceBetween: SLIDE_GAP_PX,
    slidesPerView: Math.max(1, Math.min(count, SLIDES_PER_VIEW_MOBILE)),
    slidesPerGroup: 1,
    initialSlide,
    watchOverflow: true,
    keyboard: { enabled: true, onlyInViewport: true },
    breakpoints: { ...sliderBreakpoints(count) },
    navigation: { prevEl, nextEl, disabledClass: 'teaser-slider__button--disabled' },
    pagination:
      bullets === null
        ? false
        : {
            el: bullets,
            clickable: true,
            bulletElement: 'button',
            bulletClass: 'teaser-slider__bullet',
            bulletActiveClass: 'teaser-slider__bullet--active',
          },
    a11y: {
      enabled: true,
      // the slides sit in the track's <ul>: list items, not Swiper's default role="group"
      slideRole: 'listitem',
      ...sliderMessages(root, prevEl, nextEl),
    },
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      swiper.update();
    }, RESIZE_DELAY_MS);
  };
  window.addEventListener('resize', later);
  resizeLater(window);
  root.dataset.sliderReady = 'true';
  return swiper;
}
