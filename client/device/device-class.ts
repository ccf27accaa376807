/**
 * The reader's device class, as the data layer (`page_view.device`) and an ad stack
 * (`<html data-device>`) see it: `mobile`, `tablet` or `desktop`.
 *
 * Mobile is a device whose screen is at most 767px wide (`MOBILE_DEVICE_QUERY` asks the screen,
 * not the window, so a phone showing a wider layout viewport is still a phone). Other devices
 * are classed on the viewport by the brand's breakpoints: mobile under 768px, tablet under
 * 1025px, desktop from 1025px. The page layout itself follows the viewport in CSS
 * (`src/render/styles/`, phones under 768px).
 */
export const MOBILE_DEVICE_QUERY = '(max-device-width: 767px)';

/** The brand's breakpoints: a viewport narrower than `mobile` is mobile, than `tablet` tablet. */
export const DEVICE_BREAKPOINTS = { mobile: 768, tablet: 1025 } as const;

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export function deviceClass(viewportWidth: number, mobileDevice: boolean): DeviceClass {
  if (mobileDevice || viewportWidth < DEVICE_BREAKPOINTS.mobile) return 'mobile';
  return viewportWidth < DEVICE_BREAKPOINTS.tablet ? 'tablet' : 'desktop';
}

/** What the device class reads of the browser window. */
export interface DeviceWindow {
  readonly innerWidth: number;
  matchMedia(query: string): { readonly matches: boolean };
}

export function currentDevice(view: DeviceWindow = window): DeviceClass {
  return deviceClass(view.innerWidth, view.matchMedia(MOBILE_DEVICE_QUERY).matches);
}

/** `<html data-device>`, kept current when the window changes size. */
export function markDevice(): void {
  const update = (): void => {
    document.documentElement.dataset.device = currentDevice();
  };
  window.addEventListener('resize', update);
  update();
}
