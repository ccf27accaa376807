import { describe, expect, it } from 'vitest';
import { canonicalPath } from '../../../sandbox/api/resolve.rules';

describe('canonical paths', () => {
  it('lower-cases a path and drops trailing slashes', () => {
    expect(canonicalPath('/Traening/Styrke//')).toBe('/traening/styrke');
  });

  it('keeps the root as it is', () => {
    expect(canonicalPath('/')).toBe('/');
  });
});
