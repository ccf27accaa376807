/**
 * Reads the content pack's data files (`content-pack.schema.ts` says which), validates each
 * against its schema and joins them into the sites the store serves. An invalid file stops the
 * sandbox with `ContentPackError`, naming the file and the field.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import {
  ArticleFileSchema,
  ArticleTextSchema,
  BrandFileSchema,
  MarketFileSchema,
  SitesFileSchema,
  firstIssue,
  type ArticleSpec,
  type ArticleText,
  type BrandCatalogue,
  type LanguageCode,
  type MarketText,
} from './content-pack.schema';

export interface SandboxSiteSpec {
  /** `<brand>-<market>`, e.g. `wom-dk`. */
  readonly id: string;
  readonly market: string;
  readonly language: LanguageCode;
  readonly timezone: string;
  /** Entity ids of the site are `idBase + …`; keep bases 10 000 apart. */
  readonly idBase: number;
  /** The site's name in the API root. */
  readonly name: string;
  readonly catalogue: BrandCatalogue;
  readonly text: MarketText;
}

/** A data file that does not match its schema (or cannot be read as JSON). */
export class ContentPackError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`sandbox content: ${file}: ${field === '' ? '' : `${field}: `}${problem}`);
    this.name = 'ContentPackError';
  }
}

function parsed<T>(schema: z.ZodType<T>, value: unknown, file: string, at = ''): T {
  // Checked once at start: zod's compiled parsers would cost more to build than they save.
  const result = schema.safeParse(value, { jitless: true });
  if (result.success) return result.data;
  const { path, message } = firstIssue(result.error.issues);
  throw new ContentPackError(file, [at, ...path.map(String)].filter(Boolean).join('.'), message);
}

function readJson(root: string, file: string): unknown {
  const name = relative(root, file);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentPackError(name, '', error instanceof Error ? error.message : String(error));
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `own` laid over `shared`: objects field by field, lists of objects of the same length position
 * by position, anything else replaced.
 */
export function overlay(shared: unknown, own: unknown): unknown {
  if (own === undefined) return shared;
  if (isObject(shared) && isObject(own)) {
    const result: Record<string, unknown> = { ...shared };
    for (const [field, value] of Object.entries(own)) result[field] = overlay(shared[field], value);
    return result;
  }
  if (
    Array.isArray(shared) &&
    Array.isArray(own) &&
    shared.length === own.length &&
    shared.every(isObject) &&
    own.every(isObject)
  ) {
    return own.map((value: unknown, index) => overlay(shared[index], value));
  }
  return own;
}

interface BrandContent {
  readonly catalogue: BrandCatalogue;
  readonly texts: ReadonlyMap<LanguageCode, MarketText>;
}

function loadBrand(root: string, brand: string, languages: readonly LanguageCode[]): BrandContent {
  const dir = join(root, brand);
  const file = (name: string) => join(dir, name);
  const { brand: spec, ...catalogue } = parsed(
    BrandFileSchema,
    readJson(root, file('brand.json')),
    `${brand}/brand.json`,
  );
  const articles: ArticleSpec[] = [];
  const texts = new Map<LanguageCode, Record<string, ArticleText>>(
    languages.map((language) => [language, {}]),
  );
  const articleDir = file('articles');
  const names = existsSync(articleDir) ? readdirSync(articleDir) : [];
  for (const name of names.filter((entry) => entry.endsWith('.json')).sort()) {
    const where = `${brand}/articles/${name}`;
    const { shared, text, ...facts } = parsed(
      ArticleFileSchema,
      readJson(root, join(articleDir, name)),
      where,
    );
    const key = name.slice(0, -'.json'.length);
    if (!/^[a-z0-9][a-z0-9-]*$/.test(key))
      throw new ContentPackError(where, '', 'the file name is the key: a-z, 0-9 and -');
    articles.push({ key, ...facts });
    for (const [language, own] of Object.entries(text)) {
      const market = texts.get(language as LanguageCode);
      if (market === undefined) continue; // a language no site of the brand speaks
      market[key] = parsed(ArticleTextSchema, overlay(shared, own), where, `text.${language}`);
    }
  }
  // The catalogue's order is the articles' numbers (lists and scale mode's models follow it).
  articles.sort((a, b) => a.n - b.n);
  return {
    catalogue: { brand: spec, ...catalogue, articles },
    texts: new Map(
      languages.map((language) => {
        const market = parsed(
          MarketFileSchema,
          readJson(root, file(`${language}.json`)),
          `${brand}/${language}.json`,
        );
        return [language, { language, ...market, articles: texts.get(language) ?? {} }];
      }),
    ),
  };
}

/** The sites of the content pack in `root` (`sandbox/content`), every file validated. */
export function loadContentPack(root: string): SandboxSiteSpec[] {
  const sites = parsed(
    SitesFileSchema,
    readJson(root, join(root, 'sandbox-sites.json')),
    'sandbox-sites.json',
  );
  const brands = new Map<string, BrandContent>();
  for (const brand of new Set(sites.map((site) => site.brand))) {
    const languages = [
      ...new Set(sites.filter((site) => site.brand === brand).map((s) => s.language)),
    ];
    brands.set(brand, loadBrand(root, brand, languages));
  }
  return sites.map(({ brand, ...site }) => {
    const content = brands.get(brand);
    const text = content?.texts.get(site.language);
    if (content === undefined || text === undefined)
      throw new ContentPackError('sandbox-sites.json', site.id, `no content for ${brand}`);
    return { ...site, catalogue: content.catalogue, text };
  });
}
