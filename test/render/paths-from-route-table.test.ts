import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../src/domain/routing/route-paths';
import { ROUTES } from '../../src/domain/routing/route-table';

/** Every file of a folder, recursively. */
function filesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** A quoted path of one of the product's own routes, written out in code. */
const ROUTE_PATH_LITERAL =
  /["'`](\/(?:users|api|admin-dashboard|search|profile|newsletter)\b[^"'`\s]*)["'`]/g;

describe('paths in the renderer and the browser scripts', () => {
  it('come from the route table (route-paths.ts), never written out beside it', () => {
    const written: string[] = [];
    for (const file of [...filesOf('src/render'), ...filesOf('client')]) {
      if (!/\.(ts|tsx)$/.test(file) || file.includes(join('src', 'render', 'i18n'))) continue;
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
        for (const match of code.matchAll(ROUTE_PATH_LITERAL))
          written.push(`${file}:${String(index + 1)} ${match[1] ?? ''}`);
      });
    }
    expect(written).toEqual([]);
  });

  it('are the paths the route table serves', () => {
    const served = new Set(Object.values(ROUTES).map((route) => route.path));
    for (const [name, path] of Object.entries(PATHS)) expect(served, name).toContain(path);
  });
});
