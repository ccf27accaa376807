import { describe, expect, it } from 'vitest';
import type {
  AccountFormView,
  AccountProfileView,
} from '../../../src/domain/identity/account-view.types';
import type { AccountScreen } from '../../../src/domain/page/view-model.types';
import {
  TRACK_ERROR_ATTRIBUTE,
  TRACK_FORM_ATTRIBUTE,
} from '../../../src/domain/tracking/form-events';
import { renderBody } from '../render-body';
import { sitePage } from '../view-model.fixture';

const form: AccountFormView = {
  csrfToken: 'token',
  returnUri: '/',
  values: {},
  errors: {},
  messageKey: null,
  noticeKey: null,
  step: 'details',
  debounceMs: 300,
};

function screen(name: AccountScreen, overrides: Partial<AccountFormView> = {}): string {
  return renderBody(sitePage({ type: 'account', screen: name, form: { ...form, ...overrides } }));
}

/** The attributes of the first `<form …>` tag that posts to `action`. */
function formTag(html: string, action: string): string {
  return new RegExp(`<form [^>]*action="${action}"[^>]*>`).exec(html)?.[0] ?? '';
}

/** `debounceMs` of the field island named `name`. */
function debounceOf(html: string, name: string): unknown {
  for (const [, props] of html.matchAll(/data-island-props="([^"]*)"/g)) {
    const parsed = JSON.parse((props ?? '').replaceAll('&quot;', '"')) as {
      name?: string;
      debounceMs?: unknown;
    };
    if (parsed.name === name) return parsed.debounceMs;
  }
  return undefined;
}

describe('account forms for the tracker', () => {
  it.each([
    ['sign-in', '/users/sign_in', 'SignInForm'],
    ['forgot-password', '/users/forgot_password', 'ForgotPasswordForm'],
    ['new-password', '/users/new_password', 'NewPasswordForm'],
    ['settings', '/users/sign_out', 'Logout'],
  ] as const)('names the %s form as the tracker reads it', (name, action, component) => {
    expect(formTag(screen(name), action)).toContain(`${TRACK_FORM_ATTRIBUTE}="${component}"`);
  });

  it('marks a refused sign-in with the message the page shows', () => {
    const tag = formTag(
      screen('sign-in', { messageKey: 'views.base.login.submit_error' }),
      '/users/sign_in',
    );
    expect(tag).toContain(`${TRACK_ERROR_ATTRIBUTE}="views.base.login.submit_error"`);
    expect(formTag(screen('sign-in'), '/users/sign_in')).not.toContain(TRACK_ERROR_ATTRIBUTE);
  });

  it('leaves the sign-up form, which has no tracked name, unmarked', () => {
    expect(formTag(screen('sign-up'), '/users/sign_up')).not.toContain(TRACK_FORM_ATTRIBUTE);
  });
});

describe('field debounce', () => {
  it("gives each field its own debounce: the form's, or 0 for the e-mailed code", () => {
    const html = screen('sign-up', { step: 'confirm' });
    expect(debounceOf(html, 'email')).toBe(300);
    expect(debounceOf(html, 'code')).toBe(0);
  });

  it('takes a per-field setting of the form, 0 included', () => {
    const html = screen('sign-in', { debounceMs: 150, fieldDebounceMs: { password: 0 } });
    expect(debounceOf(html, 'email')).toBe(150);
    expect(debounceOf(html, 'password')).toBe(0);
  });
});

describe('the profile screen', () => {
  const reader: AccountProfileView = {
    email: 'ida@example.test',
    name: 'Ida',
    state: 'subscriber',
  };
  const profileHtml = (profile: AccountProfileView): string =>
    renderBody(sitePage({ type: 'account', screen: 'profile', profile, form }));

  it('shows the postal code and the subscription number from the identity profile', () => {
    const html = profileHtml({ ...reader, postalCode: '2100', subscriptionNumber: 'WOM-778812' });
    expect(html).toContain('<dt>Postnummer</dt><dd>2100</dd>');
    expect(html).toContain('<dt>Abonnementsnummer</dt><dd>WOM-778812</dd>');
  });

  it('leaves out what the profile does not hold', () => {
    const html = profileHtml({ ...reader, postalCode: null });
    expect(html).not.toContain('Postnummer');
    expect(html).not.toContain('Abonnementsnummer');
  });
});
