/**
 * Data-layer form events: activeForm, eventType, position and errorMessage, with the fixed form
 * names below (`FORM_NAMES`) and the default position 'all page'. Every event the product pushes
 * says what kind it is in `eventType` (`TRACKING_EVENT_TYPES`).
 */

/** The kinds of data-layer events: forms, links, interactions, and everything else. */
export const TRACKING_EVENT_TYPES = ['form', 'link', 'interaction', 'others'] as const;

export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/**
 * The attribute that names a form's `FormComponent` for the tracker (`data-track-form`), its
 * optional position (`data-track-position`) and the message key of a failure the page shows
 * (`data-track-error`): the server renders them, `client/tracking` reads them.
 */
export const TRACK_FORM_ATTRIBUTE = 'data-track-form';
export const TRACK_POSITION_ATTRIBUTE = 'data-track-position';
export const TRACK_ERROR_ATTRIBUTE = 'data-track-error';
export const FORM_NAMES = {
  ForgotPasswordForm: 'reset password',
  SignInForm: 'login',
  NewPasswordForm: 'new password',
  NewsletterForm: 'newsletter subscribe',
  Logout: 'logout',
} as const;

export type FormComponent = keyof typeof FORM_NAMES;
/** What happened to the form: started, submitted, done, or failed (`errorMessage` says why). */
export type FormAction = 'start' | 'submit' | 'success' | 'error';

export function isFormComponent(name: string | null | undefined): name is FormComponent {
  return typeof name === 'string' && Object.hasOwn(FORM_NAMES, name);
}

export const DEFAULT_FORM_POSITION = 'all page';

export interface FormEvent {
  readonly event: 'form';
  readonly eventType: 'form';
  readonly activeForm: (typeof FORM_NAMES)[FormComponent];
  readonly formAction: FormAction;
  readonly position: string;
  readonly errorMessage: string | null;
}

/** A form event; a missing or blank position is 'all page'. */
export function formEvent(
  form: FormComponent,
  formAction: FormAction,
  position?: string | null,
  errorMessage: string | null = null,
): FormEvent {
  return {
    event: 'form',
    eventType: 'form',
    activeForm: FORM_NAMES[form],
    formAction,
    position:
      position === undefined || position === null || position.trim() === ''
        ? DEFAULT_FORM_POSITION
        : position,
    errorMessage,
  };
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
