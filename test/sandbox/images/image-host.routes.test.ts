import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dig, resolveRoute, useSandbox } from '../sandbox.harness';

const { sandbox, api, get } = useSandbox();

describe('the image host', () => {
  it('serves the originals that image URLs point at as real JPEGs', async () => {
    const { body } = await api(
      'wom-dk',
      resolveRoute('/traening/styrke/5-ovelser-til-staerke-ben'),
    );
    const url = dig(body, 'data', 'lead_image', 'url');
    expect(url).toBe(`${sandbox().origin}/wp-content/uploads/2025/03/squat.jpg`);
    const response = await get(String(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 1067]);
  });

  it('serves portrait originals in their own proportions', async () => {
    const response = await get(`${sandbox().origin}/wp-content/uploads/2025/03/overnight-oats.jpg`);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1067, 1600]);
  });

  it("serves an audio widget's clip as a one-minute WAV", async () => {
    const response = await get(`${sandbox().origin}/wp-content/uploads/files/home-gym-tips.wav`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const wav = Buffer.from(await response.arrayBuffer());
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('ascii')).toBe('WAVE');
    const bytesPerSecond = wav.readUInt32LE(28);
    expect((wav.length - 44) / bytesPerSecond).toBe(60);
  });

  it('answers 404 for an unknown upload', async () => {
    expect((await get(`${sandbox().origin}/wp-content/uploads/2020/01/missing.jpg`)).status).toBe(
      404,
    );
  });

  it('serves an SVG wordmark per brand', async () => {
    const response = await get(`${sandbox().origin}/brand/wom/logo.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg).toContain('<svg');
    expect(svg).toContain('WOM');
    expect((await get(`${sandbox().origin}/brand/nope/logo.svg`)).status).toBe(404);
  });

  it('draws each brand its own wordmark in its own colours', async () => {
    const wom = await (await get(`${sandbox().origin}/brand/wom/logo.svg`)).text();
    const cos = await (await get(`${sandbox().origin}/brand/cos/logo.svg`)).text();
    expect(cos).toContain('aria-label="COS"');
    expect(cos).toContain('#2f4f3a');
    expect(cos).toContain('sans-serif');
    expect(wom).not.toContain('#2f4f3a');
  });
});
