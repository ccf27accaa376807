import { describe, expect, it } from 'vitest';
import { isHydrateWhen, isIslandName } from '../../../src/render/islands/island.types';

describe('isIslandName', () => {
  it('knows the registered islands', () => {
    expect(isIslandName('LoadMore')).toBe(true);
  });

  it('refuses unknown or missing names', () => {
    expect(isIslandName('Counter')).toBe(false);
    expect(isIslandName(undefined)).toBe(false);
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
