import { describe, expect, it } from 'vitest';
import { currentDevice, deviceClass } from '../../../client/device/device-class';

describe('the device class', () => {
  it('is mobile under 768px, tablet from 768px to 1024px and desktop from 1025px', () => {
    expect(deviceClass(320, false)).toBe('mobile');
    expect(deviceClass(767, false)).toBe('mobile');
    expect(deviceClass(768, false)).toBe('tablet');
    expect(deviceClass(1024, false)).toBe('tablet');
    expect(deviceClass(1025, false)).toBe('desktop');
  });

  it('is mobile on a device whose screen is a phone’s, whatever its viewport', () => {
    expect(deviceClass(980, true)).toBe('mobile');
    expect(deviceClass(1280, true)).toBe('mobile');
  });

  it('asks the browser whether the device is at most 767px wide', () => {
    const asked: string[] = [];
    const view = (phone: boolean) => ({
      innerWidth: 980,
      matchMedia: (query: string) => {
        asked.push(query);
        return { matches: phone && query === '(max-device-width: 767px)' };
      },
    });
    expect(currentDevice(view(true))).toBe('mobile');
    expect(currentDevice(view(false))).toBe('tablet');
    expect(asked).toEqual(['(max-device-width: 767px)', '(max-device-width: 767px)']);
  });
});
