import { pathOf } from '../../domain/routing/page-request';
import { firstValue } from '../../domain/routing/query.rules';
import { headerSafeLocation } from '../../domain/routing/redirect.rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountExtras, AccountFormView } from '../../domain/identity/account-view.types';
import { loginAddress } from '../../domain/identity/login-address.rules';
import { safeReturnUri } from '../../domain/identity/user-state.rules';
import type { AccountScreen } from '../../domain/page/view-model.types';
import { DEFAULT_DEBOUNCE_MS } from '../../domain/validation/field.rules';
import type { Site } from '../../domain/site/site.types';
import { csrfToken } from './csrf';
import type { HttpDeps } from './http-deps';
import { renderHtml, robotsHeaders, HTML } from './render-reply';
import { userStateOf } from './user-state.request';

/** Account pages carry the reader's own data and tokens: never stored by any cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

export type FormBody = Readonly<Record<string, string | undefined>>;

/** Text fields by name: a repeated field gives its first value, anything else is left out. */
function fieldsOf(value: unknown): FormBody {
  if (value === null || typeof value !== 'object') return {};
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const text = firstValue(item);
    if (text !== undefined) fields[key] = text;
  }
  return fields;
}

export function bodyOf(request: FastifyRequest): FormBody {
  return fieldsOf(request.body);
}

export function queryOf(request: FastifyRequest): FormBody {
  return fieldsOf(request.query);
}

/** A form's view: fresh CSRF token, safe returnUri, and what the reader typed (never passwords). */
export function formView(
  request: FastifyRequest,
  reply: FastifyReply,
  form: Partial<Omit<AccountFormView, 'csrfToken'>> = {},
): AccountFormView {
  const query = queryOf(request);
  const body = bodyOf(request);
  return {
    csrfToken: csrfToken(request, reply),
    returnUri: form.returnUri ?? safeReturnUri(body.returnUri ?? query.returnUri),
    values: form.values ?? {},
    errors: form.errors ?? {},
    messageKey: form.messageKey ?? null,
    noticeKey: form.noticeKey ?? null,
    step: form.step ?? 'details',
    debounceMs: form.debounceMs ?? DEFAULT_DEBOUNCE_MS,
  };
}

/** The site's login address with returnUri and locale (and `extra` fields). */
export function loginLocation(
  site: Site,
  returnUri: string,
  extra: Readonly<Record<string, string>> = {},
): string {
  return loginAddress(site.auth.loginPath, returnUri, site.locale, extra);
}

/** A redirect after a form (303 See Other), or a plain temporary one for a GET (302). */
export function redirectTo(
  reply: FastifyReply,
  location: string,
  status: 302 | 303 = 303,
): FastifyReply {
  return reply
    .header('cache-control', PRIVATE_NO_STORE)
    .redirect(headerSafeLocation(location), status);
}

/**
 * Renders an account screen inside the site's chrome. The chrome and meta come from resolve-page,
 * cut for the reader (and sign-in paths redirect to `/` when sign-in is off); the screen data is
 * the route's.
 */
export async function sendAccountPage(
  deps: HttpDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  site: Site,
  screen: AccountScreen,
  extras: AccountExtras,
  status = 200,
): Promise<FastifyReply> {
  const outcome = await deps.resolvePage.screen({
    site,
    path: pathOf(request.url),
    reader: userStateOf(request),
    view: { type: 'account', screen, ...extras },
  });
  if (outcome.kind === 'redirect') return redirectTo(reply, outcome.location);
  const html = await renderHtml(deps, outcome.viewModel);
  return reply
    .status(status)
    .type(HTML)
    .headers({ 'cache-control': PRIVATE_NO_STORE, ...robotsHeaders(outcome.viewModel) })
    .send(html);
}
