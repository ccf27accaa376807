import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedStack, type EmbeddedStack } from '../../support/embedded-stack';
import { freePort } from '../../support/free-port';

/**
 * The embedded stack for one test file, with its own identity service: a free port chosen here
 * (the launcher's "9229 when free" check races when several files start at once) and its own data
 * folder (parallel cognito-local processes must not share `.cognito/`), removed on stop.
 */
export async function startJourneyStack(): Promise<EmbeddedStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'journey-identity-'));
  process.env.IDENTITY_PORT = String(await freePort());
  process.env.IDENTITY_DATA_DIR = dataDir;
  try {
    const stack = await startEmbeddedStack();
    return {
      ...stack,
      stop: async () => {
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
