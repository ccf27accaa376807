import type { FastifyInstance } from 'fastify';

/** The key `npm start` gives the product as SIGNUP_API_KEY (scripts/start.mjs). */
export const SANDBOX_SIGNUP_API_KEY = 'sandbox-signup-key';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

interface RegisterBody {
  readonly email?: unknown;
  readonly brand_code?: unknown;
}

/**
 * The brands' user sign-up endpoint: `POST /signup/users` with the `x-api-key` header and
 * `{ email, given_name, brand_code, locale, market }`. A wrong or missing key answers 401, a body
 * without an address or brand 400, an address already registered for the brand 409
 * `{ status: 'exists' }`, else 201 `{ status: 'registered' }`. Registrations live in memory for
 * the life of the process.
 */
export function registerSignupService(
  app: FastifyInstance,
  options: { readonly apiKey?: string } = {},
): void {
  const apiKey = options.apiKey ?? SANDBOX_SIGNUP_API_KEY;
  const registered = new Set<string>();

  app.post<{ Body: RegisterBody }>('/signup/users', async (request, reply) => {
    if (request.headers['x-api-key'] !== apiKey)
      return reply.status(401).send({ status: 'error', message: 'invalid api key' });
    const { email, brand_code: brand } = request.body;
    if (typeof email !== 'string' || !EMAIL.test(email.trim()) || typeof brand !== 'string')
      return reply
        .status(400)
        .send({ status: 'error', message: 'email and brand_code are required' });
    const key = `${brand}:${email.trim().toLowerCase()}`;
    if (registered.has(key)) return reply.status(409).send({ status: 'exists' });
    registered.add(key);
    return reply.status(201).send({ status: 'registered' });
  });
}
