// Vite's `import.meta.glob(pattern, { eager: true })` for esbuild bundles of code the server runs
// itself (ADR 16): the island registry (`src/render/islands/Island.tsx`) finds its files by name,
// with no list to keep, in the Vite client build and in the server bundle alike. Only the eager
// form with a relative `*` pattern in one folder is supported; anything else fails the build.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

const GLOB =
  /import\.meta\.glob(?:<[^(]*>)?\(\s*'([^']+)'\s*,\s*\{\s*eager:\s*true,?\s*\}\s*,?\s*\)/g;

/** `./*.island.tsx` → a RegExp over the names of one folder's files. */
function fileMatcher(pattern) {
  if (!pattern.startsWith('./') || pattern.slice(2).includes('/'))
    throw new Error(`import.meta.glob: only './<name pattern>' is supported, not ${pattern}`);
  const source = pattern
    .slice(2)
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replaceAll('*', '[^/]*');
  return new RegExp(`^${source}$`);
}

export function importGlobPlugin() {
  return {
    name: 'import-meta-glob',
    setup(build) {
      build.onLoad({ filter: /\.[jt]sx?$/ }, (args) => {
        if (args.path.includes('node_modules')) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.glob')) return undefined;
        const folder = dirname(args.path);
        const imports = [];
        const replaced = text.replace(GLOB, (_, pattern) => {
          const matches = fileMatcher(pattern);
          const files = readdirSync(folder)
            .filter((name) => matches.test(name))
            .sort();
          const entries = files.map((name) => {
            const binding = `__glob_${imports.length}`;
            imports.push(`import * as ${binding} from './${name}';`);
            return `${JSON.stringify(`./${name}`)}: ${binding}`;
          });
          return `({ ${entries.join(', ')} })`;
        });
        if (replaced.includes('import.meta.glob'))
          throw new Error(
            `${relative(process.cwd(), args.path)}: an import.meta.glob the server bundle cannot resolve`,
          );
        const loader = args.path.endsWith('x')
          ? args.path.endsWith('.tsx')
            ? 'tsx'
            : 'jsx'
          : args.path.endsWith('.ts')
            ? 'ts'
            : 'js';
        return { contents: `${imports.join('\n')}\n${replaced}`, loader };
      });
    },
  };
}
