import { seededRng } from '@harbinger/rules';
import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../accounts/passwords.js';
import type { Platform } from '../context.js';
import { planFinish } from '../contracts/finish-plan.js';
import { finishContractSchema } from '../contracts/schemas.js';
import type { Tx } from '../db/connection.js';
import { queryRows } from '../db/raw.js';
import {
  contractAttendances,
  contractorDeaths,
  contractors,
  contracts,
  ledgerEntries,
  notifications,
  playgroupContractors,
  playgroupMembers,
  playgroups,
  users,
} from '../db/schema.js';
import { failure, success, type Outcome } from '../errors.js';
import { insertRows } from './bulk-insert.js';
import { addToTotals, contractorRows, standingOf, type SeededContractor } from './seed-contractors.js';
import { seededIds } from './seed-ids.js';
import { planSeed, type PlannedContract, type PlannedContractor, type SeedPlan } from './seed-plan.js';

/** The password of every seeded account. */
export const SEED_PASSWORD = 'harbinger seed password';

/** What `seedDatabase` writes. */
export interface SeedOptions {
  /** Finished Contracts to write. */
  contracts: number;
  /** The same seed gives the same data (ids included); default "1". */
  seed?: string;
  /** Contracts the veteran Contractor attends (default 1000, at most `contracts`). */
  heavy?: number;
  /** Contracts per transaction (default 1000). */
  batch?: number;
  /**
   * Check every foreign key row by row, as ordinary writes do. Off by default where the database allows it (a
   * superuser, as on PGlite): the seed only points at rows it wrote before, and the checks would triple its time.
   */
  checkReferences?: boolean;
  /** Told after each batch is committed. */
  onProgress?: (done: number, total: number) => void;
}

/** What was written, and where to look. */
export interface SeedSummary {
  users: number;
  playgroups: number;
  contractors: number;
  contracts: number;
  ledgerEntries: number;
  /** Every seeded account signs in with this. */
  password: string;
  /** The Contractor with the long history, and the handle of its player. */
  heavy: { contractorId: string; name: string; contracts: number; playerHandle: string };
  /** Row ids by the plan's keys (users, Playgroups, Contractors and Contracts in the order they were planned). */
  ids: { users: string[]; playgroups: string[]; contractors: string[]; contracts: string[] };
}

type Rows = {
  users: (typeof users.$inferInsert)[];
  playgroups: (typeof playgroups.$inferInsert)[];
  members: (typeof playgroupMembers.$inferInsert)[];
  contractors: (typeof contractors.$inferInsert)[];
  homes: (typeof playgroupContractors.$inferInsert)[];
  contracts: (typeof contracts.$inferInsert)[];
  seats: (typeof contractAttendances.$inferInsert)[];
  ledger: (typeof ledgerEntries.$inferInsert)[];
  deaths: (typeof contractorDeaths.$inferInsert)[];
  notifications: (typeof notifications.$inferInsert)[];
  touched: Set<SeededContractor>;
};

const emptyRows = (): Rows => ({
  users: [],
  playgroups: [],
  members: [],
  contractors: [],
  homes: [],
  contracts: [],
  seats: [],
  ledger: [],
  deaths: [],
  notifications: [],
  touched: new Set(),
});

/**
 * Writes one batch in foreign-key order, then the final victories, versions and times of the Contractors it touched.
 */
async function flush(tx: Tx, rows: Rows, trusted: boolean): Promise<void> {
  // Replica mode skips triggers, and so the row-by-row foreign key checks, for this transaction only.
  if (trusted) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
  await insertRows(tx, users, rows.users);
  await insertRows(tx, playgroups, rows.playgroups);
  await insertRows(tx, playgroupMembers, rows.members);
  await insertRows(tx, contractors, rows.contractors);
  await insertRows(tx, playgroupContractors, rows.homes);
  await insertRows(tx, contracts, rows.contracts);
  await insertRows(tx, contractAttendances, rows.seats);
  await insertRows(tx, ledgerEntries, rows.ledger);
  await insertRows(tx, contractorDeaths, rows.deaths);
  await insertRows(tx, notifications, rows.notifications);
  if (rows.touched.size === 0) return;
  const changes = [...rows.touched].map((k) => ({
    id: k.id,
    victories: k.victories,
    version: k.version,
    updated_at: k.updatedAt,
  }));
  await tx.execute(sql`UPDATE contractors AS c SET victories = v.victories, version = v.version, updated_at = v.updated_at
    FROM json_to_recordset(${JSON.stringify(changes)}::json) AS v(id uuid, victories integer, version integer, updated_at timestamptz) WHERE c.id = v.id`);
}

