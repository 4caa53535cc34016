// Plays a seed's story through the real workflows, one call per step as the web app would make them, so tests can
// compare what the seed writes in bulk with what the platform writes for the same story.
import type { Actor } from '../accounts/views.js';
import { signUp } from '../accounts/sign-up.js';
import { eq } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { contracts } from '../db/schema.js';
import { createContractor } from '../contractors/creation.js';
import { finishContract } from '../contracts/finish.js';
import { rsvp } from '../contracts/rsvp.js';
import { scheduleContract } from '../contracts/schedule.js';
import { startContract } from '../contracts/start.js';
import { addContractorToPlaygroup, decideContractor } from '../playgroups/contractor-approval.js';
import { changeMembership, requestMembership } from '../playgroups/membership.js';
import { createPlaygroup } from '../playgroups/playgroups.js';
import { SEED_PASSWORD } from '../seed/seed-database.js';
import type { PlannedContractor, SeedPlan } from '../seed/seed-plan.js';
import { expectOk } from './fixtures.js';

/** Row ids by plan key, as `SeedSummary.ids` lists them. */
export interface ReplayIds {
  users: string[];
  playgroups: string[];
  contractors: string[];
  contracts: string[];
}

/**
 * Replays `plan` with the workflows: sign-ups, Playgroups, joins and roles, Contractors brought home and approved,
 * then every Contract scheduled, answered, started and finished, and the heirs of the dead. Handles get `prefix` in
 * front, so the replay can share a database with the seeded rows.
 */
export async function replaySeedPlan(p: Platform, plan: SeedPlan, prefix: string): Promise<ReplayIds> {
  const ids: ReplayIds = { users: [], playgroups: [], contractors: [], contracts: [] };
  const actors: NonNullable<Actor>[] = [];
  const handle = (user: number) => `${prefix}${plan.users[user]!.handle}`;
  for (const [i, u] of plan.users.entries()) {
    const made = expectOk(
      await signUp(
        p,
        { handle: handle(i), email: `${prefix}${u.email}`, password: SEED_PASSWORD, timezone: u.timezone },
        { ip: '192.0.2.1' },
      ),
    );
    actors.push({ userId: made.user.id, handle: made.user.handle });
    ids.users.push(made.user.id);
  }
  for (const pg of plan.playgroups) {
    const leader = actors[pg.leader]!;
    const id = expectOk(
      await createPlaygroup(p, leader, {
        name: pg.name,
        description: pg.description,
        houseRules: pg.houseRules,
        listing: { listed: true },
      }),
    ).id;
    ids.playgroups.push(id);
    for (const m of pg.members) {
      if (m.user === pg.leader) continue;
      expectOk(await requestMembership(p, actors[m.user]!, id, { action: 'join' }));
      if (!m.roles.includes('member'))
        expectOk(await changeMembership(p, leader, id, handle(m.user), { action: 'set_roles', roles: m.roles }));
    }
  }
  const build = async (k: PlannedContractor) => {
    const owner = actors[k.owner]!;
    const id = expectOk(await createContractor(p, owner, k.input)).id;
    const home = ids.playgroups[k.home]!;
    expectOk(await addContractorToPlaygroup(p, owner, home, { contractorId: id }));
    expectOk(await decideContractor(p, actors[plan.playgroups[k.home]!.leader]!, home, id, { decision: 'approve' }));
    ids.contractors[k.key] = id;
  };
  for (const k of plan.contractors) await build(k);
  for (const c of plan.contracts()) {
    const gm = actors[c.gm]!;
    const kid = (key: number) => ids.contractors[key]!;
    const schedule = {
      playgroupId: ids.playgroups[c.playgroup]!,
      title: c.title,
      invitation: c.invitation,
      // Scheduling refuses a start in the past: the story's Contracts are scheduled now and dated afterwards.
      startsAt: p.now(),
      rsvpRule: c.rsvpRule,
      capacity: c.capacity,
      playMode: c.playMode,
    };
    const id = expectOk(await scheduleContract(p, gm, schedule)).id;
    await p.db.update(contracts).set({ startsAt: c.startsAt }).where(eq(contracts.id, id));
    ids.contracts[c.key] = id;
    for (const s of c.seats) {
      const answer =
        s.contractor === null
          ? { ringer: true as const, bonusContractorId: s.bonusContractor === null ? null : kid(s.bonusContractor) }
          : { contractorId: kid(s.contractor) };
      expectOk(await rsvp(p, actors[s.user]!, id, answer));
    }
    expectOk(await startContract(p, gm, id));
    expectOk(
      await finishContract(p, gm, id, {
        outcomes: c.outcomes.map((o) => ({
          contractorId: kid(o.contractor),
          outcome: o.outcome,
          commission: o.commission,
        })),
        ringers: c.ringers.map((r) => ({ handle: handle(r.user), achieved: r.achieved })),
        gmImprovementContractorId: c.gmImprovement === null ? null : kid(c.gmImprovement),
        notes: c.notes,
      }),
    );
    for (const heir of c.replacements) await build(heir);
  }
  return ids;
}
