import { describe, expect, it } from 'vitest';
import { themeCss } from '../../../src/render/document/theme-css';
import { site } from '../view-model.fixture';

describe('themeCss', () => {
  it('maps every theme value to its design token', () => {
    expect(themeCss(site.theme)).toBe(
      'html:root{--color-primary:#b0154f;--color-primary-contrast:#ffffff;--color-accent:#8a1040;--color-background:#ffffff;--color-surface:#f7f3f4;--color-text:#1b1b1b;--color-muted-text:#5a5a5a;--font-heading:Georgia, "Times New Roman", serif;--font-body:system-ui, sans-serif}',
    );
  });

  it('drops characters that could close the rule or the style element', () => {
    const css = themeCss({ ...site.theme, bodyFont: 'Arial}</style><script>x()</script>' });
    expect(css).not.toContain('</style>');
    expect(css).toContain('--font-body:Arial/stylescriptx()/script}');
  });
});
