import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../src/domain/text/html-escape';
import type { BrandSpec } from '../content/content-pack.schema';

/**
 * The sandbox's house ads: each brand's own ads (subscription, newsletter, the printed magazine,
 * a gift subscription) in each market's language, clearly labelled as ads, as SVG creatives in
 * the three formats the product's banner slots reserve (`client/consent/house-ads.ts`):
 * square 320 × 320, rect 300 × 250 and wide 970 × 250. Served on the image host at
 * `/wp-content/uploads/house-ads/<brand>/<language>/<position>-<format>.svg`.
 */
export const HOUSE_AD_POSITIONS = [
  'panorama',
  'middle-banner',
  'in-content-banner',
  'articlemodule',
] as const;
export type HouseAdPosition = (typeof HOUSE_AD_POSITIONS)[number];

export const HOUSE_AD_FORMATS = {
  square: { width: 320, height: 320 },
  rect: { width: 300, height: 250 },
  wide: { width: 970, height: 250 },
} as const;
export type HouseAdFormat = keyof typeof HOUSE_AD_FORMATS;

interface Copy {
  readonly headline: string;
  readonly text: string;
  readonly cta: string;
}

interface LanguageCopy {
  /** The ad label every creative carries. */
  readonly label: string;
  readonly ads: Readonly<Record<HouseAdPosition, Copy>>;
}

/** `{brand}` is the brand's name. */
const COPY: Readonly<Record<string, LanguageCopy>> = {
  da: {
    label: 'Annonce',
    ads: {
      panorama: {
        headline: 'Læs alt fra {brand}',
        text: 'Alle artikler, programmer og opskrifter. Første måned for 1 kr.',
        cta: 'Bliv abonnent',
      },
      'middle-banner': {
        headline: 'Ugens bedste i din indbakke',
        text: 'Nyhedsbrevet fra {brand} hver fredag.',
        cta: 'Tilmeld dig',
      },
      'in-content-banner': {
        headline: 'Få {brand} i postkassen',
        text: 'Det trykte magasin ti gange om året.',
        cta: 'Se tilbuddet',
      },
      articlemodule: {
        headline: 'Giv {brand} i gave',
        text: 'Et år med inspiration til en, du holder af.',
        cta: 'Køb gavekort',
      },
    },
  },
  sv: {
    label: 'Annons',
    ads: {
      panorama: {
        headline: 'Läs allt från {brand}',
        text: 'Alla artiklar, program och recept. Första månaden för 1 kr.',
        cta: 'Bli prenumerant',
      },
      'middle-banner': {
        headline: 'Veckans bästa i din inkorg',
        text: 'Nyhetsbrevet från {brand} varje fredag.',
        cta: 'Anmäl dig',
      },
      'in-content-banner': {
        headline: 'Få {brand} i brevlådan',
        text: 'Den tryckta tidningen tio gånger om året.',
        cta: 'Se erbjudandet',
      },
      articlemodule: {
        headline: 'Ge bort {brand}',
        text: 'Ett år av inspiration till någon du tycker om.',
        cta: 'Köp presentkort',
      },
    },
  },
  nb: {
    label: 'Annonse',
    ads: {
      panorama: {
        headline: 'Les alt fra {brand}',
        text: 'Alle artikler, programmer og oppskrifter. Første måned for 1 kr.',
        cta: 'Bli abonnent',
      },
      'middle-banner': {
        headline: 'Ukens beste i innboksen',
        text: 'Nyhetsbrevet fra {brand} hver fredag.',
        cta: 'Meld deg på',
      },
      'in-content-banner': {
        headline: 'Få {brand} i postkassen',
        text: 'Det trykte magasinet ti ganger i året.',
        cta: 'Se tilbudet',
      },
      articlemodule: {
        headline: 'Gi {brand} i gave',
        text: 'Et år med inspirasjon til en du er glad i.',
        cta: 'Kjøp gavekort',
      },
    },
  },
  fi: {
    label: 'Mainos',
    ads: {
      panorama: {
        headline: 'Lue kaikki {brand}-sisällöt',
        text: 'Kaikki artikkelit, ohjelmat ja reseptit. Ensimmäinen kuukausi 1 €.',
        cta: 'Tilaa nyt',
      },
      'middle-banner': {
        headline: 'Viikon parhaat sähköpostiisi',
        text: '{brand}-uutiskirje joka perjantai.',
        cta: 'Tilaa uutiskirje',
      },
      'in-content-banner': {
        headline: '{brand} kotiisi',
        text: 'Painettu lehti kymmenen kertaa vuodessa.',
        cta: 'Katso tarjous',
      },
      articlemodule: {
        headline: 'Anna {brand} lahjaksi',
        text: 'Vuosi inspiraatiota läheisellesi.',
        cta: 'Osta lahjakortti',
      },
    },
  },
  nl: {
    label: 'Advertentie',
    ads: {
      panorama: {
        headline: 'Lees alles van {brand}',
        text: 'Alle artikelen, programma’s en recepten. Eerste maand voor € 1.',
        cta: 'Word abonnee',
      },
      'middle-banner': {
        headline: 'Het beste van de week in je inbox',
        text: 'De nieuwsbrief van {brand}, elke vrijdag.',
        cta: 'Schrijf je in',
      },
      'in-content-banner': {
        headline: '{brand} in je brievenbus',
        text: 'Het gedrukte magazine tien keer per jaar.',
        cta: 'Bekijk het aanbod',
      },
      articlemodule: {
        headline: 'Geef {brand} cadeau',
        text: 'Een jaar inspiratie voor iemand om wie je geeft.',
        cta: 'Koop een cadeaubon',
      },
    },
  },
};

