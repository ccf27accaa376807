import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc } from '../../../src/render/markdown/safe-url';

describe('safeHref', () => {
  it.each([
    'https://www.wom.dk/a',
    'http://x.dk',
    'mailto:a@b.dk',
    'tel:+4512345678',
    '/traening',
    '#top',
    '?page=2',
    'relative/path',
  ])('allows %s', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '&#106;avascript:x',
    'javascript&colon;x',
    'java&Tab;script:x',
    'javascript&#x3A;x',
    '&#x6a&#x61vascript:x',
  ])('refuses %s', (url) => {
    expect(safeHref(url)).toBeNull();
  });
});

describe('safeImageSrc', () => {
  it('refuses mailto and data sources', () => {
    expect(safeImageSrc('mailto:a@b.dk')).toBeNull();
    expect(safeImageSrc('data:image/svg+xml,<svg onload=x()>')).toBeNull();
  });
});
