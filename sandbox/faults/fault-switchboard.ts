/**
 * Fault switches of the sandbox upstreams (ADR 6): one per service, each `ok`, `500`,
 * `refuse` (the connection is dropped without an answer), `hang` (no answer until the client gives
 * up or the sandbox closes) or `slow` (answered normally after `delayMs`). Tests and operators flip
 * them at runtime over `/__sandbox/faults` or at start with `SANDBOX_FAULTS`.
 */

export const FAULT_SERVICES = [
  'content-api',
  'search',
  'newsletter',
  'materials',
  'content-marketing',
  'video-provider',
  'image-cdn',
] as const;

export type FaultService = (typeof FAULT_SERVICES)[number];

export const FAULT_MODES = ['ok', '500', 'refuse', 'hang', 'slow'] as const;

export type FaultMode = (typeof FAULT_MODES)[number];

export interface Fault {
  readonly mode: FaultMode;
  /** How long `slow` waits before answering. */
  readonly delayMs: number;
}

export const DEFAULT_SLOW_MS = 2_000;
export const MAX_DELAY_MS = 120_000;

const OK: Fault = { mode: 'ok', delayMs: 0 };

export function isFaultService(value: string): value is FaultService {
  return (FAULT_SERVICES as readonly string[]).includes(value);
}

export function isFaultMode(value: string): value is FaultMode {
  return (FAULT_MODES as readonly string[]).includes(value);
}

/** The current switch of every service; everything starts `ok`. */
export class FaultSwitchboard {
  private readonly faults = new Map<FaultService, Fault>();

  get(service: FaultService): Fault {
    return this.faults.get(service) ?? OK;
  }

  set(service: FaultService, fault: Fault): void {
    if (fault.mode === 'ok') this.faults.delete(service);
    else this.faults.set(service, fault);
  }

  reset(): void {
    this.faults.clear();
  }

  /** Every service and its switch. */
  list(): Record<FaultService, Fault> {
    const entries = FAULT_SERVICES.map((service) => [service, this.get(service)] as const);
    return Object.fromEntries(entries) as Record<FaultService, Fault>;
  }
}

/** A fault from `mode` and an optional delay; an error message naming what is wrong. */
export function faultOf(mode: string, delay: unknown): Fault | string {
  if (!isFaultMode(mode)) return `mode must be one of ${FAULT_MODES.join(', ')}, got "${mode}"`;
  if (delay === undefined || delay === null || delay === '')
    return { mode, delayMs: mode === 'slow' ? DEFAULT_SLOW_MS : 0 };
  const delayMs = Number(delay);
  if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS)
    return `delayMs must be a whole number 0-${MAX_DELAY_MS}, got ${JSON.stringify(delay)}`;
  return { mode, delayMs };
}

/**
 * `SANDBOX_FAULTS`, e.g. `content-api=500,image-cdn=slow:3000`. Throws naming the variable and
 * the bad part (the sandbox refuses to start on it).
 */
export function parseFaultsEnv(raw: string | undefined): ReadonlyMap<FaultService, Fault> {
  const faults = new Map<FaultService, Fault>();
  if (raw === undefined || raw.trim() === '') return faults;
  for (const part of raw.split(',')) {
    const [service = '', setting = ''] = part.trim().split('=');
    const [mode = '', delay] = setting.split(':');
    if (!isFaultService(service))
      throw new Error(
        `SANDBOX_FAULTS: unknown service "${service}" (one of ${FAULT_SERVICES.join(', ')})`,
      );
    const fault = faultOf(mode, delay);
    if (typeof fault === 'string') throw new Error(`SANDBOX_FAULTS: ${service}: ${fault}`);
    faults.set(service, fault);
  }
  return faults;
}

/** Which service a request to the content API's origin is for. */
export function serviceOfPath(url: string): FaultService {
  const path = url.split('?')[0] ?? '';
  if (path.startsWith('/services/newsletter')) return 'newsletter';
  if (path.startsWith('/services/materials')) return 'materials';
  if (path.startsWith('/services/cm')) return 'content-marketing';
  if (path.startsWith('/services/video')) return 'video-provider';
  // Both search routes: `GET app/search/query/…` and `POST app/search`.
  if (/^\/[^/]+\/wp-json\/app\/search(\/|$)/.test(path)) return 'search';
  return 'content-api';
}