/** The seed's running state: ids by plan key, every Contractor's record, purses and who has played. */
class SeedWriter {
  readonly nextId: (at: Date) => string;
  readonly userIds: string[];
  readonly playgroupIds: string[];
  readonly contractorIds: string[] = [];
  readonly contractIds: string[] = [];
  readonly made: SeededContractor[] = [];
  readonly byId = new Map<string, SeededContractor>();
  readonly userKeyById: Map<string, number>;
  readonly coins: number[];
  readonly played: boolean[];
  rows = emptyRows();
  ledgerCount = 0;

  constructor(
    readonly plan: SeedPlan,
    seed: string,
    readonly passwordHash: string,
  ) {
    this.nextId = seededIds(seededRng(`${seed}:ids`));
    this.userIds = plan.users.map((u) => this.nextId(u.createdAt));
    this.playgroupIds = plan.playgroups.map((pg) => this.nextId(pg.createdAt));
    this.userKeyById = new Map(this.userIds.map((id, i) => [id, i]));
    this.coins = plan.users.map(() => 0);
    this.played = plan.users.map(() => false);
  }

  /** Accounts, Playgroups with their members, and the first Contractors. */
  world(): void {
    const { plan, rows } = this;
    plan.users.forEach((u, i) => {
      const handleKey = u.handle.toLowerCase();
      rows.users.push({
        id: this.userIds[i]!,
        handle: u.handle,
        handleKey,
        email: u.email,
        emailKey: u.email.toLowerCase(),
        passwordHash: this.passwordHash,
        timezone: u.timezone,
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
      });
    });
    plan.playgroups.forEach((pg, g) => {
      const inviteToken = Buffer.from(this.nextId(pg.createdAt).replaceAll('-', ''), 'hex').toString('base64url');
      rows.playgroups.push({
        id: this.playgroupIds[g]!,
        name: pg.name,
        description: pg.description,
        membership: 'open',
        inviteToken,
        healing: pg.houseRules.healing,
        goldenRatio: pg.houseRules.goldenRatio,
        visitorsAllowed: pg.houseRules.visitorsAllowed,
        // Seeded tables are public, so the demo and the benchmarks see inside them as before privacy came.
        listed: true,
        createdBy: this.userIds[pg.leader]!,
        createdAt: pg.createdAt,
        updatedAt: pg.createdAt,
      });
      for (const m of pg.members) {
        rows.members.push({
          id: this.nextId(m.joinedAt),
          playgroupId: this.playgroupIds[g]!,
          userId: this.userIds[m.user]!,
          state: 'member',
          roles: m.roles,
          createdAt: m.joinedAt,
          updatedAt: m.joinedAt,
        });
      }
    });
    for (const k of plan.contractors) this.addContractor(k);
  }

  /** A Contractor built, homed and approved; a Coin of Charon it was bought with leaves its player's purse. */
  addContractor(planned: PlannedContractor): void {
    const id = this.nextId(planned.createdAt);
    const homeId = this.playgroupIds[planned.home]!;
    const built = contractorRows(planned, {
      id,
      ownerId: this.userIds[planned.owner]!,
      homeId,
      leaderId: this.userIds[this.plan.playgroups[planned.home]!.leader]!,
      nextId: this.nextId,
    });
    const k: SeededContractor = {
      id,
      key: planned.key,
      ownerKey: planned.owner,
      name: built.contractor.name,
      homeId,
      victories: 0,
      version: 1,
      updatedAt: planned.createdAt,
      dead: false,
      totals: new Map(),
    };
    this.contractorIds[planned.key] = id;
    this.made[planned.key] = k;
    this.byId.set(id, k);
    this.rows.contractors.push(built.contractor);
    this.rows.ledger.push(...built.ledger);
    for (const e of built.ledger) addToTotals(k, e);
    if (built.spendsCoin && this.coins[planned.owner]! >= 1) {
      this.coins[planned.owner]!--;
      this.rows.ledger.push({
        id: this.nextId(planned.createdAt),
        contractorId: null,
        userId: this.userIds[planned.owner]!,
        resource: 'coin_of_charon',
        amount: -1,
        kind: 'coin_spent',
        cause: { contractorId: id },
        createdAt: planned.createdAt,
        voidedAt: null,
      });
    }
    this.rows.homes.push(built.home);
  }

