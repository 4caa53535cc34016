import type { Db } from '../db/connection.js';
import { ledgerEntryView } from './ledger.js';
import { buildView, type SheetRows } from './sheet.js';
import type { SheetStamp } from './sheet-query.js';
import type { ContractorView, LedgerEntryView, RollRecord } from './views.js';

// Built sheets, kept per database handle (so per Platform) and checked against the database on every read: an entry
// is used only when the stamp just read (version, updated_at, privacy, owner, owner's handle, and the `xmin` of the
// contractor row and of every injury, scar, trauma and ledger row) is the one it was built from. Workflows should
// still bump `contractors.version` for the sake of 409s, but a write that does not cannot leave a stale sheet behind.
// The latest rolls are kept apart, under a stamp of their own (ids, row versions and rollers' handles), since a
// plain roll changes the history but not the sheet. Several app servers stay correct because every stamp comes
// from the database.

/** How many sheets one Platform keeps at most (least recently used go first). */
export const SHEET_CACHE_SIZE = 500;

/** Who is looking: the owner (`editable`), a Leader who may edit it (`leaderMayEdit`), or anyone else. */
export type Viewer = 'owner' | 'leader' | 'other';

interface Entry {
  key: string;
  rows: SheetRows;
  views: Partial<Record<Viewer, ContractorView>>;
  ledger?: LedgerEntryView[];
}

/** Counters for tests and benchmarks. */
export interface SheetCacheStats {
  hits: number;
  misses: number;
  rollHits: number;
  rollMisses: number;
}

/** Puts `key` at the young end of a Map used as an LRU list, dropping the oldest past `limit`. */
function keep<V>(map: Map<string, V>, key: string, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > limit) map.delete(map.keys().next().value!);
}

/** A bounded cache of built sheets, and of the latest rolls of each, for one database handle. */
export class SheetCache {
  readonly #entries = new Map<string, Entry>();
  readonly #rolls = new Map<string, { key: string; records: RollRecord[] }>();
  readonly stats: SheetCacheStats = { hits: 0, misses: 0, rollHits: 0, rollMisses: 0 };

  constructor(readonly limit: number = SHEET_CACHE_SIZE) {}

  /** Number of sheets held. */
  get size(): number {
    return this.#entries.size;
  }

  /** True when some state of this sheet is held (worth checking the stamp before loading everything). */
  holds(id: string): boolean {
    return this.#entries.has(id);
  }

  /** The held sheet when it was built from exactly this stamp; a stale one is dropped. */
  lookup(id: string, stamp: SheetStamp): CachedSheet | undefined {
    const entry = this.#entries.get(id);
    if (!entry || entry.key !== keyOf(stamp)) {
      if (entry) this.#entries.delete(id);
      this.stats.misses++;
      return undefined;
    }
    keep(this.#entries, id, entry, this.limit);
    this.stats.hits++;
    return new CachedSheet(entry);
  }

  /** Keeps a freshly read sheet under the stamp it was read at. */
  store(id: string, stamp: SheetStamp, rows: SheetRows): CachedSheet {
    const entry: Entry = { key: keyOf(stamp), rows, views: {} };
    keep(this.#entries, id, entry, this.limit);
    return new CachedSheet(entry);
  }

  /** True when some state of this sheet's latest `count` rolls is held. */
  holdsRolls(id: string, count: number): boolean {
    return this.#rolls.has(`${id}/${count}`);
  }

  /** A copy of the held latest `count` rolls when they were read at exactly this rolls stamp. */
  lookupRolls(id: string, count: number, seen: string): RollRecord[] | undefined {
    const slot = `${id}/${count}`;
    const held = this.#rolls.get(slot);
    if (!held || held.key !== seen) {
      if (held) this.#rolls.delete(slot);
      this.stats.rollMisses++;
      return undefined;
    }
    keep(this.#rolls, slot, held, this.limit);
    this.stats.rollHits++;
    return structuredClone(held.records);
  }

  /** Keeps the latest `count` rolls read at `seen`, and hands back a copy. */
  storeRolls(id: string, count: number, seen: string, records: RollRecord[]): RollRecord[] {
    keep(this.#rolls, `${id}/${count}`, { key: seen, records }, this.limit);
    return structuredClone(records);
  }

  /** Drops every held sheet and roll list (after a restore, for instance). */
  clear(): void {
    this.#entries.clear();
    this.#rolls.clear();
  }
}

/** One held sheet; every view handed out is a fresh copy, so callers may change what they receive. */
export class CachedSheet {
  readonly #entry: Entry;

  constructor(entry: Entry) {
    this.#entry = entry;
  }

  /** The stored facts (read-only: shared with later readers). */
  get rows(): SheetRows {
    return this.#entry.rows;
  }

  /** The sheet as `viewer` sees it. */
  view(viewer: Viewer): ContractorView {
    const views = this.#entry.views;
    const rows = this.#entry.rows;
    const built = (views[viewer] ??= buildView(
      rows,
      viewer === 'owner' ? rows.contractor.ownerId : undefined,
      viewer === 'leader',
    ));
    return structuredClone(built);
  }

  /** The ledger, oldest first, with words for each entry; only the `latest` entries when given. */
  ledger(latest?: number): LedgerEntryView[] {
    this.#entry.ledger ??= this.#entry.rows.ledger.map(ledgerEntryView);
    return structuredClone(latest === undefined ? this.#entry.ledger : this.#entry.ledger.slice(-latest));
  }

  /** How many entries the ledger holds. */
  get ledgerSize(): number {
    return this.#entry.rows.ledger.length;
  }
}

/** One string for everything a stamp says (two stamps with the same key describe the same stored sheet). */
export function keyOf(stamp: SheetStamp): string {
  return JSON.stringify([stamp.version, stamp.stamp, stamp.private, stamp.owner_id, stamp.handle, stamp.rows_seen]);
}

const caches = new WeakMap<Db, SheetCache>();

/** The sheet cache of one database handle (one per Platform). */
export function sheetCacheOf(db: Db): SheetCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SheetCache()));
  return cache;
}

/** Forgets every cached sheet of a database handle. */
export function forgetSheets(db: Db): void {
  caches.get(db)?.clear();
}
