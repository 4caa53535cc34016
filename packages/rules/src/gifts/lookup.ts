/**
 * Reads a catalog entry by an id that may come from a player: only the record's own keys count, so ids such as
 * "constructor" or "__proto__" find nothing.
 */
export function lookup<T>(record: Readonly<Record<string, T>>, id: string): T | undefined {
  return Object.hasOwn(record, id) ? record[id] : undefined;
}
