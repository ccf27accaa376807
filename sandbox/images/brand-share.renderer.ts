import sharp from 'sharp';
import type { BrandSpec } from '../content/content-pack.schema';
import { escapeHtml } from '../../src/domain/text/html-escape';

/** The size social networks show a large share card at (og:image 1200x630). */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
const QUALITY = 85;

/**
 * The brand's share card as SVG: the wordmark in the brand's contrast colour on its primary
 * colour, an accent rule under it and soft circles in the brand's warm and accent colours.
 */
export function brandShareSvg(brand: BrandSpec): string {
  const name = escapeHtml(brand.name);
  const font = escapeHtml(brand.wordmarkFont ?? "Georgia, 'Times New Roman', serif");
  const { primary, accent, warm } = brand.colours;
  const ruleWidth = Math.min(760, 140 + brand.name.length * 90);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">`,
    `<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="${primary}"/>`,
    `<circle cx="1080" cy="90" r="260" fill="${warm}" fill-opacity="0.22"/>`,
    `<circle cx="140" cy="600" r="200" fill="${accent}" fill-opacity="0.35"/>`,
    `<text x="600" y="350" text-anchor="middle" font-family="${font}" font-size="176" font-weight="700" letter-spacing="12" fill="#ffffff">${name}</text>`,
    `<rect x="${600 - ruleWidth / 2}" y="395" width="${ruleWidth}" height="14" rx="7" fill="${warm}"/>`,
    '</svg>',
  ].join('');
}

/** The share card as a 1200x630 JPEG. */
export async function brandShareJpeg(brand: BrandSpec): Promise<Buffer> {
  return sharp(Buffer.from(brandShareSvg(brand)))
    .resize(SHARE_WIDTH, SHARE_HEIGHT)
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toBuffer();
}
