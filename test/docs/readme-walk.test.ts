import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The README walks a page request through the code file by file: every file it names must exist,
 * and the walk must go down the layers in the order a request does (so a renamed or moved file
 * fails here before a newcomer follows a dead path).
 */
const README = readFileSync('README.md', 'utf8');
const start = README.indexOf('## A page request, file by file');
const walk = README.slice(start, README.indexOf('\n## ', start + 1));
const named = [...walk.matchAll(/`((?:src|client)\/[\w./*-]+)`/g)].map((match) => match[1] ?? '');

describe("the README's walk through a page request", () => {
  it('is there and names files', () => {
    expect(start).toBeGreaterThan(-1);
    expect(named.length).toBeGreaterThan(20);
  });

  it('names only files and folders that exist', () => {
    expect(named.filter((path) => !existsSync(path))).toEqual([]);
  });

  it('follows a request in order: edge, fast path, hooks, route, use case, adapter, render, errors', () => {
    const first = (path: string): number => named.indexOf(path);
    const order = [
      'src/server.ts',
      'src/adapters/http/cache-hit.fast-path.ts',
      'src/domain/routing/page-request.ts',
      'src/adapters/http/site.plugin.ts',
      'src/adapters/http/pages.routes.ts',
      'src/application/resolve-page.use-case.ts',
      'src/adapters/wordpress/wordpress-content.adapter.ts',
      'src/adapters/render/document-page.renderer.ts',
      'src/adapters/http/error-handler.ts',
    ].map(first);
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
