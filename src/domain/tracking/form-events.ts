/**
 * Data-layer form events: activeForm, eventType, position and errorMessage, with the fixed form
 * names below (`FORM_NAMES`) and the default position 'all page'.
 */
export const FORM_NAMES = {
  ForgotPasswordForm: 'reset password',
  SignInForm: 'login',
  NewPasswordForm: 'new password',
  NewsletterForm: 'newsletter subscribe',
  Logout: 'logout',
} as const;

export type FormComponent = keyof typeof FORM_NAMES;
export type FormEventType = 'start' | 'submit' | 'success' | 'error';

export const DEFAULT_FORM_POSITION = 'all page';

export interface FormEvent {
  readonly event: 'form';
  readonly activeForm: (typeof FORM_NAMES)[FormComponent];
  readonly eventType: FormEventType;
  readonly position: string;
  readonly errorMessage: string | null;
}

export function formEvent(
  form: FormComponent,
  eventType: FormEventType,
  position: string = DEFAULT_FORM_POSITION,
  errorMessage: string | null = null,
): FormEvent {
  return { event: 'form', activeForm: FORM_NAMES[form], eventType, position, errorMessage };
}

/** Link events carry the destination as `engagement.destination.url`. */
export interface LinkEvent {
  readonly event: 'link';
  readonly eventType: 'link';
  readonly engagement: { readonly destination: { readonly url: string } };
}

export function linkEvent(url: string): LinkEvent {
  return { event: 'link', eventType: 'link', engagement: { destination: { url } } };
}
