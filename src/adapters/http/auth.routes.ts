import { signInOn } from '../../domain/site/sign-in.rules';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { SessionService } from '../../application/auth/session.service';
import { safeReturnUri } from '../../domain/identity/user-state.rules';
import type { AccountScreen } from '../../domain/page/view-model.types';
import { matchAppRoute } from '../../domain/routing/paths.rules';
import { ROUTES } from '../../domain/routing/route-table';
import type { Site } from '../../domain/site/site.types';
import { fieldErrors } from '../../domain/validation/field.rules';
import {
  bodyOf,
  formView,
  loginLocation,
  queryOf,
  redirectTo,
  sendAccountPage,
  type FormBody,
} from './account-page.reply';
import { answerCsrfRefusal, csrfProtected, rotateCsrfSecret } from './csrf';
import type { RequestSignInLimiter } from './sign-in.rate-limit';
import type { HttpDeps } from './http-deps';
import { siteOf } from './site.plugin';
import { clearSessionCookies, sessionIdOf, setSessionCookie } from './session.cookies';
import { userStateOf } from './user-state.request';

export interface AuthRouteDeps {
  readonly http: HttpDeps;
  readonly sessions: SessionService;
  /** Counts a sign-in attempt of a request (ADR 11). */
  readonly limiter: RequestSignInLimiter;
}

const NOTICES: Readonly<Record<string, string>> = {
  confirmed: 'form.confirmed',
  reset: 'form.reset_done',
  code: 'form.code_sent',
  favourite: 'favourites.sign_in',
};

/** The notice a form page shows (`?notice=`): only the named ones, never an inherited property. */
function noticeOf(notice: string | undefined): string | null {
  return notice !== undefined && Object.hasOwn(NOTICES, notice) ? (NOTICES[notice] ?? null) : null;
}

function kept(body: FormBody, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) values[name] = body[name] ?? '';
  return values;
}

/** How long a reader waits before trying a sign-in again while the identity service is away. */
const RETRY_SIGN_IN_AFTER_S = 30;

