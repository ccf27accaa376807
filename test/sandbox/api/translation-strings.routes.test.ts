import { describe, expect, it } from 'vitest';
import { LOCALE_TRANSLATIONS } from '../../../src/render/i18n/locale-translations';
import { dig, useSandbox } from '../sandbox.harness';

const { api } = useSandbox();

const REQUIRED_KEYS = [
  'meta.title',
  'meta.description',
  'notfound.title',
  'notfound.description',
  'error.title',
  'error.description',
  'search.title',
  'teaser_list.load_more',
  'signup.credentials_form.email_error',
  'signup.credentials_form.password_help',
  'views.base.login.submit_error',
  'password_reset.form.email_error',
  'fields.prevent-image-download',
];

describe('app/translation-strings', () => {
  it.each([
    ['wom-dk', 'da', 'Vis flere'],
    ['wom-se', 'sv', 'Visa fler'],
    ['wom-no', 'nb', 'Vis flere'],
    ['wom-fi', 'fi', 'Näytä lisää'],
    ['wom-nl', 'nl', 'Meer laden'],
  ])('answers a flat map with every required key for %s', async (site, lang, loadMore) => {
    const { status, body } = await api(site, `app/translation-strings?lang=${lang}`);
    expect(status).toBe(200);
    const strings = body as Record<string, unknown>;
    for (const key of REQUIRED_KEYS) expect(typeof strings[key], key).toBe('string');
    expect(strings['teaser_list.load_more']).toBe(loadMore);
  });

  it('answers in the language asked for with lang', async () => {
    const { body } = await api('wom-dk', 'app/translation-strings?lang=sv');
    expect(body).toMatchObject({ 'search.title': 'Sök' });
  });

  const PRODUCT_KEYS = Object.keys(LOCALE_TRANSLATIONS.en);

  it.each([
    ['wom-dk', 'da'],
    ['wom-se', 'sv'],
    ['wom-no', 'nb'],
    ['wom-fi', 'fi'],
    ['wom-nl', 'nl'],
    ['cos-dk', 'da'],
    ['cos-se', 'sv'],
    ['wom-dk', 'de'],
    ['wom-nl', 'en'],
    ['cos-se', 'de'],
    ['cos-dk', 'en'],
  ])('serves %s every UI key the product uses in %s', async (site, lang) => {
    const { body } = await api(site, `app/translation-strings?lang=${lang}`);
    const strings = body as Record<string, unknown>;
    const missing = PRODUCT_KEYS.filter(
      (key) => typeof strings[key] !== 'string' || strings[key] === '',
    );
    expect(missing).toEqual([]);
  });

  it('answers the German and English mappings in the brand’s own words', async () => {
    const de = await api('wom-dk', 'app/translation-strings?lang=de');
    const en = await api('cos-se', 'app/translation-strings?lang=en');
    expect(de.body).toMatchObject({
      'meta.title': 'WOM – Training, Ernährung und Gesundheit',
      'search.title': 'Suche',
    });
    expect(en.body).toMatchObject({ 'meta.title': 'COS – home, garden and food' });
  });

  it('keeps each brand’s own wording in a shared language', async () => {
    const wom = await api('wom-dk', 'app/translation-strings');
    const cos = await api('cos-dk', 'app/translation-strings');
    expect(dig(wom.body, 'meta.title')).toContain('WOM');
    expect(dig(cos.body, 'meta.title')).toContain('COS');
    expect(dig(cos.body, 'teaser_list.load_more')).toBe('Vis flere');
  });

  it('answers [] (a PHP empty array) for a language the brand has no strings in', async () => {
    const { status, body } = await api('cos-dk', 'app/translation-strings?lang=fi');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});
