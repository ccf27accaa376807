import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ContentPackError,
  loadContentPack,
  overlay,
} from '../../../sandbox/content/content-pack.loader';
import {
  ArticleFileSchema,
  BrandFileSchema,
  MarketFileSchema,
  SitesFileSchema,
} from '../../../sandbox/content/content-pack.schema';
import { contentPackDir } from '../../../sandbox/content/sandbox-sites';

const ROOT = contentPackDir({});

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(path);
    return entry.name.endsWith('.json') ? [relative(ROOT, path)] : [];
  });
}

/** The schema of a data file, by where it lies. */
function schemaOf(file: string) {
  if (file === 'sandbox-sites.json') return SitesFileSchema;
  if (/^[a-z]+\/brand\.json$/.test(file)) return BrandFileSchema;
  if (/^[a-z]+\/(da|sv|nb|fi|nl)\.json$/.test(file)) return MarketFileSchema;
  if (/^[a-z]+\/articles\/[a-z0-9-]+\.json$/.test(file)) return ArticleFileSchema;
  return undefined;
}

const SHIPPED = jsonFiles(ROOT);

describe('the shipped content pack', () => {
  it('is data only: JSON files and no TypeScript beside the schema, loader and site lists', () => {
    expect(SHIPPED.length).toBeGreaterThan(70);
    const typescript = readdirSync(ROOT, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    expect(typescript.sort()).toEqual([
      'content-pack.loader.ts',
      'content-pack.schema.ts',
      'sandbox-sites.ts',
      'synthetic-sites.ts',
      'ui-strings.ts',
      'widget-blocks.schema.ts',
      'widget-labels.ts',
    ]);
  });

  it.each(SHIPPED)('%s matches its schema', (file) => {
    const schema = schemaOf(file);
    expect(schema, `${file} is a kind of file the schema knows`).toBeDefined();
    const result = schema?.safeParse(JSON.parse(readFileSync(join(ROOT, file), 'utf8')));
    expect(result?.error?.issues ?? []).toEqual([]);
  });

  it('loads whole: seven sites, every WOM market with every article of its brand', () => {
    const sites = loadContentPack(ROOT);
    expect(sites.map((site) => site.id)).toEqual([
      'wom-dk',
      'wom-se',
      'wom-no',
      'wom-fi',
      'wom-nl',
      'cos-dk',
      'cos-se',
    ]);
    for (const site of sites) {
      expect(Object.keys(site.text.articles).sort()).toEqual(
        site.catalogue.articles.map((article) => article.key).sort(),
      );
    }
    const numbers = sites[0]?.catalogue.articles.map((article) => article.n) ?? [];
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('writes what the languages share once: the recipe amounts of chicken-salad', () => {
    const file = JSON.parse(
      readFileSync(join(ROOT, 'wom/articles/chicken-salad.json'), 'utf8'),
    ) as { shared: { body: { nutrients?: unknown }[] }; text: Record<string, unknown> };
    expect(file.shared.body[3]?.nutrients).toContainEqual(['Protein', '43', 'gram']);
    const sites = loadContentPack(ROOT);
    for (const site of sites.filter((candidate) => candidate.id.startsWith('wom-'))) {
      const recipe = site.text.articles['chicken-salad']?.body[3];
      expect(recipe).toMatchObject({ type: 'recipe', preparation: ['10', 'm'], locked: true });
    }
    expect(JSON.stringify(file.text)).not.toContain('"Protein"');
  });
});

describe('a broken content file', () => {
  let copy: string | undefined;
  afterEach(() => {
    if (copy !== undefined) rmSync(copy, { recursive: true, force: true });
    copy = undefined;
  });

  /** A copy of the pack with one file changed; what loading it throws. */
  function loadBroken(file: string, change: (text: string) => string): unknown {
    copy = mkdtempSync(join(tmpdir(), 'content-pack-'));
    cpSync(ROOT, copy, { recursive: true });
    const path = join(copy, file);
    writeFileSync(path, change(readFileSync(path, 'utf8')));
    try {
      loadContentPack(copy);
    } catch (error) {
      return error;
    }
    return undefined;
  }

  it('is refused with the file and the field named: a recipe amount in an unknown unit', () => {
    const error = loadBroken('wom/articles/chicken-salad.json', (text) =>
      text.replace('["Protein", "43", "gram"]', '["Protein", "43", "grams"]'),
    );
    expect(error).toBeInstanceOf(ContentPackError);
    expect(error).toMatchObject({
      file: 'wom/articles/chicken-salad.json',
      field: 'text.da.body.3.nutrients.1.2',
    });
    expect(String(error)).toContain(
      'wom/articles/chicken-salad.json: text.da.body.3.nutrients.1.2',
    );
  });

  it('is refused with the file and the field named: a misspelt field of a market text', () => {
    const error = loadBroken('cos/sv.json', (text) => text.replace('"menuLabels"', '"menuLabel"'));
    expect(error).toBeInstanceOf(ContentPackError);
    expect(error).toMatchObject({ file: 'cos/sv.json', field: 'menuLabels' });
  });

  it('is refused with the file and the field named: an article date that is no local time', () => {
    const error = loadBroken('wom/articles/squat-guide.json', (text) =>
      text.replace(/"published": "[^"]+"/, '"published": "5 March 2025"'),
    );
    expect(error).toMatchObject({ file: 'wom/articles/squat-guide.json', field: 'published' });
  });

  it('is refused with the file named when it is no JSON at all', () => {
    const error = loadBroken('wom/brand.json', (text) => text.slice(0, -3));
    expect(error).toBeInstanceOf(ContentPackError);
    expect(error).toMatchObject({ file: 'wom/brand.json', field: '' });
  });

  it('stops the sandbox at start: the error names the file and field', async () => {
    copy = mkdtempSync(join(tmpdir(), 'content-pack-'));
    cpSync(ROOT, copy, { recursive: true });
    const file = join(copy, 'wom/articles/first-5k.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"views":', '"view":'));
    const { execFileSync } = await import('node:child_process');
    const run = () =>
      execFileSync(
        process.execPath,
        ['--import', 'tsx', '-e', "await import('./sandbox/content/sandbox-sites.ts')"],
        { env: { ...process.env, SANDBOX_CONTENT_DIR: copy }, stdio: 'pipe', encoding: 'utf8' },
      );
    expect(run).toThrow(/sandbox content: wom\/articles\/first-5k\.json: view/);
  });
});

describe('overlay: a language’s text laid over the shared part', () => {
  it('merges objects field by field and lists of blocks position by position', () => {
    expect(
      overlay(
        { body: [{ image: 'a' }, {}, { type: 'recipe', total: ['5', 'm'] }] },
        { title: 'T', body: [{}, { text: 'x' }, { title: 'R', total: ['6', 'm'] }] },
      ),
    ).toEqual({
      title: 'T',
      body: [{ image: 'a' }, { text: 'x' }, { type: 'recipe', title: 'R', total: ['6', 'm'] }],
    });
  });

  it('replaces a list of another length whole', () => {
    expect(overlay({ body: [{ image: 'a' }] }, { body: [{ text: 'x' }, { text: 'y' }] })).toEqual({
      body: [{ text: 'x' }, { text: 'y' }],
    });
  });
});
