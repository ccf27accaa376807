/**
 * Server-side reader events, counted in Prometheus (`domain_events_total{type}`): what readers
 * did that the business follows. They are counted in this process only, never bridged.
 */
export type ReaderEventType =
  'SearchPerformed' | 'NewsletterSubscribed' | 'NewsletterSignUpFailed' | 'CalculatorUsed';

export type CountReaderEvent = (type: ReaderEventType) => void;
