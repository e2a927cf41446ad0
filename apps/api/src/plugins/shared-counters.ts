import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SharedCounters } from '../lib/shared-counters.ts';

// Ties the counters behind rate limits and sign-in throttling to the app's life: Redis
// trouble goes to the app's log, start waits briefly for the first connection (the counters
// work without it, in this process), and closing the app closes the connection.
export const sharedCountersPlugin = fp<{ counters: SharedCounters }>(
  async (app: FastifyInstance, { counters }) => {
    counters.logTo(app.log);
    await counters.ready();
    app.addHook('onClose', async () => counters.close());
  },
);
