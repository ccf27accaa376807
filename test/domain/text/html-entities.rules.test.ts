import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../../../src/domain/text/html-entities.rules';

describe('decodeEntities', () => {
  it.each([
    ['javascript&colon;alert(1)', 'javascript:alert(1)'],
    ['java&tab;script', 'java\tscript'],
    ['java&newline;script', 'java\nscript'],
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['&lt;b&gt;', '<b>'],
    ['&quot;citat&quot;', '"citat"'],
    ['Rock&apos;n roll', "Rock'n roll"],
    ['&AMP; &Lt;', '& <'],
  ])('decodes the named reference in %j', (value, decoded) => {
    expect(decodeEntities(value)).toBe(decoded);
  });

  it('reads &nbsp; as a plain space', () => {
    expect(decodeEntities('5&nbsp;km')).toBe('5 km');
  });

  it('decodes decimal and hexadecimal references, with or without the semicolon', () => {
    expect(decodeEntities('&#106;&#97;va')).toBe('java');
    expect(decodeEntities('&#x6A;&#X61;va')).toBe('java');
    expect(decodeEntities('&#x6a&#x61va')).toBe('java');
    expect(decodeEntities('&lt b')).toBe('< b');
  });

  it('wraps a code point beyond Unicode instead of failing', () => {
    expect(decodeEntities('&#x110041;')).toBe('A');
    expect(decodeEntities('&#1114177;')).toBe('A');
  });

  it('leaves unknown names and lone ampersands as they are', () => {
    expect(decodeEntities('&unknown; & &#; &#x;')).toBe('&unknown; & &#; &#x;');
  });
});
