import type { BrandSpec } from '../content/content-pack.schema';
import { escapeHtml } from '../../src/domain/text/html-escape';

/** An SVG wordmark: the brand name in the brand's primary colour with an accent underline. */
export function brandLogoSvg(brand: BrandSpec): string {
  const name = escapeHtml(brand.name);
  const width = 40 + brand.name.length * 42;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<text x="20" y="44" font-family="${escapeHtml(brand.wordmarkFont ?? "Georgia, 'Times New Roman', serif")}" font-size="44" font-weight="700" letter-spacing="2" fill="${brand.colours.primary}">${name}</text>`,
    `<rect x="20" y="52" width="${width - 40}" height="4" rx="2" fill="${brand.colours.accent}"/>`,
    '</svg>',
  ].join('');
}
