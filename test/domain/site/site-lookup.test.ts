import { describe, expect, it } from 'vitest';
import { hostName, siteTable } from '../../../src/domain/site/site-lookup';
import { siteFixture } from '../../fakes/domain-builders';

describe('hostName', () => {
  it('lower-cases and strips the port and a trailing dot', () => {
    expect(hostName('WOM-DK.localhost:3000')).toBe('wom-dk.localhost');
    expect(hostName('www.wom.dk.')).toBe('www.wom.dk');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName(undefined)).toBe('');
    expect(hostName(' WWW.Wom.dk:443 ')).toBe('www.wom.dk');
  });
});

describe('siteTable', () => {
  const lookup = siteTable([
    siteFixture(),
    siteFixture({ id: 'wom-se', market: 'se', hosts: ['wom-se.localhost'] }),
  ]);

  it('chooses the site by Host', () => {
    expect(lookup('wom-se.localhost:3000')?.id).toBe('wom-se');
    expect(lookup('Wom-Dk.Localhost')?.id).toBe('wom-dk');
  });

  it('answers null for an unknown host instead of another site', () => {
    expect(lookup('evil.example')).toBeNull();
    expect(lookup('wom-dk.localhost.evil.example')).toBeNull();
  });
});
