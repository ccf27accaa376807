import { describe, expect, it } from 'vitest';
import { useSandbox } from '../sandbox.harness';

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
});
