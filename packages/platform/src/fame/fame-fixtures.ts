// Test helpers for the Hall of Fame suites: a past of Contracts written straight into the tables (the boards only
// read them), so a test can set up dozens of games without playing each one through the workflows.
import type { AttendeeOutcome } from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { contractAttendances, contractorDeaths, contractors, contracts, journals, moves, users } from '../db/schema.js';
import { createPlaygroup } from '../playgroups/playgroups.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';

/** One seat of a past Contract: a Contractor's (with its outcome) or a Ringer's (`contractorId` null). */
export interface PastSeat {
  userId: string;
  contractorId: string | null;
  outcome?: AttendeeOutcome;
}

/** A past Contract as a test wants it. */
export interface PastContract {
  gmId: string;
  seats?: PastSeat[];
  state?: 'finished' | 'voided' | 'scheduled' | 'canceled';
  scenarioId?: string | null;
}

/** The world a Hall of Fame test writes into: one Playgroup, players made on demand. */
export interface FameWorld {
  playgroupId: string;
  /** Signs a player up; answers their id and handle. */
  player(handle: string): Promise<{ userId: string; handle: string }>;
  /** A Contractor for the player (`private` makes its sheet private). */
  contractor(owner: { userId: string; handle: string }, name: string, options?: { private?: boolean }): Promise<string>;
  /** Writes a past Contract with its seats; answers its id. */
  game(c: PastContract): Promise<string>;
  /** Writes `n` past Contracts run by `gmId` with the same seats. */
  games(n: number, c: PastContract): Promise<void>;
  /** Records a standing death for the Contractor (as a `death` outcome leaves it). */
  bury(contractorId: string, contractId: string): Promise<void>;
  /** Makes the player's profile private. */
  hide(userId: string): Promise<void>;
  /** Writes a Journal of the Contractor's about the Contract (one per Contractor and Contract). */
  journal(contractorId: string, contractId: string): Promise<void>;
  /** Writes a Move the GM recorded for the Contractor, voided when asked. */
  move(gmId: string, contractorId: string, options?: { voided?: boolean }): Promise<void>;
}

/** Opens a world for `p` with a Playgroup run by a player named `founder`. */
export async function fameWorld(p: Platform, founder = 'founder'): Promise<FameWorld> {
  const owner = await player(p, founder);
  const playgroupId = expectOk(await createPlaygroup(p, owner, { name: 'The Archive' })).id;
  const world: FameWorld = {
    playgroupId,
    async player(handle) {
      const who = await player(p, handle);
      return { userId: who.userId, handle: who.handle };
    },
    async contractor(owner, name, options = {}) {
      const id = await contractorFor(p, owner, { name });
      if (options.private) await p.db.update(contractors).set({ private: true }).where(eq(contractors.id, id));
      return id;
    },
    async game(c) {
      const now = p.now();
      const state = c.state ?? 'finished';
      const [row] = await p.db
        .insert(contracts)
        .values({
          playgroupId,
          gmId: c.gmId,
          title: 'A past job',
          startsAt: now,
          state,
          scenarioId: c.scenarioId ?? null,
          finishedAt: state === 'finished' || state === 'voided' ? now : null,
          voidedAt: state === 'voided' ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: contracts.id });
      const contractId = row!.id;
      for (const s of c.seats ?? [])
        await p.db.insert(contractAttendances).values({
          contractId,
          userId: s.userId,
          contractorId: s.contractorId,
          ringer: s.contractorId === null,
          outcome: state === 'scheduled' ? null : s.contractorId === null ? null : (s.outcome ?? 'failure'),
          ringerAchieved: s.contractorId === null && state !== 'scheduled' ? true : null,
          createdAt: now,
        });
      return contractId;
    },
    async games(n, c) {
      for (let i = 0; i < n; i++) await world.game(c);
    },
    async bury(contractorId, contractId) {
      const now = p.now();
      await p.db
        .insert(contractorDeaths)
        .values({ contractorId, contractId, diedAt: now, createdAt: now, updatedAt: now });
    },
    async hide(userId) {
      await p.db.update(users).set({ profilePrivate: true }).where(eq(users.id, userId));
    },
    async journal(contractorId, contractId) {
      const now = p.now();
      await p.db.insert(journals).values({
        contractorId,
        kind: 'contract',
        contractId,
        title: 'Notes from the job',
        body: 'We made it back.',
        wordCount: 4,
        createdAt: now,
        updatedAt: now,
      });
    },
    async move(gmId, contractorId, options = {}) {
      const now = p.now();
      await p.db.insert(moves).values({
        playgroupId,
        contractorId,
        gmId,
        goal: 'Find the fence',
        worldEventTitle: 'A shop changes hands',
        wordCount: 0,
        voidedAt: options.voided ? now : null,
        createdAt: now,
        updatedAt: now,
      });
    },
  };
  return world;
}
