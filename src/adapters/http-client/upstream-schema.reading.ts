/** Validation of upstream bodies with zod at the adapter boundary. */
import type { z } from 'zod';
import { invalid, ok, type Reading } from './upstream-http.types';

/** A short, log-friendly summary of a zod error. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}

export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/** Validates a value; the reason of a failure is a short summary of the issues. */
export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): Parsed<z.output<S>> {
  const parsed = schema.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, reason: describeIssues(parsed.error) };
}

/** Validates a response body and maps it: `ok(map(value))`, or `invalid` with the issues. */
export function readParsed<S extends z.ZodType, T>(
  schema: S,
  raw: unknown,
  map: (value: z.output<S>) => T,
): Reading<T> {
  const parsed = parseWith(schema, raw);
  return parsed.ok ? ok(map(parsed.value)) : invalid(parsed.reason);
}
