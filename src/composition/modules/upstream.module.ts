import { UpstreamHttpClient } from '../../adapters/http-client/upstream-http.client';
import { family } from '../binding';
import { ID } from '../identifiers';

/**
 * The upstream HTTP client every HTTP adapter uses: one per service name (its own breakers per
 * origin, bulkhead, deadlines, metrics, outage log and events), made once and shared.
 */
export const upstreamModule = family((provide) => {
  provide(ID.upstream, (get) => {
    const clients = new Map<string, UpstreamHttpClient>();
    const metrics = get(ID.prometheus);
    const events = get(ID.eventBus);
    return (service) => {
      const known = clients.get(service);
      if (known !== undefined) return known;
      const client = new UpstreamHttpClient({ metrics, service, events });
      clients.set(service, client);
      return client;
    };
  });
});
