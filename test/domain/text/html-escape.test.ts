import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../src/domain/text/html-escape';

describe('escapeHtml', () => {
  it('escapes the five specials of HTML and XML with the references React writes', () => {
    expect(escapeHtml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#x27;f');
  });

  it('leaves other text as it is, references already written included once more escaped', () => {
    expect(escapeHtml('Smørrebrød · 8 %')).toBe('Smørrebrød · 8 %');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
