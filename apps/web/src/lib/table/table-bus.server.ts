import { openTableBus, type Platform, type TableBus } from '@harbinger/platform';

let opening: Promise<TableBus> | undefined;

/**
 * This server process's one ear on the table channel (one LISTEN, whatever the number of open tables and streams),
 * opened on first use with the platform it serves.
 */
export function tableBus(platform: Platform): Promise<TableBus> {
  opening ??= openTableBus(platform).catch((cause: unknown) => {
    opening = undefined; // the next stream tries again rather than keeping the failure
    throw cause;
  });
  return opening;
}

/** Closes the bus if it was opened (before the platform closes). */
export async function closeTableBus(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (current) await (await current.catch(() => undefined))?.close();
}
