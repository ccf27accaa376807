import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/render/markdown/markdown';

describe('renderMarkdown', () => {
  it('turns single line breaks into <br>', () => {
    expect(renderMarkdown('Gentag 12 gange.\nHold pause.')).toBe(
      '<p>Gentag 12 gange.<br>Hold pause.</p>\n',
    );
  });

  it('reads underscores as emphasis', () => {
    expect(renderMarkdown('Squat _langsomt_')).toBe('<p>Squat <em>langsomt</em></p>\n');
  });

  it('reads a single tilde pair as a citation and a double one as struck through', () => {
    expect(renderMarkdown('~Anne Holm~ ~~gammel~~')).toBe(
      '<p><cite>Anne Holm</cite> <del>gammel</del></p>\n',
    );
  });

  it('drops a <script> element with its content', () => {
    const html = renderMarkdown(
      'Før\n\n<script>alert(1)</script>\n\nEfter <script>steal()</script>',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('steal()');
    expect(html).toContain('<p>Før</p>');
  });

  it('drops style and iframe elements', () => {
    const html = renderMarkdown(
      '<style>body{display:none}</style>\n\n<iframe src="https://evil.example"></iframe>\n\nTekst',
    );
    expect(html).not.toMatch(/<style|<iframe|display:none/i);
    expect(html).toContain('Tekst');
  });

  it('keeps a javascript: link as plain text', () => {
    const html = renderMarkdown('[klik](javascript:alert(1)) og [også](JaVaScRiPt:alert(2))');
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toContain('<a');
    expect(html).toContain('klik');
  });

  it('catches a scheme hidden with entities or control characters', () => {
    const html = renderMarkdown('[a](java&#x09;script:alert(1)) [b](&#106;avascript:alert(1))');
    expect(html).not.toContain('<a');
  });

  it('removes on* attributes and raw links from inline HTML', () => {
    const html = renderMarkdown(
      '<b onmouseover="x()">fed</b> <a href="javascript:y()">link</a> <img src=x onerror=z()>',
    );
    expect(html).toBe('<p><b>fed</b> link </p>\n');
  });

  it('keeps ordinary links', () => {
    expect(renderMarkdown('[Guide](https://www.wom.dk/guide "Læs")')).toBe(
      '<p><a href="https://www.wom.dk/guide" title="Læs">Guide</a></p>\n',
    );
  });

  it('reads attribute JSON in a link and adds noopener to a new window', () => {
    expect(renderMarkdown('[tekst](https://example.dk {"target":"_blank","rel":"nofollow"})')).toBe(
      '<p><a href="https://example.dk" target="_blank" rel="nofollow noopener">tekst</a></p>\n',
    );
  });

  it('takes the title from the attribute JSON, escaped', () => {
    expect(
      renderMarkdown(
        '[test](https://iform.dk/mad/test {"title":"Stavblendere i \\"test\\" <3","target":"_blank"})',
      ),
    ).toBe(
      '<p><a href="https://iform.dk/mad/test" title="Stavblendere i &quot;test&quot; &lt;3" target="_blank" rel="noopener">test</a></p>\n',
    );
  });

  it('drops rel=follow from link attributes', () => {
    expect(renderMarkdown('[tekst](/traening {"rel":"follow"})')).toBe(
      '<p><a href="/traening">tekst</a></p>\n',
    );
  });

  it('gives headings an id from their text and never an h1', () => {
    expect(renderMarkdown('# Sådan træner du?')).toBe(
      '<h2 id="saadan-traener-du">Sådan træner du?</h2>\n',
    );
  });

  it('starts headings at the level asked for', () => {
    expect(renderMarkdown('## Mere', { minHeadingLevel: 3 })).toBe('<h3 id="mere">Mere</h3>\n');
  });

  it('escapes plain angle brackets and ampersands', () => {
    expect(renderMarkdown('a < b & c')).toBe('<p>a &lt; b &amp; c</p>\n');
  });

  it('keeps images only from http(s) or relative sources', () => {
    const html = renderMarkdown('![ok](https://img.example/a.jpg) ![bad](javascript:alert(1))');
    expect(html).toContain(
      '<img src="https://img.example/a.jpg" alt="ok" loading="lazy" decoding="async">',
    );
    expect(html).not.toMatch(/javascript:/i);
  });

  it('keeps blockquote markers and ampersands of the markdown source', () => {
    expect(renderMarkdown('> citat & mere')).toBe(
      '<blockquote>\n<p>citat &amp; mere</p>\n</blockquote>\n',
    );
  });

  it('lets raw HTML blocks wrap markdown, without their attributes', () => {
    expect(renderMarkdown('<blockquote class="x">\n\nCitat *her*\n\n</blockquote>')).toBe(
      '<blockquote><p>Citat <em>her</em></p>\n</blockquote>',
    );
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    'Tekst <a href="javascript:alert(1)">x</a> og <a href="&#106;avascript:alert(1)">y</a>',
    '<svg/onload=alert(1)>',
    'før <scr<script>ipt>alert(1)</script> efter',
    '<b onmouseover=alert(1)',
    '<script>alert(1)',
    'a <!--> <img src=x onerror=alert(1)> --> b',
    '<!--\n<img src=x onerror=alert(1)>\n-->',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<table>\n<tr><td onclick="alert(1)">x</td></tr>\n</table>',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '[x](javascript:alert(1)) ![y](javascript:alert(1))',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  ])('leaves no handler, script URL or script element: %s', (markdown) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toMatch(/<[^>]*[\s/"']on[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript\s*:/i);
    expect(html).not.toMatch(/<\s*\/?\s*(script|svg|math|style|img\b(?![^>]*src="https?:))/i);
  });
});
