import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  downloadKey,
} from '../../../src/adapters/http/admin-download.routes';

/**
 * What the admin download takes as a storage key and how it names the file it sends
 * (admin-download.routes.ts): a key reaches the content API only as the editor meant it, and a
 * file's name survives every browser's reading of Content-Disposition.
 */
describe('a storage key as the editor gives it', () => {
  it('takes a key with its surrounding spaces and leading slashes trimmed', () => {
    expect(downloadKey('files/program.pdf')).toBe('files/program.pdf');
    expect(downloadKey('  files/program.pdf \n')).toBe('files/program.pdf');
    expect(downloadKey('///files/program.pdf')).toBe('files/program.pdf');
    expect(downloadKey('/a')).toBe('a');
  });

  it('takes a key of 1,024 characters and no longer one', () => {
    expect(downloadKey('k'.repeat(1024))).toBe('k'.repeat(1024));
    expect(downloadKey('k'.repeat(1025))).toBeNull();
  });

  it.each([
    ['no key', undefined],
    ['an empty key', ''],
    ['spaces only', '   '],
    ['slashes only', '//'],
    ['a control character', 'files/a\u0007.pdf'],
    ['a line break inside', 'files/a\nb.pdf'],
    ['an empty segment', 'files//program.pdf'],
    ['a trailing slash', 'files/'],
    ['a . segment', 'files/./program.pdf'],
    ['a .. segment', 'files/../secret.pdf'],
    ['a key that is ..', '..'],
  ])('refuses %s', (_name, raw) => {
    expect(downloadKey(raw)).toBeNull();
  });

  it('keeps dots that are part of a name', () => {
    expect(downloadKey('files/.hidden/..program.pdf')).toBe('files/.hidden/..program.pdf');
  });
});

describe('the attachment name', () => {
  it('names an ASCII file as it is, twice', () => {
    expect(attachmentDisposition('program.pdf')).toBe(
      `attachment; filename="program.pdf"; filename*=UTF-8''program.pdf`,
    );
  });

  it('gives old browsers an ASCII name and the others the UTF-8 name, quotes and backslashes made safe', () => {
    expect(attachmentDisposition('træning "1"\\2.pdf')).toBe(
      `attachment; filename="tr_ning _1__2.pdf"; filename*=UTF-8''tr%C3%A6ning%20%221%22%5C2.pdf`,
    );
  });

  it("escapes the characters encodeURIComponent leaves but RFC 8187 does not allow: ' ( ) *", () => {
    expect(attachmentDisposition("it's (draft)*.pdf")).toBe(
      `attachment; filename="it's (draft)*.pdf"; filename*=UTF-8''it%27s%20%28draft%29%2A.pdf`,
    );
  });
});
