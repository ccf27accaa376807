import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands on its own: no tracked file names a path outside it. The content API
 * contract lives in `docs/content-api/`; a comment or a document that cites the contract (or
 * anything else) by a path on one machine, or by a relative path that climbs out of the
 * repository, sends the next reader to a file they do not have.
 *
 * Every tracked text file is read line by line for a parent-folder citation of the shared folder,
 * the work folder of the machine the project was built on, the shared contract folder, or a home
 * folder; every Markdown file's relative links (and reference definitions) are resolved against
 * the file's folder and must stay inside the repository.
 */

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Extensions of files that are not text: never read. */
const BINARY = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.eot',
  '.pdf',
  '.zip',
  '.gz',
  '.br',
  '.mp4',
  '.webm',
]);

interface Finding {
  readonly line: number;
  readonly what: string;
}

/**
 * Paths outside the repository, one pattern a kind. Written with escaped slashes so this file
 * does not name what it looks for.
 */
const OUTSIDE: readonly { readonly pattern: RegExp; readonly what: string }[] = [
  {
    pattern: /(?:^|[^\w.-])(?:\.\.\/)+shared\b/,
    what: 'a parent-folder path to the shared folder',
  },
  { pattern: /(?:^|[^\w.-])\/work\//, what: 'an absolute path in the work folder' },
  { pattern: /(?:^|[^\w.-])shared\/contract\b/, what: 'the shared contract folder' },
  {
    // `/Users/x` alone is a reader-facing route; a home folder has a path below the user name.
    pattern: /(?:^|[^\w.-])(?:\/home\/[^\s/`'"]+\/|\/Users\/[^\s/`'"]+\/|\/root\/)/,
    what: 'an absolute path in a home folder',
  },
];

/** Markdown links `[text](target)`, images `![alt](target)` and definitions `[id]: target`. */
const MARKDOWN_LINK =
  /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;

function decoded(target: string): string {
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

interface MarkdownLink {
  readonly line: number;
  readonly target: string;
  /** Where the link lands, relative to the repository root (`../…` when outside it). */
  readonly landed: string;
}

/** The relative links of a Markdown file (`file`, relative to `root`), resolved. */
export function markdownLinks(file: string, text: string, root: string = ROOT): MarkdownLink[] {
  if (extname(file).toLowerCase() !== '.md') return [];
  const links: MarkdownLink[] = [];
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    const target = match[1] ?? match[2] ?? '';
    if (target === '' || target.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const path = decoded(target.replace(/[?#].*$/, ''));
    // A leading slash is the repository root on a forge.
    const from = path.startsWith('/') ? root : dirname(join(root, file));
    const landed = relative(root, join(from, path));
    links.push({ line: text.slice(0, match.index).split('\n').length, target, landed });
  }
  return links;
}

function outside(landed: string): boolean {
  return landed === '..' || landed.startsWith('../');
}

/** What in `text` (the file `file`, relative to the repository root) names a path outside it. */
export function outsideCitations(file: string, text: string, root: string = ROOT): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    const found = OUTSIDE.find(({ pattern }) => pattern.test(line));
    if (found !== undefined) findings.push({ line: index + 1, what: found.what });
  });
  for (const link of markdownLinks(file, text, root)) {
    if (outside(link.landed))
      findings.push({
        line: link.line,
        what: `a Markdown link out of the repository (${link.target})`,
      });
  }
  return findings.sort((a, b) => a.line - b.line);
}

function trackedTextFiles(): { file: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '')
    .filter((file) => !/(^|\/)(node_modules|dist)\//.test(file))
    .filter((file) => !BINARY.has(extname(file).toLowerCase()));
  const files: { file: string; text: string }[] = [];
  for (const file of listed) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(ROOT, file));
    } catch {
      continue; // tracked but deleted in the work tree: nothing to read
    }
    if (bytes.subarray(0, 8000).includes(0)) continue; // binary without a known extension
    files.push({ file, text: bytes.toString('utf8') });
  }
  return files;
}

describe('the repository stands on its own', () => {
  it('has no tracked file that names a path outside the repository', () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(100);
    const cited = files.flatMap(({ file, text }) =>
      outsideCitations(file, text).map((finding) => `${file}:${finding.line}: ${finding.what}`),
    );
    expect(cited).toEqual([]);
  });

  it('has no relative Markdown link to a file that is not there', () => {
    const broken = trackedTextFiles().flatMap(({ file, text }) =>
      markdownLinks(file, text)
        .filter((link) => !outside(link.landed) && !existsSync(join(ROOT, link.landed)))
        .map((link) => `${file}:${link.line}: ${link.target}`),
    );
    expect(broken).toEqual([]);
  });

  it('keeps the content API contract and its recordings in docs/content-api', () => {
    const tracked = new Set(trackedTextFiles().map(({ file }) => file));
    expect(tracked).toContain('docs/content-api/README.md');
    expect(tracked).toContain('docs/content-api/wordpress-api.md');
    expect(tracked).toContain('docs/content-api/recorded/manifest.json');
    const manifest = JSON.parse(
      readFileSync(join(ROOT, 'docs/content-api/recorded/manifest.json'), 'utf8'),
    ) as { fixtures: { file: string }[] };
    for (const { file } of manifest.fixtures) {
      expect(tracked, `docs/content-api/recorded/${file}`).toContain(
        `docs/content-api/recorded/${file}`,
      );
    }
  });
});

