import type { Config } from 'vike/types';

export default {
  meta: {
    // Pages render on the server only; the browser gets HTML plus the islands bootstrap (+client.ts).
    Page: { env: { server: true, client: false } },
  },
  passToClient: [],
} satisfies Config;
