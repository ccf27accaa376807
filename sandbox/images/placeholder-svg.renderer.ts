import type { OriginalImageSpec } from '../store/sandbox.store';

/** A small deterministic PRNG (mulberry32) seeded from the image path. */
function random(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * A calm abstract picture in the brand's colours: a diagonal gradient, a warm glow and a
 * "subject" at the focal point (so focal-point crops are visible), soft shapes placed from the
 * path, and a subtle label in the corner.
 */
export function placeholderSvg(spec: OriginalImageSpec): string {
  const { width: w, height: h, colours } = spec;
  const next = random(spec.path);
  const short = Math.min(w, h);
  const fx = spec.focal.x * w;
  const fy = spec.focal.y * h;
  const circles = Array.from({ length: 5 }, () => {
    const r = short * (0.15 + next() * 0.35);
    const opacity = (0.06 + next() * 0.1).toFixed(3);
    return `<circle cx="${(next() * w).toFixed(1)}" cy="${(next() * h).toFixed(1)}" r="${r.toFixed(1)}" fill="#ffffff" fill-opacity="${opacity}"/>`;
  }).join('');
  const waveY = h * (0.68 + next() * 0.12);
  const amplitude = h * 0.06;
  const wave = `M0 ${waveY.toFixed(1)} C ${(w * 0.3).toFixed(1)} ${(waveY - amplitude).toFixed(1)}, ${(w * 0.6).toFixed(1)} ${(waveY + amplitude).toFixed(1)}, ${w} ${(waveY - amplitude / 2).toFixed(1)} L ${w} ${h} L 0 ${h} Z`;
  const fontSize = Math.round(short * 0.045);
  const [from, to] =
    next() < 0.5 ? [colours.primary, colours.accent] : [colours.accent, colours.primary];
  const direction = next() < 0.5 ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="1" y1="0" x2="0" y2="1"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs>',
    `<linearGradient id="bg" ${direction}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${fx.toFixed(1)}" cy="${fy.toFixed(1)}" r="${(short * 0.6).toFixed(1)}"><stop offset="0" stop-color="${colours.warm}" stop-opacity="0.75"/><stop offset="1" stop-color="${colours.warm}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    circles,
    `<path d="${wave}" fill="#000000" fill-opacity="0.12"/>`,
    `<rect width="${w}" height="${h}" fill="url(#glow)"/>`,
    `<circle cx="${fx.toFixed(1)}" cy="${fy.toFixed(1)}" r="${(short * 0.11).toFixed(1)}" fill="${colours.warm}" fill-opacity="0.9"/>`,
    `<circle cx="${fx.toFixed(1)}" cy="${fy.toFixed(1)}" r="${(short * 0.15).toFixed(1)}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${(short * 0.006).toFixed(1)}"/>`,
    `<text x="${(w * 0.04).toFixed(1)}" y="${(h - short * 0.05).toFixed(1)}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="${fontSize}" letter-spacing="${(fontSize * 0.08).toFixed(1)}" fill="#ffffff" fill-opacity="0.6">${escapeXml(spec.label.toUpperCase())}</text>`,
    '</svg>',
  ].join('');
}
