import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isId } from '../parse.js';

/** Where a newest-first page ends: the last row's time and id. */
export interface Keyset {
  at: Date;
  id: string;
}

/** Turns the last row of a page into the opaque `before` cursor of the next page. */
export function encodeCursor(last: Keyset): string {
  return Buffer.from(`${last.at.toISOString()}|${last.id}`, 'utf8').toString('base64url');
}

/** Reads a cursor back; anything malformed reads as "from the start" (null), never an error. */
export function decodeCursor(cursor: string | undefined): Keyset | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  return Number.isNaN(at.getTime()) || !isId(id) ? null : { at, id };
}

/**
 * The WHERE part of a newest-first keyset page: rows strictly before the cursor in (time, id) order, so each page
 * is one index range scan however deep it is.
 */
export function beforeCursor(time: PgColumn, id: PgColumn, cursor: Keyset | null): SQL | undefined {
  if (!cursor) return undefined;
  // A row comparison, which PostgreSQL answers from a (time DESC, id DESC) index without re-checking rows.
  return sql`(${time}, ${id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}

/** Splits a page fetched with one extra row into its items and the cursor of the next page (null at the end). */
export function pageOf<T>(
  rows: readonly T[],
  limit: number,
  key: (row: T) => Keyset,
): { items: T[]; next: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next: rows.length > limit && last !== undefined ? encodeCursor(key(last)) : null };
}
