import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscriptionHttpAdapter } from '../../../src/adapters/subscription/subscription-http.adapter';

const app = Fastify();
const seen: string[] = [];
let origin: string;

beforeAll(async () => {
  app.get<{ Params: { id: string } }>('/subscribers/:id', async (request, reply) => {
    seen.push(`${request.params.id} ${request.headers.authorization ?? ''}`);
    if (request.headers.authorization !== 'Bearer token-1') return reply.status(401).send({});
    return { active: request.params.id === 'paying' };
  });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app.close();
});

describe('the subscription-status service', () => {
  it('asks GET {service}/subscribers/{id} with the Bearer token and reads the answer', async () => {
    const adapter = new SubscriptionHttpAdapter();
    expect(await adapter.isSubscriber(origin, 'paying', 'token-1')).toBe(true);
    expect(await adapter.isSubscriber(`${origin}/`, 'free', 'token-1')).toBe(false);
    expect(seen).toEqual(['paying Bearer token-1', 'free Bearer token-1']);
  });

  it('is false when not configured, refused or unreachable', async () => {
    const adapter = new SubscriptionHttpAdapter({ timeoutMs: 500 });
    expect(await adapter.isSubscriber(null, 'paying', 'token-1')).toBe(false);
    expect(await adapter.isSubscriber(origin, 'paying', 'wrong')).toBe(false);
    expect(await adapter.isSubscriber('http://127.0.0.1:9', 'paying', 'token-1')).toBe(false);
  });
});
