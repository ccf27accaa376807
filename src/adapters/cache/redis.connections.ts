import type { Logger } from 'pino';
import {
  binaryView,
  createFailFastRedisClient,
  type BinaryRedisClient,
  type RedisClient,
} from './redis-client.factory';

/**
 * The two Redis connections of a replica: one for commands (cache, publish) and one held by the
 * pub/sub subscription. `connect()` never blocks start-up: while Redis is away the app runs on
 * its in-process cache and the clients keep reconnecting.
 */
export class RedisConnections {
  readonly commands: RedisClient;
  readonly binary: BinaryRedisClient;
  readonly subscriber: RedisClient;
  private lastErrorLog = 0;

  constructor(
    url: string,
    private readonly logger: Logger,
    onError: (error: Error) => void = () => undefined,
  ) {
    const report = (connection: string) => (error: Error) => {
      onError(error);
      // Reconnection errors repeat every back-off step: log at most one every 5 seconds.
      const now = Date.now();
      if (now - this.lastErrorLog < 5_000) return;
      this.lastErrorLog = now;
      this.logger.warn({ err: { message: error.message }, connection }, 'redis unavailable');
    };
    this.commands = createFailFastRedisClient({
      url,
      name: 'magazine',
      onError: report('commands'),
    });
    this.subscriber = createFailFastRedisClient({
      url,
      name: 'magazine-events',
      onError: report('subscriber'),
    });
    this.binary = binaryView(this.commands);
  }

  /** Starts connecting both; `onSubscriberReady` runs once the subscriber first connects. */
  connect(onSubscriberReady: () => Promise<void>): void {
    this.commands.connect().catch((error: unknown) => {
      this.logger.error({ err: error }, 'redis command connection gave up');
    });
    this.subscriber
      .connect()
      .then(onSubscriberReady)
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'redis subscriber connection gave up');
      });
  }

  async close(): Promise<void> {
    await Promise.all(
      [this.commands, this.subscriber].map(async (client) => {
        if (client.isReady) await client.close();
        else if (client.isOpen) client.destroy();
      }),
    );
  }
}
