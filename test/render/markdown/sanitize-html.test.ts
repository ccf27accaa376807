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

const ALLOWED = new Set(
  'p br hr b strong i em u s del ins sub sup small mark cite q ul ol li blockquote h2 h3 h4 h5 h6 table thead tbody tr th td figure figcaption dl dt dd'.split(
    ' ',
  ),
);

/** Every `<` left in the output opens or closes an allowed tag, with nothing but its name. */
function expectOnlyBareAllowedTags(html: string): void {
  for (const [tag] of html.matchAll(/<[^>]*>?/g)) {
    const name = /^<\/?([a-z0-9]+)>$/.exec(tag)?.[1];
    expect(name !== undefined && ALLOWED.has(name), `unexpected ${tag} in ${html}`).toBe(true);
  }
  expect(html).not.toMatch(/\bon[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript\s*:/i);
  expect(html).not.toMatch(/<\s*\/?\s*script/i);
}

describe('sanitizeHtmlFragment on hostile input', () => {
  it.each([
    '<img src=x onerror=alert(1)>',
    '<IMG SRC=JaVaScRiPt:alert(1)>',
    '<img """><script>alert(1)</script>">',
    '<<img src=x onerror=alert(1)>>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
    '<svg/onload=alert(1)>',
    '<svg><script>alert(1)</script></svg>',
    '<BODY ONLOAD=alert(1)>',
    '<p/onclick=alert(1)>x</p>',
    '<p onclick\n=alert(1)>x</p>',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<object data="javascript:alert(1)"></object>',
    '<form><button formaction=javascript:alert(1)>x</button></form>',
    '<scr<script>ipt>alert(1)</script>',
    '<<script>script>alert(1)<</script>/script>',
    '<script>alert(1)',
    '<img src=x onerror=alert(1)//',
    '<b onmouseover=alert(1)',
    '</p><script>alert(1)</script>',
    '</td onmouseover=alert(1)>',
    '<!--<script>alert(1)</script>-->',
    '<!--> <img src=x onerror=alert(1)> -->',
    '<!-- --!><img src=x onerror=alert(1)> -->',
    '<!--[if IE]><script>alert(1)</script><![endif]-->',
    '<![CDATA[<img src=x onerror=alert(1)>]]>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
    '<select><template><style><img src=x onerror=alert(1)>',
    '<textarea><script>alert(1)</script></textarea>',
    '<xmp><img src=x onerror=alert(1)></xmp>',
    '<title><img src=x onerror=alert(1)></title>',
  ])('%s', (input) => {
    const html = sanitizeHtmlFragment(input);
    expectOnlyBareAllowedTags(html);
    expect(html).not.toContain('alert(1)<');
  });

  it('keeps the text around a dropped element and escapes what is only text', () => {
    expect(sanitizeHtmlFragment('<p>a<img src=x onerror=alert(1)>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtmlFragment('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    expect(sanitizeHtmlFragment('<b>x</b> &lt;script&gt;')).toBe('<b>x</b> &lt;script&gt;');
  });
});

describe('sanitizeHtmlFragment on a fragment marked hands over', () => {
  it('keeps a lone opening or closing tag as written', () => {
    expect(sanitizeHtmlFragment('<b onmouseover="x()">')).toBe('<b>');
    expect(sanitizeHtmlFragment('</b>')).toBe('</b>');
    expect(sanitizeHtmlFragment('</STRONG >')).toBe('</strong>');
    expect(sanitizeHtmlFragment('<blockquote>\n')).toBe('<blockquote>\n');
    expect(sanitizeHtmlFragment('</td>\n</tr>\n</table>\n')).toBe('</td>\n</tr>\n</table>\n');
  });

  it('drops a lone closing tag of a void or unknown element', () => {
    expect(sanitizeHtmlFragment('</br>')).toBe('');
    expect(sanitizeHtmlFragment('</div>')).toBe('');
    expect(sanitizeHtmlFragment('</script>')).toBe('');
  });

  it('does not close what the fragment leaves open', () => {
    expect(sanitizeHtmlFragment('<table>\n<tr><td>x')).toBe('<table>\n<tr><td>x');
    expect(sanitizeHtmlFragment('3 <')).toBe('3 &lt;');
  });
});
