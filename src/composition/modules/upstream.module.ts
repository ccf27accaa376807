import { UpstreamHttpClient } from '../../adapters/http-client/upstream-http.client';
import { OutageLog } from '../../adapters/logging/outage.log';
import { family } from '../binding';
import { ID } from '../identifiers';

/**
 * The upstream HTTP client every HTTP adapter uses: one per service name (its own breakers per
 * origin, bulkhead, deadlines, metrics and events), made once and shared; all of them, and the
 * HTTP error handler, write to the one outage log.
 */
export const upstreamModule = family((provide) => {
  provide(ID.outageLog, () => new OutageLog());
  provide(ID.upstream, (get) => {
    const clients = new Map<string, UpstreamHttpClient>();
    const metrics = get(ID.prometheus);
    const events = get(ID.eventBus);
    const outages = get(ID.outageLog);
    return (service) => {
      const known = clients.get(service);
      if (known !== undefined) return known;
      const client = new UpstreamHttpClient({ metrics, service, events, outages });
      clients.set(service, client);
      return client;
    };
  });
});
