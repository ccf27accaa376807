import { describe, expect, it } from 'vitest';
import {
  CLUSTER_EVENT_TYPES,
  DOMAIN_EVENT_TYPES,
  OPERATOR_EVENT_TYPES,
  READER_EVENT_TYPES,
} from '../../../src/domain/events/domain-events';

describe('the domain event catalogue', () => {
  it('exposes every event type to the metrics from the start, including those named in the audiences below', () => {
    expect(new Set(DOMAIN_EVENT_TYPES).size).toBe(DOMAIN_EVENT_TYPES.length);
    expect(DOMAIN_EVENT_TYPES).toEqual(
      expect.arrayContaining(['PageServed', 'CacheHit', 'CacheMissed']),
    );
    for (const type of [...CLUSTER_EVENT_TYPES, ...OPERATOR_EVENT_TYPES, ...READER_EVENT_TYPES]) {
      expect(DOMAIN_EVENT_TYPES).toContain(type);
    }
  });

  it('bridges purges and content changes to every replica, and no per-request facts', () => {
    expect(CLUSTER_EVENT_TYPES.has('CachePurged')).toBe(true);
    expect(CLUSTER_EVENT_TYPES.has('ContentChanged')).toBe(true);
    for (const local of ['PageServed', 'CacheHit', 'SignedIn', 'EdgePurged'] as const) {
      expect(CLUSTER_EVENT_TYPES.has(local)).toBe(false);
    }
  });

  it('shows the operator content changes, purges and upstream trouble, not page traffic or reader actions', () => {
    for (const type of [
      'CachePurged',
      'ContentChanged',
      'EdgePurged',
      'UpstreamFailed',
      'UpstreamRecovered',
      'BreakerStateChanged',
      'SignInFailed',
    ] as const) {
      expect(OPERATOR_EVENT_TYPES.has(type)).toBe(true);
    }
    for (const noise of [
      'PageServed',
      'CacheHit',
      'CacheMissed',
      'SearchPerformed',
      'SignedIn',
    ] as const) {
      expect(OPERATOR_EVENT_TYPES.has(noise)).toBe(false);
    }
  });

  it('tracks what readers did, and nothing the platform did on its own', () => {
    for (const type of [
      'SignedIn',
      'SignedOut',
      'FavouriteAdded',
      'FavouriteRemoved',
      'SearchPerformed',
      'NewsletterSubscribed',
      'NewsletterSignUpFailed',
      'CalculatorUsed',
      'PaywallShown',
    ] as const) {
      expect(READER_EVENT_TYPES.has(type)).toBe(true);
    }
    for (const platform of [
      'PageServed',
      'CachePurged',
      'ContentChanged',
      'UpstreamFailed',
    ] as const) {
      expect(READER_EVENT_TYPES.has(platform)).toBe(false);
    }
  });
});