/** Where a signed-out reader lands: the address, unless only a signed-in reader may see it. */
function afterSignOut(returnUri: string): string {
  const path = returnUri.split(/[?#]/, 1)[0] ?? '/';
  const kind = matchAppRoute(path).kind;
  return kind === 'account' || kind === 'admin-overview' ? '/' : returnUri;
}

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/** The sign-in, sign-up and password-reset forms: plain HTML forms, CSRF-protected (ADR 11). */
export function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { http, sessions, limiter } = deps;
  const { signIn } = http.accounts;

  /** The site of a request whose sign-in is on; otherwise the reply (a redirect to `/`). */
  function authSite(request: FastifyRequest, reply: FastifyReply): Site | FastifyReply {
    const site = siteOf(request);
    // As the page route answers a sign-in path when sign-in is off (resolve-page.use-case.ts).
    if (!signInOn(site)) return redirectTo(reply, '/', request.method === 'GET' ? 302 : 303);
    return site;
  }

  function page(
    request: FastifyRequest,
    reply: FastifyReply,
    site: Site,
    screen: AccountScreen,
    form: Parameters<typeof formView>[2],
    status = 200,
  ): Promise<FastifyReply> {
    return sendAccountPage(
      http,
      request,
      reply,
      site,
      screen,
      { form: formView(request, reply, form) },
      status,
    );
  }

  function showForm(screen: AccountScreen, names: readonly string[]) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const site = authSite(request, reply);
      if (!('id' in site)) return site;
      const query = queryOf(request);
      if (screen === 'sign-in' && userStateOf(request).kind !== 'anonymous')
        return redirectTo(reply, safeReturnUri(query.returnUri));
      return page(request, reply, site, screen, {
        values: kept(query, names),
        noticeKey: noticeOf(query.notice),
        step: query.step === 'confirm' ? 'confirm' : 'details',
      });
    };
  }

  /**
   * A form POST behind the CSRF check; a stale or forged form is shown again, with what the
   * reader typed and a fresh token, instead of an error page.
   */
  function post(
    screen: AccountScreen,
    names: readonly string[],
    handle: (
      request: FastifyRequest,
      reply: FastifyReply,
      site: Site,
      body: FormBody,
    ) => Promise<FastifyReply>,
  ): RouteShorthandOptionsWithHandler {
    return {
      preHandler: csrfProtected(app),
      errorHandler: answerCsrfRefusal((request, reply) => {
        const site = authSite(request, reply);
        if (!('id' in site)) return site;
        const values = kept(bodyOf(request), names);
        return page(request, reply, site, screen, { values, messageKey: 'form.expired' }, 403);
      }),
      handler: async (request, reply) => {
        const site = authSite(request, reply);
        if (!('id' in site)) return site;
        return handle(request, reply, site, bodyOf(request));
      },
    };
  }

  app.get(ROUTES.signIn.path, showForm('sign-in', ['email']));
  app.post(
    ROUTES.signIn.path,
    post('sign-in', ['email'], async (request, reply, site, body) => {
      const values = kept(body, ['email']);
      const answer = await signIn.execute({
        site,
        email: body.email ?? '',
        password: body.password ?? '',
        limiter: limiter(request),
      });
      switch (answer.kind) {
        case 'invalid':
          return page(request, reply, site, 'sign-in', { values, errors: answer.errors }, 400);
        case 'limited':
          request.log.info({ retryAfter: answer.retryAfterSeconds }, 'sign-in limited');
          void reply.header('retry-after', String(answer.retryAfterSeconds));
          return page(
            request,
            reply,
            site,
            'sign-in',
            { values, messageKey: 'form.too_many_attempts' },
            429,
          );
        case 'unavailable':
        case 'refused':
          // An outage asks the reader to come back (503, Retry-After); a refusal is theirs (401).
          if (answer.kind === 'unavailable') {
            const { code, service, retryable, detail } = answer.failure;
            request.log.info(
              { code, service, retryable, operation: detail?.operation },
              'sign-in unavailable: try again later',
            );
            void reply.header('retry-after', String(RETRY_SIGN_IN_AFTER_S));
          } else request.log.info({ code: answer.code }, 'sign-in refused');
          return page(
            request,
            reply,
            site,
            'sign-in',
            { values, messageKey: answer.messageKey },
            answer.kind === 'unavailable' ? 503 : 401,
          );
        case 'signed-in':
          setSessionCookie(request, reply, answer.sessionId);
          rotateCsrfSecret(request, reply);
          return redirectTo(reply, safeReturnUri(body.returnUri));
      }
    }),
  );

  app.get(ROUTES.signUp.path, showForm('sign-up', ['email', 'given_name']));
  app.post(
    ROUTES.signUp.path,
    post('sign-up', ['email', 'given_name'], async (request, reply, site, body) => {
      const values = kept(body, ['email', 'given_name']);
      if (body.step === 'confirm') {
        const errors = fieldErrors(body, { email: 'email', code: 'text' });
        if (Object.keys(errors).length > 0)
          return page(request, reply, site, 'sign-up', { values, errors, step: 'confirm' }, 400);
        const confirmed = await sessions.confirmSignUp(site, body.email ?? '', body.code ?? '');
        if (!confirmed.ok)
          return page(
            request,
            reply,
            site,
            'sign-up',
            { values, messageKey: confirmed.messageKey, step: 'confirm' },
            400,
          );
        return redirectTo(
          reply,
          loginLocation(site, safeReturnUri(body.returnUri), {
            email: values.email ?? '',
            notice: 'confirmed',
          }),
        );
      }
      const errors = fieldErrors(body, {
        email: 'email',
        password: 'password',
        password_repeat: 'password',
      });
      if (Object.keys(errors).length > 0)
        return page(request, reply, site, 'sign-up', { values, errors }, 400);
      const given = (body.given_name ?? '').trim();
      // The account first, then the brand's sign-up endpoint; its failure keeps the account.
      const outcome = await http.accounts.signUp.execute(site, {
        email: body.email ?? '',
        password: body.password ?? '',
        repeat: body.password_repeat ?? '',
        givenName: given === '' ? null : given,
      });
      if (!outcome.ok)
        return page(
          request,
          reply,
          site,
          'sign-up',
          { values, messageKey: outcome.messageKey },
          400,
        );
      return page(request, reply, site, 'sign-up', {
        values,
        step: 'confirm',
        noticeKey: outcome.value.registered
          ? 'form.confirm_sent'
          : 'form.confirm_sent_signup_failed',
      });
    }),
  );

  app.get(ROUTES.forgotPassword.path, showForm('forgot-password', ['email']));
  app.post(
    ROUTES.forgotPassword.path,
    post('forgot-password', ['email'], async (request, reply, site, body) => {
      const values = kept(body, ['email']);
      const errors = fieldErrors(body, { email: 'email' });
      if (Object.keys(errors).length > 0)
        return page(request, reply, site, 'forgot-password', { values, errors }, 400);
      const outcome = await sessions.forgotPassword(site, body.email ?? '');
      if (!outcome.ok)
        return page(
          request,
          reply,
          site,
          'forgot-password',
          { values, messageKey: outcome.messageKey },
          400,
        );
      return redirectTo(
        reply,
        withQuery(ROUTES.newPassword.path, { email: values.email ?? '', notice: 'code' }),
      );
    }),
  );

  app.get(ROUTES.newPassword.path, showForm('new-password', ['email']));
  app.post(
    ROUTES.newPassword.path,
    post('new-password', ['email'], async (request, reply, site, body) => {
      const values = kept(body, ['email']);
      const errors = fieldErrors(body, { email: 'email', code: 'text', password: 'password' });
      if (Object.keys(errors).length > 0)
        return page(request, reply, site, 'new-password', { values, errors }, 400);
      const outcome = await sessions.newPassword(
        site,
        body.email ?? '',
        body.code ?? '',
        body.password ?? '',
      );
      if (!outcome.ok)
        return page(
          request,
          reply,
          site,
          'new-password',
          { values, messageKey: outcome.messageKey },
          400,
        );
      return redirectTo(
        reply,
        loginLocation(site, '/', { email: values.email ?? '', notice: 'reset' }),
      );
    }),
  );

  /**
   * Sign-out: identity service, cookies, then the logout path with the encoded returnUri (the
   * address the reader signed out on).
   */
  app.post(ROUTES.signOut.path, {
    preHandler: csrfProtected(app),
    handler: async (request, reply) => {
      const site = siteOf(request);
      const sessionId = sessionIdOf(request);
      try {
        const scope = await sessions.signOut(site, sessionId === 'malformed' ? null : sessionId);
        // The embedded identity service has no global sign-out (CognitoIdentityAdapter.signOut).
        if (scope === 'this-session')
          request.log.info('signed out this session; other devices stay signed in');
      } catch (error) {
        // The cookie goes whatever happens; a session the store could not end is an incident.
        request.log.error({ err: error }, 'sign-out could not end the session in the store');
      }
      clearSessionCookies(request, reply);
      rotateCsrfSecret(request, reply);
      const returnUri = safeReturnUri(bodyOf(request).returnUri);
      return redirectTo(
        reply,
        `${site.auth.loginPath}/logout?returnUri=${encodeURIComponent(returnUri)}`,
      );
    },
  });

  /**
   * Back from the logout path: cookies cleared, then the address the reader signed out on, unless
   * it is a screen only a signed-in reader sees (then the front page); with sign-in off, `/`.
   */
  app.get(ROUTES.signedOut.path, async (request, reply) => {
    clearSessionCookies(request, reply);
    if (request.site !== null && !signInOn(request.site)) return redirectTo(reply, '/');
    return redirectTo(reply, afterSignOut(safeReturnUri(queryOf(request).returnUri)));
  });
}
