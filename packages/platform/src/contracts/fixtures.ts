// Test helpers for the Contract suites: a Playgroup with a Leader who GMs and players with approved Contractors.
import { eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractors } from '../db/schema.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { addContractorToPlaygroup, decideContractor } from '../playgroups/contractor-approval.js';
import { changeMembership, requestMembership } from '../playgroups/membership.js';
import { createPlaygroup } from '../playgroups/playgroups.js';
import type { HouseRulesInput } from '../playgroups/schemas.js';
import { addInjury } from '../contractors/injuries.js';
import { createCustomRole } from '../playgroups/custom-roles.js';
import { postWorldEvent } from '../playgroups/world-events.js';
import { calendarFeedToken } from './calendar.js';
import { finishContract } from './finish.js';
import { playgroupFeedToken } from './playgroup-calendar.js';
import { rsvp } from './rsvp.js';
import { voidContractRecord } from './void.js';
import { joinWaitlist } from './waitlist.js';
import { scheduleContract } from './schedule.js';
import { startContract } from './start.js';

/** A signed-in player. */
export type Player = NonNullable<Actor>;

/** A Playgroup whose Leader also GMs, with helpers to seat players. */
export interface Table {
  p: Platform;
  gm: Player;
  playgroupId: string;
  /** The GM's own Contractor (for the GM Improvement and bonus Exp). */
  gmContractor: string;
  /** Signs a player up, makes them a member with `role`, and brings an approved Contractor. */
  seat(
    handle: string,
    options?: { role?: string; victories?: number; name?: string },
  ): Promise<{ player: Player; contractorId: string }>;
  /** Schedules a Contract run by the GM. */
  schedule(input?: Record<string, unknown>): Promise<string>;
}

/** Sets a Contractor's victory count directly (as an imported history would). */
export async function setVictories(p: Platform, contractorId: string, victories: number): Promise<void> {
  await p.db.update(contractors).set({ victories }).where(eq(contractors.id, contractorId));
}

/** Opens a listed Playgroup with `houseRules`, led by a GM who owns one approved Contractor. */
export async function openTable(p: Platform, houseRules: HouseRulesInput = {}, gmHandle = 'gwen'): Promise<Table> {
  const gm = await player(p, gmHandle);
  // Listed, as every Playgroup was before privacy came: these suites test what happens inside, seen from anywhere.
  const playgroupId = expectOk(
    await createPlaygroup(p, gm, { name: 'Night Shift', houseRules, listing: { listed: true } }),
  ).id;
  const gmContractor = await contractorFor(p, gm, { name: 'Gwen’s Own' });
  expectOk(await addContractorToPlaygroup(p, gm, playgroupId, { contractorId: gmContractor }));
  expectOk(await decideContractor(p, gm, playgroupId, gmContractor, { decision: 'approve' }));
  return {
    p,
    gm,
    playgroupId,
    gmContractor,
    async seat(handle, options = {}) {
      const who = await player(p, handle);
      expectOk(await requestMembership(p, who, playgroupId, { action: 'join' }));
      if (options.role && options.role !== 'member')
        expectOk(await changeMembership(p, gm, playgroupId, handle, { action: 'set_roles', roles: [options.role] }));
      const contractorId = await contractorFor(p, who, { name: options.name ?? `${handle}'s Contractor` });
      expectOk(await addContractorToPlaygroup(p, who, playgroupId, { contractorId }));
      expectOk(await decideContractor(p, gm, playgroupId, contractorId, { decision: 'approve' }));
      if (options.victories) await setVictories(p, contractorId, options.victories);
      return { player: who, contractorId };
    },
    async schedule(input = {}) {
      return expectOk(
        await scheduleContract(p, gm, {
          playgroupId,
          title: 'The Lighthouse',
          startsAt: '2030-02-01T19:00:00+01:00',
          ...input,
        }),
      ).id;
    },
  };
}

/** Schedules, seats each player with their Contractor, and starts the Contract. */
export async function runningContract(
  table: Table,
  seats: readonly { player: Player; contractorId: string }[],
  input: Record<string, unknown> = {},
): Promise<string> {
  const id = await table.schedule(input);
  for (const s of seats) expectOk(await rsvp(table.p, s.player, id, { contractorId: s.contractorId }));
  expectOk(await startContract(table.p, table.gm, id));
  return id;
}

/**
 * Writes at least one row into every table of the Playgroups and Contracts migration (for backup round trips): a
 * Playgroup with a custom role and a World Event, a Contract with an arcade-healed Injury, a victory, a death, a vote,
 * a voided Contract with its notice, notifications, a calendar feed, a member's Playgroup feed and a Cycle.
 */
export async function fillPlaygroupTables(p: Platform): Promise<void> {
  const table = await openTable(p, { healing: 'arcade' }, 'fillgm');
  expectOk(
    await createCustomRole(p, table.gm, table.playgroupId, { name: 'Chronicler', permissions: ['post_world_events'] }),
  );
  expectOk(await postWorldEvent(p, table.gm, table.playgroupId, { title: 'Lights out', body: 'The city went dark.' }));
  const one = await table.seat('fillone');
  const two = await table.seat('filltwo');
  expectOk(await addInjury(p, one.player, one.contractorId, { severity: 2 }));
  const first = await runningContract(table, [one, two]);
  expectOk(
    await finishContract(p, table.gm, first, {
      outcomes: [
        { contractorId: one.contractorId, outcome: 'victory' },
        { contractorId: two.contractorId, outcome: 'death' },
      ],
    }),
  );
  expectOk(await voidContractRecord(p, one.player, first, {}));
  const second = await runningContract(table, [one]);
  // Dealt during the second Contract: it stays as that Contract's Injury (5, lowered to 3 by arcade healing, noted in
  // contract_healings; voiding the Contract gives it back).
  expectOk(await addInjury(p, one.player, one.contractorId, { severity: 5 }));
  expectOk(
    await finishContract(p, table.gm, second, { outcomes: [{ contractorId: one.contractorId, outcome: 'failure' }] }),
  );
  expectOk(await voidContractRecord(p, table.gm, second, {}));
  expectOk(await calendarFeedToken(p, one.player));
  // A full Contract with a player in line for its seat.
  const full = await table.schedule({ capacity: 1 });
  expectOk(await rsvp(p, one.player, full, { contractorId: one.contractorId }));
  const three = await table.seat('fillthree');
  expectOk(await joinWaitlist(p, three.player, full, { contractorId: three.contractorId }));
  expectOk(await playgroupFeedToken(p, one.player, table.playgroupId));
  // The first Contract of a Cycle of two.
  await table.schedule({ title: 'Part One', cycle: { length: 2 } });
}
