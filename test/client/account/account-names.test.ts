import { describe, expect, it } from 'vitest';
import { accountNames } from '../../../client/account/account-menu.enhance';
import type { CurrentUser } from '../../../client/account/current-user';

const READER: CurrentUser = {
  id: 'reader-1',
  email: 'reader@wom.test',
  givenName: 'Rikke',
  userState: 'just-register',
};

describe("the account menu's names for the signed-in reader", () => {
  it('calls the reader by their given name, in the button and in the open menu', () => {
    expect(accountNames(READER)).toEqual({ button: 'Rikke', heading: 'Rikke' });
  });

  it('keeps "my account" in the button without a given name, and heads the menu with the whole e-mail address', () => {
    expect(accountNames({ ...READER, givenName: null })).toEqual({
      button: null,
      heading: 'reader@wom.test',
    });
  });

  it("keeps the server's words when nobody is signed in or the lookup failed", () => {
    expect(accountNames(null)).toEqual({ button: null, heading: null });
  });
});
