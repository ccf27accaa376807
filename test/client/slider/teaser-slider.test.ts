import { describe, expect, it } from 'vitest';
import {
  RESIZE_DELAY_MS,
  resizeLater,
  scrolledSlide,
  sliderBreakpoints,
} from '../../../client/slider/teaser-slider.enhance';

describe('the teaser slider’s breakpoints and late resize', () => {
  it('shows 4 per view from 768px and from 1024px, never more than there are slides', () => {
    expect(sliderBreakpoints(8)).toEqual({ 768: { slidesPerView: 4 }, 1024: { slidesPerView: 4 } });
    expect(sliderBreakpoints(2)).toEqual({ 768: { slidesPerView: 2 }, 1024: { slidesPerView: 2 } });
  });

  it('fires one resize event 1000 ms after start', () => {
    const fired: string[] = [];
    const scheduled: number[] = [];
    resizeLater(
      {
        dispatchEvent: (event) => {
          fired.push(event.type);
          return true;
        },
      },
      (run, ms) => {
        scheduled.push(ms);
        run();
      },
    );
    expect(scheduled).toEqual([1000]);
    expect(RESIZE_DELAY_MS).toBe(1000);
    expect(fired).toEqual(['resize']);
  });
});

describe('the slide swiper starts on', () => {
  it('is the one the reader scrolled the row to before swiper started', () => {
    // Slides 100px wide, 20px apart: one step of the row is 120px.
    expect(scrolledSlide(0, 100, 8)).toBe(0);
    expect(scrolledSlide(240, 100, 8)).toBe(2);
    expect(scrolledSlide(250, 100, 8)).toBe(2);
    expect(scrolledSlide(300, 100, 8)).toBe(3);
  });

  it('stays within the slides, and is the first when the row has no width yet', () => {
    expect(scrolledSlide(5000, 100, 8)).toBe(7);
    expect(scrolledSlide(240, 0, 8)).toBe(0);
    expect(scrolledSlide(240, 100, 0)).toBe(0);
  });
});
