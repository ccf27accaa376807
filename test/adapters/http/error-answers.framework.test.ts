import { describe, expect, it } from 'vitest';
import { httpAnswerOf } from '../../../src/adapters/http/error-answers';

/** An error as a framework or plugin raises it: a status and a code beside its message. */
function frameworkError(statusCode: unknown, code?: unknown): Error {
  const error = new Error('raw framework message');
  return Object.assign(error, { statusCode }, code === undefined ? {} : { code });
}

const SERVER_ANSWER = {
  code: 'ERROR',
  message: { translated: 'errors.server' },
  logLevel: 'warn',
} as const;

describe('httpAnswerOf for a framework or plugin error', () => {
  it.each([
    [400, 'FST_ERR_BAD_URL', 'errors.bad_request'],
    [404, 'FST_ERR_NOT_FOUND', 'notfound.title'],
    [414, 'FST_ERR_URI_TOO_LONG', 'errors.bad_request'],
  ])(
    'keeps a %i with its code and the status text of that status, logged at info',
    (status, code, key) => {
      expect(httpAnswerOf(frameworkError(status, code))).toEqual({
        status,
        code,
        message: { translated: key },
        logLevel: 'info',
      });
    },
  );

  it('answers a 4xx without a status text of its own (413, 499) with the server text, still at info', () => {
    expect(httpAnswerOf(frameworkError(413, 'FST_ERR_CTP_BODY_TOO_LARGE'))).toEqual({
      status: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      message: { translated: 'errors.server' },
      logLevel: 'info',
    });
    expect(httpAnswerOf(frameworkError(499, 'CLIENT_CLOSED'))).toEqual({
      status: 499,
      code: 'CLIENT_CLOSED',
      message: { translated: 'errors.server' },
      logLevel: 'info',
    });
  });

  it.each([
    ['no code', undefined],
    ['an empty code', ''],
    ['a code that is not a string', 42],
  ])('shows ERROR for a 4xx with %s', (_label, code) => {
    expect(httpAnswerOf(frameworkError(404, code))).toEqual({
      status: 404,
      code: 'ERROR',
      message: { translated: 'notfound.title' },
      logLevel: 'info',
    });
  });

  it.each([500, 503, 599])(
    'keeps a %i but never its code: ERROR with the server text, logged at warn',
    (status) => {
      expect(httpAnswerOf(frameworkError(status, 'FST_ERR_INTERNAL'))).toEqual({
        status,
        ...SERVER_ANSWER,
      });
    },
  );

  it.each([
    ['399', 399],
    ['600', 600],
    ['"404" as a string', '404'],
    ['null', null],
  ])('answers a 500 ERROR for a statusCode of %s, which is no error status', (_label, status) => {
    expect(httpAnswerOf(frameworkError(status, 'FST_ERR_SOMETHING'))).toEqual({
      status: 500,
      ...SERVER_ANSWER,
    });
  });

  it('answers a 500 ERROR at warn for an error with no status at all, whatever its code', () => {
    const plain = Object.assign(new TypeError('x.trim is not a function'), { code: 'ERR_X' });
    expect(httpAnswerOf(plain)).toEqual({ status: 500, ...SERVER_ANSWER });
    expect(httpAnswerOf(new Error('bare'))).toEqual({ status: 500, ...SERVER_ANSWER });
  });
});
