import { describe, expect, it } from 'vitest';
import { sanitizeHtmlFragment } from '../../../src/render/markdown/sanitize-html';

describe('sanitizeHtmlFragment', () => {
  it('keeps allowed tags without their attributes', () => {
    expect(
      sanitizeHtmlFragment(
        '<p class="x" onclick="y()">Hej <strong style="color:red">du</strong></p>',
      ),
    ).toBe('<p>Hej <strong>du</strong></p>');
  });

  it('removes unknown tags but keeps their text', () => {
    expect(sanitizeHtmlFragment('<div><span>tekst</span></div>')).toBe('tekst');
  });

  it('removes comments and script-like elements with their content', () => {
    expect(
      sanitizeHtmlFragment(
        'a<!-- x --><noscript><img src=x></noscript><svg onload=x()><script>1</script></svg>b',
      ),
    ).toBe('ab');
  });

  it('drops an unclosed script to the end', () => {
    expect(sanitizeHtmlFragment('før<script>alert(1)')).toBe('før');
  });

  it('escapes a lone angle bracket', () => {
    expect(sanitizeHtmlFragment('3 < 4')).toBe('3 &lt; 4');
  });

  it('writes void tags once', () => {
    expect(sanitizeHtmlFragment('a<br/>b<br></br>c')).toBe('a<br>b<br>c');
  });
});
