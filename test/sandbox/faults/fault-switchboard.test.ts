import { describe, expect, it } from 'vitest';
import { serviceOfPath } from '../../../sandbox/faults/fault-switchboard';

describe('which service a request is for', () => {
  it('counts both search routes as the search service', () => {
    expect(serviceOfPath('/wom-dk/wp-json/app/search/query/x/per_page/10/page/1')).toBe('search');
    expect(serviceOfPath('/wom-dk/wp-json/app/search?lang=da')).toBe('search');
    expect(serviceOfPath('/wom-dk/wp-json/app/search')).toBe('search');
  });

  it('leaves the other content API routes to the content API', () => {
    expect(serviceOfPath('/wom-dk/wp-json/app/searchable')).toBe('content-api');
    expect(serviceOfPath('/wom-dk/wp-json/app/resolve?path=%2F')).toBe('content-api');
    expect(serviceOfPath('/services/newsletter/x')).toBe('newsletter');
  });
});
