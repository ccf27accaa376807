import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../sandbox.harness';

const { sandbox, get } = useSandbox();
const IMAGE = '/wp-content/uploads/2025/03/squat.jpg';

async function fetchImage(
  query: string,
  accept = 'image/*',
): Promise<{ response: Response; bytes: Buffer }> {
  const response = await get(`${sandbox().cdnOrigin}${IMAGE}?${query}`, { accept });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Mean absolute difference of two same-sized images, per channel value (0-255). */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([
    sharp(a).removeAlpha().raw().toBuffer(),
    sharp(b).removeAlpha().raw().toBuffer(),
  ]);
  let total = 0;
  for (let index = 0; index < left.length; index += 1)
    total += Math.abs((left[index] ?? 0) - (right[index] ?? 0));
  return total / left.length;
}

describe('the image CDN', () => {
  it('resizes to the requested width as a JPEG when the client accepts no modern format', async () => {
    const { response, bytes } = await fetchImage('w=480&auto=compress,format', 'image/jpeg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(480);
    expect(meta.height).toBe(320);
  });

  it('answers WebP with auto=format when the Accept header allows it', async () => {
    const { response, bytes } = await fetchImage(
      'w=300&auto=compress,format',
      'image/avif,image/webp,*/*',
    );
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(bytes).metadata()).format).toBe('webp');
  });

  it('keeps JPEG without auto=format whatever the Accept header says', async () => {
    const { response } = await fetchImage('w=300', 'image/webp');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('sends immutable caching and varies on Accept', async () => {
    const { response } = await fetchImage('w=200&auto=format');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept');
  });

  it('crops to exactly w x h around the focal point', async () => {
    const { bytes } = await fetchImage('w=300&h=300&fit=crop&fp-x=0.5&fp-y=0.3', 'image/jpeg');
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([300, 300]);
  });

  it('takes the crop from the side of the focal point', async () => {
    const original = Buffer.from(await (await get(`${sandbox().origin}${IMAGE}`)).arrayBuffer());
    const leftStrip = await sharp(original)
      .extract({ left: 0, top: 0, width: 400, height: 1067 })
      .toBuffer();
    const rightStrip = await sharp(original)
      .extract({ left: 1200, top: 0, width: 400, height: 1067 })
      .toBuffer();
    const { bytes: leftCrop } = await fetchImage(
      'w=400&h=1067&fit=crop&fp-x=0&fp-y=0.5&q=95',
      'image/jpeg',
    );
    const { bytes: rightCrop } = await fetchImage(
      'w=400&h=1067&fit=crop&fp-x=1&fp-y=0.5&q=95',
      'image/jpeg',
    );
    const sameSide = await meanDifference(leftCrop, leftStrip);
    const otherSide = await meanDifference(leftCrop, rightStrip);
    expect(sameSide).toBeLessThan(4);
    expect(otherSide).toBeGreaterThan(sameSide * 3);
    expect(await meanDifference(rightCrop, rightStrip)).toBeLessThan(4);
  });

  it('gives a smaller file at a lower quality', async () => {
    const { bytes: high } = await fetchImage('w=800&q=90', 'image/jpeg');
    const { bytes: low } = await fetchImage('w=800&q=20', 'image/jpeg');
    expect(low.length).toBeLessThan(high.length);
  });

  it('caps the width at 4000 pixels', async () => {
    const { response, bytes } = await fetchImage('w=9000&h=10', 'image/jpeg');
    expect(response.status).toBe(200);
    expect((await sharp(bytes).metadata()).width).toBe(4000);
  });

  it.each([
    'w=abc',
    'w=0',
    'h=-5',
    'q=0',
    'q=101',
    'fit=sideways',
    'fp-x=1.5',
    'auto=magic',
    'fm=gif',
  ])('answers 400 for %s', async (query) => {
    const { response } = await fetchImage(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('answers 404 for an image that does not exist', async () => {
    const response = await get(`${sandbox().cdnOrigin}/wp-content/uploads/2025/03/nope.jpg?w=100`);
    expect(response.status).toBe(404);
  });
});
