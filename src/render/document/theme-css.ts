import type { BrandTheme } from '../../domain/site/site.types';

const TOKENS: Readonly<Record<keyof BrandTheme, string>> = {
  primary: '--color-primary',
  primaryContrast: '--color-primary-contrast',
  accent: '--color-accent',
  background: '--color-background',
  surface: '--color-surface',
  text: '--color-text',
  mutedText: '--color-muted-text',
  headingFont: '--font-heading',
  bodyFont: '--font-body',
};

/** A token value cannot close the rule or the style element. */
function cssValue(value: string): string {
  return value.replace(/[<>{};\\\n\r]/g, '').trim();
}

/**
 * The brand theme as CSS custom properties. `html:root` outranks the neutral defaults in the
 * stylesheet whatever the order of the two, and components read only the tokens.
 */
export function themeCss(theme: BrandTheme): string {
  const declarations = (Object.keys(TOKENS) as (keyof BrandTheme)[]).map(
    (key) => `${TOKENS[key]}:${cssValue(theme[key])}`,
  );
  return `html:root{${declarations.join(';')}}`;
}
