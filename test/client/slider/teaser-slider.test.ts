import { describe, expect, it } from 'vitest';
import {
  RESIZE_DELAY_MS,
  resizeLater,
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