describe('outsideCitations', () => {
  // Built from parts, so this file itself names no outside path.
  const up = '..' + '/';
  const work = '/' + 'work' + '/';
  const contract = 'shared' + '/contract';
  const slash = '/';

  it.each([
    ['a parent-folder citation of the shared contract', `// see ${up}${contract}/x.md`],
    ['two levels up', `(${up}${up}shared/x)`],
    ['an absolute work path', ` * (\`${work}x/y.md\`)`],
    ['a bare shared contract path', `copied from ${contract}/recorded`],
    ['a Linux home folder', `const DIR = "${slash}home/alice/project";`],
    ['a macOS home folder', `in ${slash}Users/alice/code/x`],
    ['root’s home', `cat ${slash}root/.npmrc`],
  ])('finds %s', (_name, line) => {
    expect(outsideCitations('src/x.ts', `first\n${line}\n`)).toEqual([
      { line: 2, what: expect.any(String) as string },
    ]);
  });

  it.each([
    ['a route with a capital U', "['GET', '/Users/Sign_In']"],
    ['a route in a comment', '/** `/Users/x` is as personal as `/users/x`. */'],
    ['a folder of the repository', 'see docs/content-api/wordpress-api.md and ./recorded/'],
    ['a URL with work in its path', 'https://example.com/work/x'],
    ['a system path', 'varnishd -f /tmp/magazine.vcl'],
    ['a word that ends in shared', 'the overshared/contract'],
  ])('lets %s pass', (_name, line) => {
    expect(outsideCitations('src/x.ts', line)).toEqual([]);
  });

  it('resolves a Markdown link against its file and finds one that climbs out', () => {
    const text = [
      '# Title',
      'See [the contract](../../wordpress-api.md) and',
      '[the README](../README.md), [a section](#x), [a site](https://example.com/a/../..),',
      '![a picture](./recorded/a.png) and [from the root](/docs/x.md).',
      '[def]: ../../elsewhere.md',
      '[spanning',
      'lines](../../x.md)',
    ].join('\n');
    expect(outsideCitations('docs/content-api/README.md', text, '/repo')).toEqual([]);
    expect(
      outsideCitations('docs/README.md', text, '/repo').map((finding) => finding.line),
    ).toEqual([2, 5, 7]);
  });

  it('resolves every relative link, so a moved file leaves a link that names nothing', () => {
    const text =
      '[a](recorded/a.json) [b](../content-api-shapes.md#x) [c](/README.md) [d](https://x.y/z)';
    expect(
      markdownLinks('docs/content-api/README.md', text, '/repo').map((link) => link.landed),
    ).toEqual(['docs/content-api/recorded/a.json', 'docs/content-api-shapes.md', 'README.md']);
  });

  it('finds a root link that climbs out, and reads links only in Markdown', () => {
    expect(outsideCitations('README.md', '[x](/../x.md)', '/repo')).toHaveLength(1);
    expect(outsideCitations('README.md', '[x](../x.md)', '/repo')).toHaveLength(1);
    expect(outsideCitations('src/x.ts', '// [x](../x.md)', '/repo')).toEqual([]);
  });
});
