import { openPlatform, type Platform } from '@harbinger/platform';

let opening: Promise<Platform> | undefined;

/**
 * The one Platform of this server process, opened on first use (so a build or a route that never touches the
 * database does not start one). The platform reads DATABASE_URL, HARBINGER_DATA_DIR and the mail settings itself.
 */
export function getPlatform(): Promise<Platform> {
  opening ??= openPlatform().catch((cause: unknown) => {
    opening = undefined; // let the next request try again rather than caching the failure forever
    throw cause;
  });
  return opening;
}

/** Closes the Platform if it was opened (on server shutdown). */
export async function closePlatform(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (current) await (await current).close();
}
