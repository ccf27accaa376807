import { describe, expect, it } from 'vitest';
import { CurrentUserState, userOf, type CurrentUser } from '../../../client/account/current-user';

const RIKKE: CurrentUser = {
  id: 'sub-1',
  email: 'rikke@wom.test',
  givenName: 'Rikke',
  userState: 'subscriber',
};

/** A lookup that answers `answers` in turn (an Error rejects) and counts its calls. */
function lookup(...answers: (CurrentUser | null | Error)[]) {
  const calls = { count: 0 };
  const run = () => {
    const answer = answers[Math.min(calls.count, answers.length - 1)] ?? null;
    calls.count += 1;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return { run, calls };
}

describe('the current-user lookup', () => {
  it('sets the user-checked flag after a lookup that found the user, and calls the listeners then', async () => {
    const { run } = lookup(RIKKE);
    const state = new CurrentUserState(run);
    const heard: (CurrentUser | null)[] = [];
    state.whenUserChecked((user) => heard.push(user));
    expect(state.userChecked).toBe(false);
    const pending = state.current();
    expect(heard).toEqual([]);
    expect(await pending).toEqual(RIKKE);
    expect(state.userChecked).toBe(true);
    expect(heard).toEqual([RIKKE]);
  });

  it('sets the flag after a failed lookup too, with no user', async () => {
    const { run } = lookup(new Error('offline'));
    const state = new CurrentUserState(run);
    const heard: (CurrentUser | null)[] = [];
    state.whenUserChecked((user) => heard.push(user));
    expect(await state.current()).toBeNull();
    expect(state.userChecked).toBe(true);
    expect(state.user).toBeNull();
    expect(heard).toEqual([null]);
  });

  it('returns a known user with no lookup, and shares one lookup between callers', async () => {
    const { run, calls } = lookup(RIKKE);
    const state = new CurrentUserState(run);
    const [first, second] = await Promise.all([state.current(), state.current()]);
    expect([first, second]).toEqual([RIKKE, RIKKE]);
    await state.current();
    expect(calls.count).toBe(1);
  });

  it('calls a listener that comes after the check at once, and each listener only once', async () => {
    const { run } = lookup(null, RIKKE);
    const state = new CurrentUserState(run);
    const heard: (CurrentUser | null)[] = [];
    state.whenUserChecked((user) => heard.push(user));
    await state.current();
    state.whenUserChecked((user) => heard.push(user));
    await state.current();
    expect(heard).toEqual([null, null]);
  });
});

describe('the /api/authservice answer', () => {
  it('reads the user, and null for a signed-out reader or an odd answer', () => {
    expect(
      userOf({
        data: {
          id: 'sub-1',
          email: 'rikke@wom.test',
          givenName: ' Rikke ',
          userState: 'subscriber',
        },
      }),
    ).toEqual(RIKKE);
    expect(userOf({ data: null })).toBeNull();
    expect(userOf({ data: { email: 'x@y.z' } })).toBeNull();
    expect(userOf('nope')).toBeNull();
  });
});
