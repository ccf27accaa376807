/**
 * The sites the sandbox serves, read at start from the content pack's data files beside this
 * module (`sandbox-sites.json`, one folder per brand; in the bundle `dist/sandbox/content/`,
 * which the build copies). Every file is validated against `content-pack.schema.ts`; an invalid
 * one stops the sandbox naming the file and the field.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadContentPack, type SandboxSiteSpec } from './content-pack.loader';

export type { SandboxSiteSpec } from './content-pack.loader';

/** `SANDBOX_CONTENT_DIR`, else this module's folder, else (the bundle) its `content/` folder. */
export function contentPackDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SANDBOX_CONTENT_DIR !== undefined && env.SANDBOX_CONTENT_DIR !== '')
    return env.SANDBOX_CONTENT_DIR;
  const here = fileURLToPath(new URL('.', import.meta.url));
  return existsSync(`${here}sandbox-sites.json`) ? here : `${here}content/`;
}

export const SANDBOX_SITES: readonly SandboxSiteSpec[] = loadContentPack(contentPackDir());
