/**
 * The call WordPress makes after an editor's save: `POST` of the hook's JSON to the product's
 * content webhook with the shared secret in `x-webhook-secret`. A 2 s timeout, one retry after
 * 250 ms when the call fails (no answer, or a 5xx); never throws.
 */

/** The secret the product's `npm start` uses too (scripts/start.mjs). */
export const DEFAULT_WEBHOOK_SECRET = 'sandbox-webhook-secret';
export const WEBHOOK_SECRET_HEADER = 'x-webhook-secret';

const TIMEOUT_MS = 2_000;
const RETRY_DELAY_MS = 250;
/** How much of an error answer's body the edit's answer repeats. */
const BODY_EXCERPT = 300;

/** Where and how the edits are announced; `url: null` announces nothing. */
export interface ContentWebhookConfig {
  readonly url: string | null;
  readonly secret: string;
  readonly timeoutMs?: number;
  readonly retryDelayMs?: number;
}

/** What the call came to, as the edit's answer reports it. */
export type WebhookOutcome =
  | 'not configured'
  | { readonly status: number; readonly attempts: number; readonly error?: string }
  | { readonly error: string; readonly attempts: number };

/**
 * The webhook settings of the environment: `SANDBOX_CONTENT_WEBHOOK_URL` (unset or empty: no
 * call) and `CONTENT_WEBHOOK_SECRET` (default `sandbox-webhook-secret`). A URL that is not
 * http(s) stops the start, naming the variable.
 */
export function webhookConfigFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ContentWebhookConfig {
  const raw = env.SANDBOX_CONTENT_WEBHOOK_URL?.trim() ?? '';
  const secret = env.CONTENT_WEBHOOK_SECRET?.trim() ?? '';
  return {
    url: raw === '' ? null : checkedUrl(raw, 'SANDBOX_CONTENT_WEBHOOK_URL'),
    secret: secret === '' ? DEFAULT_WEBHOOK_SECRET : secret,
  };
}

/** `raw` when it is an absolute http(s) URL; else an error naming `name`. */
export function checkedUrl(raw: string, name: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return url.href;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'no answer within the timeout';
    const cause = (error as { cause?: unknown }).cause;
    const detail = cause instanceof Error ? cause.message : undefined;
    return detail === undefined ? error.message : `${error.message}: ${detail}`;
  }
  return String(error);
}

async function attempt(
  config: ContentWebhookConfig & { readonly url: string },
  body: string,
): Promise<{ status: number; text: string } | { error: string }> {
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [WEBHOOK_SECRET_HEADER]: config.secret },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(config.timeoutMs ?? TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, text };
  } catch (error) {
    return { error: describe(error) };
  }
}

const failed = (result: { status: number } | { error: string }): boolean =>
  'error' in result || result.status >= 500;

/** Posts `payload` to the webhook (once more after a failure) and says how it went. */
export async function callContentWebhook(
  config: ContentWebhookConfig,
  payload: Readonly<Record<string, unknown>>,
): Promise<WebhookOutcome> {
  const url = config.url;
  if (url === null) return 'not configured';
  const body = JSON.stringify(payload);
  let result = await attempt({ ...config, url }, body);
  let attempts = 1;
  if (failed(result)) {
    await new Promise((resolve) => setTimeout(resolve, config.retryDelayMs ?? RETRY_DELAY_MS));
    result = await attempt({ ...config, url }, body);
    attempts = 2;
  }
  if ('error' in result) return { error: result.error, attempts };
  if (result.status >= 200 && result.status < 300) return { status: result.status, attempts };
  return {
    status: result.status,
    attempts,
    error: `the webhook answered ${String(result.status)}: ${result.text.slice(0, BODY_EXCERPT)}`,
  };
}