  /** One Contract, scheduled, answered, started and finished: the rows `finishContract` would leave behind. */
  addContract(pc: PlannedContract): void {
    const contractId = this.nextId(pc.createdAt);
    this.contractIds[pc.key] = contractId;
    const kid = (key: number) => this.contractorIds[key]!;
    const seats = pc.seats.map((s) => ({
      id: this.nextId(s.takenAt),
      userId: this.userIds[s.user]!,
      contractorId: s.contractor === null ? null : kid(s.contractor),
      ringer: s.contractor === null,
      ringerBonusContractorId: s.bonusContractor === null ? null : kid(s.bonusContractor),
      homePlaygroupId: s.contractor === null ? null : this.made[s.contractor]!.homeId,
      takenAt: s.takenAt,
    }));
    const choice = finishContractSchema.parse({
      outcomes: pc.outcomes.map((o) => ({
        contractorId: kid(o.contractor),
        outcome: o.outcome,
        commission: o.commission,
      })),
      ringers: pc.ringers.map((r) => ({ handle: this.plan.users[r.user]!.handle, achieved: r.achieved })),
      gmImprovementContractorId: pc.gmImprovement === null ? null : kid(pc.gmImprovement),
      notes: pc.notes,
    });
    const involved = [
      ...seats.flatMap((s) => [s.contractorId, s.ringerBonusContractorId]),
      choice.gmImprovementContractorId,
    ].filter((x): x is string => typeof x === 'string');
    const standings = new Map(
      involved.map((id) => [id, { name: this.byId.get(id)!.name, standing: standingOf(this.byId.get(id)!) }]),
    );
    const handles = new Map(pc.seats.map((s) => [this.userIds[s.user]!, this.plan.users[s.user]!.handle]));
    const now = pc.finishedAt;
    const planned = planFinish({
      contract: {
        id: contractId,
        title: pc.title,
        playgroupId: this.playgroupIds[pc.playgroup]!,
        gmId: this.userIds[pc.gm]!,
        startsAt: pc.startsAt,
      },
      houseRules: {
        goldenRatio: this.plan.playgroups[pc.playgroup]!.houseRules.goldenRatio,
        healing: this.plan.playgroups[pc.playgroup]!.houseRules.healing,
      },
      seats,
      outcomes: new Map(choice.outcomes.map((o) => [o.contractorId, o])),
      choice,
      handleOf: (userId) => handles.get(userId) ?? 'someone',
      firsts: new Set(pc.seats.filter((s) => !this.played[s.user]).map((s) => this.userIds[s.user]!)),
      standings,
      now,
    });
    if (!planned.ok) throw new Error(`seed: planned Contract ${pc.key} was refused: ${planned.error.message}`);
    const plan = planned.value;
    const { rows } = this;

    rows.contracts.push({
      id: contractId,
      playgroupId: this.playgroupIds[pc.playgroup]!,
      gmId: this.userIds[pc.gm]!,
      title: pc.title,
      invitation: pc.invitation,
      startsAt: pc.startsAt,
      rsvpRule: pc.rsvpRule,
      capacity: pc.capacity,
      playMode: pc.playMode,
      state: 'finished',
      commissionContractorId: plan.commissionContractorId,
      gmImprovementContractorId: choice.gmImprovementContractorId ?? null,
      gmBonusContractorId: null,
      gmRewardsPending: plan.gmRewardsPending,
      notes: choice.notes,
      // Scheduled (1), started (2), finished (3).
      version: 3,
      startedAt: pc.startsAt,
      finishedAt: now,
      createdAt: pc.createdAt,
      updatedAt: now,
    });
    const results = new Map(plan.seatUpdates.map((u) => [u.attendanceId, u]));
    for (const s of seats) {
      const r = results.get(s.id)!;
      rows.seats.push({
        id: s.id,
        contractId,
        userId: s.userId,
        contractorId: s.contractorId,
        ringer: s.ringer,
        ringerBonusContractorId: s.ringerBonusContractorId,
        homePlaygroupId: s.homePlaygroupId,
        outcome: r.outcome,
        ringerAchieved: r.achieved,
        firstContract: r.first,
        createdAt: s.takenAt,
      });
      if (r.outcome !== 'declined') this.played[this.userKeyById.get(s.userId)!] = true;
    }
    for (const row of plan.ledgerRows) {
      rows.ledger.push({ ...row, id: this.nextId(now), voidedAt: null });
      if (row.contractorId) addToTotals(this.byId.get(row.contractorId)!, row);
      else if (row.resource === 'coin_of_charon') this.coins[this.userKeyById.get(row.userId!)!]! += row.amount;
    }
    for (const [id, gain] of plan.gains) this.byId.get(id)!.victories += gain;
    for (const d of plan.deathRows) {
      this.byId.get(d.contractorId)!.dead = true;
      rows.deaths.push({ ...d, id: this.nextId(now) });
    }
    for (const id of plan.touched) {
      const k = this.byId.get(id)!;
      k.version++;
      k.updatedAt = now;
      rows.touched.add(k);
    }
    for (const n of plan.notifications)
      rows.notifications.push({
        id: this.nextId(now),
        userId: n.userId,
        kind: n.kind,
        message: n.message,
        link: n.link ?? '',
        createdAt: now,
      });
    for (const heir of pc.replacements) this.addContractor(heir);
  }
}

