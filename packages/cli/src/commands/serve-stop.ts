import type { Server } from 'node:http';

/** How long in-flight requests may take to finish after a stop signal before their connections are cut. */
export const DRAIN_MS = 5_000;

/** Stops a server gracefully; made when the server is, so it sees every request. */
export interface GracefulStop {
  /**
   * Stops accepting connections, lets requests in flight finish (cutting them after `drainMs`: a live stream never
   * ends on its own), closes keep-alive connections as soon as they go idle, then runs `closeApp`.
   */
  stop(): Promise<void>;
}

/** Watches `server`'s requests so that a later {@link GracefulStop.stop} can drain them. */
export function gracefulStop(
  server: Server,
  options: { drainMs: number; closeApp: () => Promise<void> },
): GracefulStop {
  let stopping = false;
  server.on('request', (request) => {
    // A keep-alive connection whose last request just ended is idle: close it rather than wait for its timeout.
    request.once('close', () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    async stop() {
      stopping = true;
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      const cut = setTimeout(() => server.closeAllConnections(), options.drainMs);
      try {
        await closed;
      } finally {
        clearTimeout(cut);
      }
      await options.closeApp();
    },
  };
}
