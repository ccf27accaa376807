import { describe, expect, it } from 'vitest';
import {
  chooseFormat,
  parseCdnQuery,
  type CdnRequest,
} from '../../../sandbox/images/cdn-query.parser';

function parsed(query: Record<string, string>): CdnRequest {
  const result = parseCdnQuery(query);
  if (!result.ok) throw new Error(result.error);
  return result.request;
}

describe('the CDN query', () => {
  it('crops when both sides are given, centred by default, at quality 75', () => {
    expect(parsed({ w: '400', h: '300' })).toEqual({
      width: 400,
      height: 300,
      fit: 'crop',
      focal: { x: 0.5, y: 0.5 },
      quality: 75,
      format: null,
      autoFormat: false,
    });
  });

  it('fits inside when only one side is given', () => {
    expect(parsed({ w: '400' })).toMatchObject({ width: 400, height: null, fit: 'clip' });
  });

  it('lowers the quality a little with auto=compress and notes auto=format', () => {
    expect(parsed({ q: '60', auto: 'compress,format' })).toMatchObject({
      quality: 50,
      autoFormat: true,
    });
  });

  it('multiplies the size by dpr and caps it at 4000', () => {
    expect(parsed({ w: '300', dpr: '2' })).toMatchObject({ width: 600 });
    expect(parsed({ w: '3000', dpr: '2' })).toMatchObject({ width: 4000 });
  });

  it('reads the focal point', () => {
    expect(parsed({ w: '10', h: '10', 'fp-x': '0', 'fp-y': '.25' })).toMatchObject({
      focal: { x: 0, y: 0.25 },
    });
  });

  it.each([
    { w: '1.5' },
    { h: 'x' },
    { q: '0' },
    { 'fp-y': '-0.1' },
    { fit: 'facearea' },
    { auto: 'format,zap' },
    { fm: 'bmp' },
  ])('rejects %j', (query) => {
    expect(parseCdnQuery(query).ok).toBe(false);
  });

  it('rejects a parameter given twice', () => {
    expect(parseCdnQuery({ w: ['100', '200'] }).ok).toBe(false);
  });
});

describe('the output format', () => {
  const auto = parsed({ auto: 'format' });

  it('prefers WebP, then AVIF, then JPEG with auto=format', () => {
    expect(chooseFormat(auto, 'image/avif,image/webp,*/*')).toBe('webp');
    expect(chooseFormat(auto, 'image/avif,*/*')).toBe('avif');
    expect(chooseFormat(auto, '*/*')).toBe('jpeg');
    expect(chooseFormat(auto, undefined)).toBe('jpeg');
  });

  it('lets fm= decide over the Accept header', () => {
    expect(chooseFormat(parsed({ fm: 'png', auto: 'format' }), 'image/webp')).toBe('png');
  });
});
