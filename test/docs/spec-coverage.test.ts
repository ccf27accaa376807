import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Keeps docs/spec-coverage.md current: every row of its tables names code and tests that exist.
 * A code cell is a list of `path` `name` … (each name must occur in the file before it); a test
 * cell is `none` or a list of `path` "test name" … (each name must occur in the test file before
 * it).
 */

const ROOT = join(import.meta.dirname, '..', '..');
const DOCUMENT = join(ROOT, 'docs', 'spec-coverage.md');
const STATUSES = new Set(['done', 'partly', 'missing', 'wrong', 'adapted']);
const PATH_ROOTS = ['src/', 'client/', 'sandbox/', 'test/', 'docs/', 'scripts/', 'bench/'];

interface Row {
  readonly id: string;
  readonly requirement: string;
  readonly code: string;
  readonly test: string;
  readonly status: string;
  readonly note: string;
}

/** The cells of a table line, split at every `|` that is not escaped. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

function rows(markdown: string): Row[] {
  const found: Row[] = [];
  for (const line of markdown.split('\n')) {
    const parts = cells(line);
    if (!line.startsWith('|') || !/^\d+\.\d+$/.test(parts[0] ?? '')) continue;
    const [id = '', requirement = '', code = '', test = '', status = '', note = ''] = parts;
    found.push({ id, requirement, code, test, status, note });
  }
  return found;
}

/** A cited item: a path and the names cited after it (`name` for code, "name" for tests). */
interface Citation {
  readonly path: string;
  readonly names: string[];
}

function isPath(token: string): boolean {
  return PATH_ROOTS.some((root) => token.startsWith(root)) && /\.[a-z]+$/.test(token);
}

function citations(cell: string, quoted: boolean): Citation[] {
  const pattern = quoted ? /`([^`]+)`|"([^"]+)"/g : /`([^`]+)`/g;
  const cited: Citation[] = [];
  for (const match of cell.matchAll(pattern)) {
    const [, backticked, name] = match;
    if (backticked !== undefined && isPath(backticked)) {
      cited.push({ path: backticked, names: [] });
    } else {
      const text = backticked ?? name ?? '';
      const last = cited.at(-1);
      if (last === undefined) throw new Error(`"${text}" is cited before any path in: ${cell}`);
      last.names.push(text);
    }
  }
  return cited;
}

const cache = new Map<string, string>();
function contents(path: string): string {
  let text = cache.get(path);
  if (text === undefined) {
    text = readFileSync(join(ROOT, path), 'utf8');
    cache.set(path, text);
  }
  return text;
}

function problemsOf(row: Row): string[] {
  const problems: string[] = [];
  if (!STATUSES.has(row.status)) problems.push(`status "${row.status}" is not one of the five`);
  if (row.requirement === '') problems.push('no requirement text');
  const check = (cell: string, quoted: boolean, kind: string): Citation[] => {
    if (cell === 'none') return [];
    const cited = citations(cell, quoted);
    if (cited.length === 0) problems.push(`${kind} cell cites no path: ${cell}`);
    for (const { path, names } of cited) {
      const full = join(ROOT, path);
      if (!existsSync(full) || !statSync(full).isFile()) {
        problems.push(`${path} does not exist`);
        continue;
      }
      if (kind === 'test' && names.length === 0) problems.push(`${path} names no test`);
      for (const name of names)
        if (!contents(path).includes(name)) problems.push(`"${name}" is not in ${path}`);
    }
    return cited;
  };
  check(row.code, false, 'code');
  const tests = check(row.test, true, 'test');
  for (const { path } of tests)
    if (!path.startsWith('test/')) problems.push(`${path} is not a test file`);
  if (row.test === 'none' && row.status === 'done')
    problems.push('status done needs a test that pins it');
  if (row.code === 'none' && row.status !== 'missing')
    problems.push(`status ${row.status} needs the code that implements it`);
  if (row.status === 'adapted' && row.note === '') problems.push('adapted without a note');
  return problems.map((problem) => `${row.id}: ${problem}`);
}

describe('docs/spec-coverage.md', () => {
  const markdown = readFileSync(DOCUMENT, 'utf8');
  const table = rows(markdown);

  it('has a row for every requirement, numbered once each, section by section', () => {
    expect(table.length).toBeGreaterThan(200);
    const ids = table.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const bySection = new Map<string, number[]>();
    for (const id of ids) {
      const [section = '', number = ''] = id.split('.');
      bySection.set(section, [...(bySection.get(section) ?? []), Number(number)]);
    }
    for (const [section, numbers] of bySection)
      expect(numbers, `section ${section}`).toEqual(numbers.map((_, index) => index + 1));
  });

  it('cites only code and tests that exist, and test names found in their files', () => {
    expect(table.flatMap(problemsOf)).toEqual([]);
  });

  it('stands on its own: no reference to documents outside the repository', () => {
    expect(markdown).not.toMatch(/the spec\b|specification|\.\.\/shared|issue[ -]?\d/i);
  });

  it('finds a path, its names and a test name in a row, and refuses what is not there', () => {
    const row: Row = {
      id: '1.1',
      requirement: 'r',
      code: '`src/domain/routing/paths.rules.ts` `resolveLayout`; `src/nowhere.ts` `x`',
      test: '`test/domain/routing/paths.rules.test.ts` "no such test name"',
      status: 'done',
      note: '',
    };
    expect(problemsOf(row)).toEqual([
      '1.1: src/nowhere.ts does not exist',
      '1.1: "no such test name" is not in test/domain/routing/paths.rules.test.ts',
    ]);
    expect(
      problemsOf({
        ...row,
        code: '`src/domain/routing/paths.rules.ts` `resolveLayout`',
        test: '`test/domain/routing/paths.rules.test.ts` "falls back to the default layout for an unknown one"',
      }),
    ).toEqual([]);
    expect(problemsOf({ ...row, code: 'none', test: 'none', status: 'done' })).toEqual([
      '1.1: status done needs a test that pins it',
      '1.1: status done needs the code that implements it',
    ]);
  });
});
