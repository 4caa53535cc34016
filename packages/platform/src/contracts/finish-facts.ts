import type { ContractHouseRules, ContractorStanding } from '@harbinger/rules';
import { and, asc, eq, isNull, notExists } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractAttendances, contractorDeaths, contractors, users } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { loadContract } from './contract-view.js';
import { firstTimers } from './finish.js';
import { notTheGm } from './schedule.js';
import { readStandings } from './standings.js';

/** A seat as the reward preview needs it. */
export interface FinishFactsSeat {
  attendanceId: string;
  player: { userId: string; handle: string };
  ringer: boolean;
  contractor: { id: string; name: string } | null;
  homePlaygroupId: string;
  ringerBonusContractorId: string | null;
  firstContractEver: boolean;
}

/**
 * What the finish form's reward preview runs the rules' `contractRewards` on: the seats, each Contractor's standing
 * against the caps (the attendees', the Ringers' chosen ones and the GM's living ones), and the house rules. The
 * recording reads the same facts again under its locks, so the preview is what will be paid unless something changes
 * in between.
 */
export interface FinishFacts {
  contractId: string;
  playgroupId: string;
  gmUserId: string;
  houseRules: ContractHouseRules;
  seats: FinishFactsSeat[];
  /**
   * The GM's living, active Contractors (the GM Improvement and bonus Exp go to one of them); to anyone but the GM,
   * only those whose sheets are not private.
   */
  gmContractors: { id: string; name: string }[];
  standings: Record<string, ContractorStanding>;
}

/**
 * The facts behind the finish form's preview, for whoever may record an Active (not declared) Contract. A plain
 * read: nothing is locked.
 * @example const facts = expectOk(await getFinishFacts(p, gm, contractId))
 */
export async function getFinishFacts(p: Platform, actor: Actor, id: unknown): Promise<Outcome<FinishFacts>> {
  if (!actor) return failure(refusals.unauthenticated());
  const loaded = await loadContract(p.db, id, actor);
  if (!loaded.ok) return loaded;
  const c = loaded.value.contract;
  if (!loaded.value.canRun) return failure(notTheGm());
  const rows = await p.db
    .select({ a: contractAttendances, handle: users.handle, name: contractors.name })
    .from(contractAttendances)
    .innerJoin(users, eq(users.id, contractAttendances.userId))
    .leftJoin(contractors, eq(contractors.id, contractAttendances.contractorId))
    .where(eq(contractAttendances.contractId, c.id))
    .orderBy(asc(contractAttendances.createdAt), asc(contractAttendances.id));
  const gmOwn = await p.db
    .select({ id: contractors.id, name: contractors.name })
    .from(contractors)
    .where(
      and(
        eq(contractors.ownerId, c.gmId),
        isNull(contractors.retiredAt),
        // A Leader or Judge recording for another GM sees only the GM's public Contractors, never private ones.
        c.gmId === actor.userId ? undefined : eq(contractors.private, false),
        notExists(
          p.db
            .select({ id: contractorDeaths.id })
            .from(contractorDeaths)
            .where(and(eq(contractorDeaths.contractorId, contractors.id), isNull(contractorDeaths.voidedAt))),
        ),
      ),
    )
    .orderBy(asc(contractors.name), asc(contractors.id));
  const firsts = await firstTimers(
    p.db,
    c.id,
    rows.map((r) => r.a.userId),
  );
  const ids = [
    ...rows.flatMap((r) => [r.a.contractorId, r.a.ringerBonusContractorId]),
    ...gmOwn.map((k) => k.id),
  ].filter((x): x is string => typeof x === 'string');
  const standings = await readStandings(p.db, ids);
  const pg = loaded.value.membership.playgroup;
  return success({
    contractId: c.id,
    playgroupId: c.playgroupId,
    gmUserId: c.gmId,
    houseRules: { goldenRatio: pg.goldenRatio, healing: pg.healing },
    seats: rows.map(({ a, handle, name }) => ({
      attendanceId: a.id,
      player: { userId: a.userId, handle },
      ringer: a.ringer,
      contractor: a.contractorId && name !== null ? { id: a.contractorId, name } : null,
      homePlaygroupId: a.homePlaygroupId ?? '',
      ringerBonusContractorId: a.ringerBonusContractorId,
      firstContractEver: firsts.has(a.userId),
    })),
    gmContractors: gmOwn,
    standings: Object.fromEntries([...standings].map(([k, v]) => [k, v.standing])),
  });
}
