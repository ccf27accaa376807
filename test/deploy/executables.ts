import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A program on PATH (or in /usr/bin, where Debian puts promtool, prometheus and kubectl), else null. */
export function findExecutable(name: string): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/bin']) {
    if (dir === '') continue;
    const candidate = join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}
