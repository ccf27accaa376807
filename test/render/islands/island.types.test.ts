import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { islandLoaders } from '../../../client/island-loaders';
import { isHydrateWhen, islandNameOf } from '../../../src/render/islands/island.types';

const ISLANDS_DIR = join(process.cwd(), 'src/render/islands');

describe('islands by naming convention', () => {
  it('names an island after its file, and nothing else', () => {
    expect(islandNameOf('./LoadMore.island.tsx')).toBe('LoadMore');
    expect(islandNameOf('../src/render/islands/NewsletterForm.island.tsx')).toBe('NewsletterForm');
    expect(islandNameOf('./Island.tsx')).toBeNull();
    expect(islandNameOf('./island-env.ts')).toBeNull();
    expect(islandNameOf('./load-more.island.tsx')).toBeNull();
  });

  it('finds every *.island.tsx for the browser, each exporting the component of its name', async () => {
    const files = readdirSync(ISLANDS_DIR).filter((file) => file.endsWith('.island.tsx'));
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect([...islandLoaders.keys()].sort()).toEqual(
      files.map((file) => islandNameOf(file)).sort(),
    );
    for (const [name, load] of islandLoaders) {
      const component = await load();
      expect(typeof component, name).toBe('function');
      expect(component.name, name).toBe(name);
    }
  });
});

describe('isHydrateWhen', () => {
  it.each(['visible', 'idle', 'load'])('accepts %s', (value) => {
    expect(isHydrateWhen(value)).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isHydrateWhen('never')).toBe(false);
  });
});
