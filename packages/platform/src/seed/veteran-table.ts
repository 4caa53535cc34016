import { sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { queryRows } from '../db/raw.js';

/** The home table of a seeded veteran, ready for another Contract: its GM, the GM's own Contractor, six players. */
export interface VeteranTable {
  playgroupId: string;
  gm: NonNullable<Actor>;
  /** The GM's living Contractor (for the GM Improvement), if any. */
  gmContractor: string | null;
  /** Six living Contractors at home there with their players, the veteran first. */
  seats: { player: NonNullable<Actor>; contractorId: string }[];
}

const living = sql`NOT EXISTS (SELECT 1 FROM contractor_deaths d WHERE d.contractor_id = k.id AND d.voided_at IS NULL)`;

/**
 * Finds the seeded veteran's home Playgroup and six living Contractors there (the veteran first), so a benchmark can
 * run more Contracts at that table. Throws when the seed did not leave six; that is a broken seed, not user input.
 */
export async function veteranTable(p: Platform, veteranId: string): Promise<VeteranTable> {
  const [table] = await queryRows<{ playgroup_id: string; gm_id: string; gm_handle: string }>(
    p.db,
    sql`SELECT h.playgroup_id, g.created_by AS gm_id, u.handle AS gm_handle FROM playgroup_contractors h JOIN playgroups g ON g.id = h.playgroup_id
      JOIN users u ON u.id = g.created_by WHERE h.contractor_id = ${veteranId}::uuid`,
  );
  if (!table) throw new Error('the veteran has no home Playgroup');
  const seats = await queryRows<{ id: string; owner_id: string; handle: string }>(
    p.db,
    sql`SELECT k.id, k.owner_id, u.handle FROM contractors k JOIN users u ON u.id = k.owner_id JOIN playgroup_contractors h ON h.contractor_id = k.id
      WHERE h.playgroup_id = ${table.playgroup_id}::uuid AND k.owner_id <> ${table.gm_id}::uuid AND ${living}
      ORDER BY k.id = ${veteranId}::uuid DESC, k.id LIMIT 6`,
  );
  if (seats.length < 6) throw new Error('the seeded veteran table has fewer than six living Contractors');
  const [gmOwn] = await queryRows<{ id: string }>(
    p.db,
    sql`SELECT k.id FROM contractors k WHERE k.owner_id = ${table.gm_id}::uuid AND ${living} LIMIT 1`,
  );
  return {
    playgroupId: table.playgroup_id,
    gm: { userId: table.gm_id, handle: table.gm_handle },
    gmContractor: gmOwn?.id ?? null,
    seats: seats.map((s) => ({ player: { userId: s.owner_id, handle: s.handle }, contractorId: s.id })),
  };
}