/** Words in lines of at most `maxChars` characters (a word longer than that gets its own line). */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    if (line !== '' && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

interface Layout {
  readonly pad: number;
  readonly brandY: number;
  readonly brandSize: number;
  readonly headlineY: number;
  readonly headlineSize: number;
  readonly textSize: number;
  readonly textChars: number;
  /** The call to action: x, y, font size; its width follows its text. */
  readonly cta: { readonly x: number; readonly y: number; readonly size: number };
  readonly circle: { readonly cx: number; readonly cy: number; readonly r: number };
}

const LAYOUTS: Readonly<Record<HouseAdFormat, Layout>> = {
  square: {
    pad: 22,
    brandY: 74,
    brandSize: 26,
    headlineY: 120,
    headlineSize: 27,
    textSize: 15,
    textChars: 34,
    cta: { x: 22, y: 262, size: 16 },
    circle: { cx: 300, cy: 40, r: 90 },
  },
  rect: {
    pad: 18,
    brandY: 62,
    brandSize: 20,
    headlineY: 98,
    headlineSize: 22,
    textSize: 13,
    textChars: 38,
    cta: { x: 18, y: 200, size: 14 },
    circle: { cx: 285, cy: 30, r: 70 },
  },
  wide: {
    pad: 32,
    brandY: 86,
    brandSize: 30,
    headlineY: 138,
    headlineSize: 38,
    textSize: 17,
    textChars: 64,
    cta: { x: 732, y: 104, size: 20 },
    circle: { cx: 900, cy: 40, r: 150 },
  },
};

function textLines(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  attributes: string,
): string {
  const spans = lines
    .map(
      (line, index) =>
        `<tspan x="${String(x)}" dy="${index === 0 ? '0' : String(Math.round(size * 1.15))}">${escapeHtml(line)}</tspan>`,
    )
    .join('');
  return `<text x="${String(x)}" y="${String(y)}" font-size="${String(size)}" ${attributes}>${spans}</text>`;
}

const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/**
 * The average advance of a bold sans-serif character, in ems, taken wide: the widest fallback a
 * reader's device may use (DejaVu Sans Bold on Linux) rather than the narrow system fonts, so a
 * headline never runs past the creative's edge (it was cut off on wom-nl at 390 px).
 */
export const BOLD_CHAR_EM = 0.7;

/** How many characters of a bold line at `size` fit in `width` pixels. */
export function charsThatFit(width: number, size: number): number {
  return Math.max(8, Math.floor(width / (size * BOLD_CHAR_EM)));
}

/** One house ad as SVG; null for a language without copy. */
export function houseAdSvg(
  brand: BrandSpec,
  language: string,
  position: HouseAdPosition,
  format: HouseAdFormat,
): string | null {
  const copy = COPY[language];
  if (copy === undefined) return null;
  const { width, height } = HOUSE_AD_FORMATS[format];
  const layout = LAYOUTS[format];
  const ad = copy.ads[position];
  const fill = (text: string): string => text.replaceAll('{brand}', brand.name);
  const ctaWidth = Math.round(ad.cta.length * layout.cta.size * 0.6 + layout.cta.size * 2.2);
  const ctaHeight = Math.round(layout.cta.size * 2.4);
  // On the wide format the call to action sits at the right edge, whatever its length; the
  // headline keeps clear of it. Elsewhere it has the width inside the padding.
  const ctaX = format === 'wide' ? width - layout.pad - ctaWidth : layout.cta.x;
  const headlineWidth = (format === 'wide' ? ctaX - layout.pad : width) - 2 * layout.pad;
  const headline = wrapText(
    fill(ad.headline),
    charsThatFit(headlineWidth, layout.headlineSize),
  ).slice(0, 3);
  const headlineEnd =
    layout.headlineY + (headline.length - 1) * Math.round(layout.headlineSize * 1.15);
  const text = wrapText(fill(ad.text), layout.textChars).slice(0, 2);
  const textY = headlineEnd + Math.round(layout.textSize * 1.9);
  const { colours } = brand;
  const wordmark = brand.wordmarkFont ?? "Georgia, 'Times New Roman', serif";
  const label = copy.label.toUpperCase();
  const labelWidth = Math.round(label.length * 9 + 18);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}" role="img" aria-label="${escapeHtml(`${copy.label}: ${fill(ad.headline)}`)}">`,
    `<rect width="${String(width)}" height="${String(height)}" fill="${colours.primary}"/>`,
    `<circle cx="${String(layout.circle.cx)}" cy="${String(layout.circle.cy)}" r="${String(layout.circle.r)}" fill="${colours.accent}" opacity="0.55"/>`,
    `<circle cx="${String(layout.circle.cx - layout.circle.r * 0.9)}" cy="${String(height)}" r="${String(layout.circle.r * 0.7)}" fill="${colours.warm}" opacity="0.25"/>`,
    `<rect x="${String(layout.pad)}" y="${String(layout.pad - 6)}" width="${String(labelWidth)}" height="20" rx="3" fill="#ffffff"/>`,
    `<text x="${String(layout.pad + 8)}" y="${String(layout.pad + 8)}" font-family="${SANS}" font-size="11" font-weight="700" letter-spacing="1.2" fill="${colours.ink}">${escapeHtml(label)}</text>`,
    `<text x="${String(layout.pad)}" y="${String(layout.brandY)}" font-family="${escapeHtml(wordmark)}" font-size="${String(layout.brandSize)}" font-weight="800" fill="#ffffff">${escapeHtml(brand.name)}</text>`,
    textLines(
      headline,
      layout.pad,
      layout.headlineY,
      layout.headlineSize,
      `font-family="${SANS}" font-weight="800" fill="#ffffff"`,
    ),
    textLines(
      text,
      layout.pad,
      textY,
      layout.textSize,
      `font-family="${SANS}" fill="#ffffff" opacity="0.92"`,
    ),
    `<rect x="${String(ctaX)}" y="${String(layout.cta.y)}" width="${String(ctaWidth)}" height="${String(ctaHeight)}" rx="${String(ctaHeight / 2)}" fill="${colours.warm}"/>`,
    `<text x="${String(ctaX + ctaWidth / 2)}" y="${String(layout.cta.y + ctaHeight / 2 + layout.cta.size * 0.35)}" text-anchor="middle" font-family="${SANS}" font-size="${String(layout.cta.size)}" font-weight="700" fill="${colours.ink}">${escapeHtml(ad.cta)}</text>`,
    '</svg>',
  ].join('');
}

const FILE = /^(panorama|middle-banner|in-content-banner|articlemodule)-(square|rect|wide)\.svg$/;
const NOT_FOUND = { code: 'not_found', message: 'There is no such file.', data: { status: 404 } };

/** `GET /wp-content/uploads/house-ads/:brand/:language/:file` on the image host. */
export function registerHouseAdRoutes(app: FastifyInstance, brands: readonly BrandSpec[]): void {
  app.get<{ Params: { brand: string; language: string; file: string } }>(
    '/wp-content/uploads/house-ads/:brand/:language/:file',
    async (request, reply) => {
      const { params } = request;
      const brand = brands.find((candidate) => candidate.slug === params.brand);
      const match = FILE.exec(params.file);
      const svg =
        brand === undefined || match === null
          ? null
          : houseAdSvg(
              brand,
              params.language,
              match[1] as HouseAdPosition,
              match[2] as HouseAdFormat,
            );
      if (svg === null) return reply.code(404).send(NOT_FOUND);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );
}
