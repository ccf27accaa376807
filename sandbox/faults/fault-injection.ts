import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  faultOf,
  FaultSwitchboard,
  isFaultService,
  parseFaultsEnv,
  serviceOfPath,
  type Fault,
  type FaultService,
} from './fault-switchboard';

/** The admin route of the switches, on the content API's origin; never faulted itself. */
export const FAULTS_ROUTE = '/__sandbox/faults';
/** The sandbox's other control routes (editors' edits): answered as usual, never faulted. */
const CONTROL_ROUTES = '/__sandbox/';

/** How often a hung request checks whether its client or its server went away. */
const HANG_POLL_MS = 100;
/** A hung request is dropped after this long at the latest. */
const HANG_MAX_MS = 10 * 60_000;

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export interface FaultServers {
  /** The content API's server (services and search share its origin). */
  readonly api: { readonly server: Server };
  readonly cdn: { readonly server: Server };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 10_000) reject(new Error('body too large'));
    });
    request.on('end', () => {
      resolve(text);
    });
    request.on('error', reject);
  });
}

/**
 * `GET /__sandbox/faults` lists the switches; `PUT /__sandbox/faults/{service}` with
 * `{"mode":"slow","delayMs":3000}` sets one; `DELETE /__sandbox/faults` puts all back to ok.
 */
async function answerAdmin(
  board: FaultSwitchboard,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const path = (request.url ?? '').split('?')[0] ?? '';
  const service = path.slice(FAULTS_ROUTE.length + 1);
  if (request.method === 'GET' && service === '') {
    sendJson(response, 200, board.list());
    return;
  }
  if (request.method === 'DELETE' && service === '') {
    board.reset();
    sendJson(response, 200, board.list());
    return;
  }
  if (request.method !== 'PUT' || !isFaultService(service)) {
    sendJson(response, 404, { error: 'use GET/DELETE /__sandbox/faults or PUT …/{service}' });
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(await readBody(request));
  } catch {
    sendJson(response, 400, { error: 'the body must be JSON: {"mode":"500"}' });
    return;
  }
  const { mode, delayMs } = (typeof body === 'object' && body !== null ? body : {}) as {
    mode?: unknown;
    delayMs?: unknown;
  };
  const fault = faultOf(typeof mode === 'string' ? mode : '', delayMs);
  if (typeof fault === 'string') {
    sendJson(response, 400, { error: fault });
    return;
  }
  board.set(service, fault);
  sendJson(response, 200, { [service]: fault });
}

function hang(server: Server, request: IncomingMessage): void {
  const started = Date.now();
  const timer = setInterval(() => {
    const gone = request.socket.destroyed || !server.listening;
    if (gone || Date.now() - started > HANG_MAX_MS) {
      clearInterval(timer);
      request.socket.destroy();
    }
  }, HANG_POLL_MS);
  timer.unref();
}

/** Applies `fault` to one request; calls `pass` when the request should be answered normally. */
function inject(
  server: Server,
  fault: Fault,
  request: IncomingMessage,
  response: ServerResponse,
  pass: () => void,
): void {
  switch (fault.mode) {
    case 'ok':
      pass();
      return;
    case '500':
      sendJson(response, 500, { code: 'sandbox_fault', message: 'Injected fault (500)' });
      return;
    case 'refuse':
      request.socket.destroy();
      return;
    case 'hang':
      hang(server, request);
      return;
    case 'slow':
      setTimeout(() => {
        if (!request.socket.destroyed) pass();
      }, fault.delayMs).unref();
      return;
  }
}

function wrap(
  server: Server,
  board: FaultSwitchboard,
  serviceOf: (url: string) => FaultService,
  admin: boolean,
): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    if (admin && url.startsWith(FAULTS_ROUTE)) {
      answerAdmin(board, request, response).catch(() => {
        if (!response.headersSent) sendJson(response, 400, { error: 'bad request' });
      });
      return;
    }
    if (admin && url.startsWith(CONTROL_ROUTES)) {
      for (const listener of listeners) listener(request, response);
      return;
    }
    inject(server, board.get(serviceOf(url)), request, response, () => {
      for (const listener of listeners) listener(request, response);
    });
  });
}

/**
 * Puts the fault switches in front of the sandbox servers (after the services are mounted).
 * Starts from `SANDBOX_FAULTS` (see `parseFaultsEnv`). Returns the switchboard.
 */
export function installFaults(
  servers: FaultServers,
  env: string | undefined = process.env.SANDBOX_FAULTS,
  board: FaultSwitchboard = new FaultSwitchboard(),
): FaultSwitchboard {
  for (const [service, fault] of parseFaultsEnv(env)) board.set(service, fault);
  wrap(servers.api.server, board, serviceOfPath, true);
  wrap(servers.cdn.server, board, () => 'image-cdn', false);
  return board;
}