/**
 * Fills the database with a seeded history: players, Playgroups, Contractors and `contracts` finished Contracts with
 * their attendances, ledger entries, deaths and reward notices, among them one veteran Contractor with a long record.
 * Each Contract's rewards come from `planFinish`, the same code `finishContract` runs, over the standings the seed
 * keeps in memory; rows go in by the thousand in one transaction per batch. Refuses (409) when this seed's accounts
 * already exist.
 * @example const summary = await seedDatabase(p, { contracts: 100_000, seed: '7', onProgress: (done, total) => … })
 */
export async function seedDatabase(p: Platform, options: SeedOptions): Promise<Outcome<SeedSummary>> {
  const seed = options.seed ?? '1';
  const plan = planSeed({ contracts: options.contracts, seed, heavy: options.heavy ?? 1000 });
  const taken = await p.db
    .select({ handle: users.handle })
    .from(users)
    .where(
      inArray(
        users.handleKey,
        plan.users.map((u) => u.handle.toLowerCase()),
      ),
    )
    .limit(1);
  if (taken.length > 0)
    return failure({
      code: 'already_seeded',
      status: 409,
      message: `The database already holds the accounts of seed “${seed}” (such as @${taken[0]!.handle}); pick another seed.`,
    });
  const [role] = await queryRows<{ superuser: string }>(p.db, sql`SELECT current_setting('is_superuser') AS superuser`);
  const trusted = !options.checkReferences && role?.superuser === 'on';
  const writer = new SeedWriter(plan, seed, await hashPassword(SEED_PASSWORD, p.passwordCost));
  writer.world();
  const batch = Math.max(1, options.batch ?? 1000);
  let done = 0;
  const commit = async () => {
    const rows = writer.rows;
    writer.rows = emptyRows();
    writer.ledgerCount += rows.ledger.length;
    await p.db.transaction((tx) => flush(tx, rows, trusted));
  };
  await commit();
  for (const contract of plan.contracts()) {
    writer.addContract(contract);
    done++;
    if (done % batch === 0 || done === plan.totalContracts) {
      await commit();
      options.onProgress?.(done, plan.totalContracts);
    }
  }
  const heavy = writer.made[plan.heavy.contractor]!;
  return success({
    users: plan.users.length,
    playgroups: plan.playgroups.length,
    contractors: writer.made.length,
    contracts: done,
    ledgerEntries: writer.ledgerCount,
    password: SEED_PASSWORD,
    heavy: {
      contractorId: heavy.id,
      name: heavy.name,
      contracts: plan.heavy.contracts,
      playerHandle: plan.users[heavy.ownerKey]!.handle,
    },
    ids: {
      users: writer.userIds,
      playgroups: writer.playgroupIds,
      contractors: writer.contractorIds,
      contracts: writer.contractIds,
    },
  });
}
