import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerContentMarketingService } from './content-marketing.service';
import { registerMaterialsService } from './materials.service';
import { registerNewsletterService } from './newsletter.service';
import { registerSignupService } from './signup.service';
import { registerVideoProviderService } from './video-provider.service';

export const SERVICES_PREFIX = '/services';

/**
 * The services around the articles as their own app, answered under `/services` of the
 * content API's origin: `/services/newsletter`, `/services/materials`, `/services/cm`,
 * `/services/video`, `/services/signup`. `publicOrigin` is that origin (for the video provider's URLs and the sponsored stories'
 * pictures).
 */
export async function buildServicesApp(publicOrigin: () => string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(
    (scope, _options, done) => {
      registerNewsletterService(scope);
      registerSignupService(scope);
      registerMaterialsService(scope);
      registerContentMarketingService(scope, { publicOrigin });
      registerVideoProviderService(scope, { publicOrigin });
      done();
    },
    { prefix: SERVICES_PREFIX },
  );
  await app.ready();
  return app;
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Lets `host`'s HTTP server hand requests under `/services/` to the services app. */
export function mountServices(host: FastifyInstance, services: FastifyInstance): void {
  const listeners = host.server.listeners('request') as RequestListener[];
  host.server.removeAllListeners('request');
  host.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith(`${SERVICES_PREFIX}/`) === true) {
      services.routing(request, response);
      return;
    }
    for (const listener of listeners) listener(request, response);
  });
}
