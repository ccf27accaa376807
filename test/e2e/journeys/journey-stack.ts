import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { SEED_ACCOUNTS, type SeedAccount } from '../../../sandbox/identity/seed-accounts';
import { startEmbeddedStack, type EmbeddedStack } from '../../support/embedded-stack';
import { launchChromium } from './journey-browser';

/** The embedded stack for one journey file (its own ports and identity service). */
export function startJourneyStack(): Promise<EmbeddedStack> {
  return startEmbeddedStack();
}

function seeded(role: SeedAccount['role']): SeedAccount {
  const account = SEED_ACCOUNTS.find((candidate) => candidate.role === role);
  if (account === undefined) throw new Error(`no seeded ${role} account`);
  return account;
}

/** The seeded accounts the README lists, as the identity service has them. */
export const ACCOUNTS = {
  reader: seeded('just-register'),
  subscriber: seeded('subscriber-wom'),
} as const;

export interface Journey {
  readonly stack: () => EmbeddedStack;
  readonly browser: () => Browser;
}

/** Starts the stack and Chromium for the test file and stops both afterwards. */
export function useJourney(): Journey {
  let stack: EmbeddedStack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startJourneyStack();
    browser = await launchChromium();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  return {
    stack: () => {
      if (stack === undefined) throw new Error('the stack is not running');
      return stack;
    },
    browser: () => {
      if (browser === undefined) throw new Error('Chromium is not running');
      return browser;
    },
  };
}
