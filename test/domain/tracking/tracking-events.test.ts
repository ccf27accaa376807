import { describe, expect, it } from 'vitest';
import {
  formEvent,
  isFormComponent,
  linkEvent,
  TRACKING_EVENT_TYPES,
} from '../../../src/domain/tracking/form-events';
import { newMilestones } from '../../../src/domain/tracking/video-progress.rules';

describe('form events', () => {
  it('names the newsletter form "newsletter subscribe" with the default position', () => {
    expect(formEvent('NewsletterForm', 'submit')).toEqual({
      event: 'form',
      eventType: 'form',
      activeForm: 'newsletter subscribe',
      formAction: 'submit',
      position: 'all page',
      errorMessage: null,
    });
  });

  it("puts a form without a position of its own on 'all page'", () => {
    expect(formEvent('SignInForm', 'submit', null).position).toBe('all page');
    expect(formEvent('SignInForm', 'submit', ' ').position).toBe('all page');
    expect(formEvent('SignInForm', 'error', 'modal', 'x')).toMatchObject({
      position: 'modal',
      errorMessage: 'x',
    });
  });

  it('knows the kinds of events, others included, and only the tracked forms', () => {
    expect(TRACKING_EVENT_TYPES).toEqual(['form', 'link', 'interaction', 'others']);
    expect(isFormComponent('SignInForm')).toBe(true);
    expect(isFormComponent('login')).toBe(false);
    expect(isFormComponent('toString')).toBe(false);
    expect(isFormComponent(null)).toBe(false);
  });

  it('uses the fixed names of the account forms', () => {
    expect(formEvent('ForgotPasswordForm', 'error', 'modal', 'x').activeForm).toBe(
      'reset password',
    );
    expect(formEvent('SignInForm', 'submit').activeForm).toBe('login');
    expect(formEvent('NewPasswordForm', 'submit').activeForm).toBe('new password');
    expect(formEvent('Logout', 'submit').activeForm).toBe('logout');
  });

  it('puts a link destination under engagement.destination.url', () => {
    expect(linkEvent('https://example.dk/a')).toEqual({
      event: 'link',
      eventType: 'link',
      engagement: { destination: { url: 'https://example.dk/a' } },
    });
  });
});

describe('video milestones', () => {
  it('reports each milestone passed, once', () => {
    expect(newMilestones(55, 100, new Set())).toEqual([25, 50]);
    expect(newMilestones(80, 100, new Set([25, 50]))).toEqual([75]);
  });

  it('counts the last half second as the end', () => {
    expect(newMilestones(99.6, 100, new Set([25, 50, 75]))).toEqual([100]);
  });

  it('reports nothing while the duration is unknown', () => {
    expect(newMilestones(10, Number.NaN, new Set())).toEqual([]);
  });
});

describe('video milestones, edges', () => {
  it('reports nothing for a video without length or a time before the start', () => {
    expect(newMilestones(10, 0, new Set())).toEqual([]);
    expect(newMilestones(0, -1, new Set())).toEqual([]);
    expect(newMilestones(10, Number.POSITIVE_INFINITY, new Set())).toEqual([]);
    expect(newMilestones(-1, 100, new Set())).toEqual([]);
  });

  it('reports nothing at the very start', () => {
    expect(newMilestones(0, 100, new Set())).toEqual([]);
  });

  it('counts exactly half a second before the end as the end, not more', () => {
    expect(newMilestones(99.5, 100, new Set([25, 50, 75]))).toEqual([100]);
    expect(newMilestones(99.4, 100, new Set([25, 50, 75]))).toEqual([]);
  });

  it('reports a milestone at exactly its share', () => {
    expect(newMilestones(25, 100, new Set())).toEqual([25]);
  });
});

describe('video milestones, a time before the start', () => {
  it('reports nothing, even for a video shorter than half a second', () => {
    expect(newMilestones(-0.1, 0.3, new Set())).toEqual([]);
  });
});
