import { pino, type Logger } from 'pino';

/** Paths never written to logs: tokens and cookies. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'req.headers["x-webhook-secret"]',
  'headers["x-webhook-secret"]',
  '*.accessToken',
  '*.refreshToken',
  '*.idToken',
  '*.password',
];

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { service: 'magazine' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination ?? process.stdout,
  );
}
