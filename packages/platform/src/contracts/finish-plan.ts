import {
  contractRewards,
  type Attendee,
  type ContractHouseRules,
  type ContractRewards,
  type FinishedContract,
  type FinishIssueCode,
  type Issue,
  type RingerResult,
} from '@harbinger/rules';
import type { contractorDeaths, ledgerEntries, StoredOutcome } from '../db/schema.js';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';
import type { NewNotification } from '../playgroups/notifications.js';
import type { AttendanceRow, ContractRow } from './contract-view.js';
import { rewardWords } from './reward-words.js';
import type { finishContractSchema } from './schemas.js';
import type { LockedStanding } from './standings.js';

// The pure middle of recording a finished Contract: from the seats, the GM's choices and each Contractor's standing
// to every row the recording writes. `recordFinish` runs it between its reads and its writes; the seed generator runs
// the very same function over data it keeps in memory, so seeded histories are what the workflow would have written.

/** A parsed finishing input. */
export type Parsed = ReturnType<typeof finishContractSchema.parse>;
/** One GM outcome for a seated Contractor. */
export type ParsedOutcome = Parsed['outcomes'][number];
/** What the plan reads of a seat. */
export type SeatFacts = Pick<
  AttendanceRow,
  'id' | 'userId' | 'contractorId' | 'ringer' | 'ringerBonusContractorId' | 'homePlaygroupId'
>;

/** Everything `planFinish` needs, already read and checked (outcomes matched to seats, the GM's picks allowed). */
export interface FinishPlanInput {
  /** `startsAt` dates its deaths: a Contractor dies on the day of the Contract, not on the day it is recorded. */
  contract: Pick<ContractRow, 'id' | 'title' | 'playgroupId' | 'gmId' | 'startsAt'>;
  houseRules: ContractHouseRules;
  seats: readonly SeatFacts[];
  /** The GM's outcome for every seated Contractor, by Contractor id. */
  outcomes: ReadonlyMap<string, ParsedOutcome>;
  choice: Parsed;
  /** The handle of a seated player (Ringers are named by handle in the finishing input). */
  handleOf: (userId: string) => string;
  /** Players whose first recorded Contract this is. */
  firsts: ReadonlySet<string>;
  /** Every Contractor the Contract may pay, as `lockStandings` answers. */
  standings: ReadonlyMap<string, Pick<LockedStanding, 'name' | 'standing'>>;
  now: Date;
}

/** A seat's recorded result. */
export interface SeatUpdate {
  attendanceId: string;
  outcome: StoredOutcome | null;
  achieved: boolean | null;
  first: boolean;
}

/** The rows a recording writes (apart from arcade healing, which reads Injuries). */
export interface FinishPlan {
  rewards: ContractRewards;
  ledgerRows: (typeof ledgerEntries.$inferInsert)[];
  seatUpdates: SeatUpdate[];
  deathRows: (typeof contractorDeaths.$inferInsert)[];
  /** Victories gained, by Contractor id. */
  gains: Map<string, number>;
  /** Contractors whose sheets change (ledger, victories or death), each once, in a fixed order. */
  touched: string[];
  commissionContractorId: string | null;
  /** No Contractor named for the GM: the GM's rewards wait on the Contract until the GM chooses (never lost). */
  gmRewardsPending: boolean;
  notifications: NewNotification[];
}

const RULE_WORDS: Record<FinishIssueCode, string> = {
  duplicate_attendance: 'the same seat appears twice',
  duplicate_contractor: 'a Contractor has two outcomes',
  duplicate_player: 'a player holds two seats',
  gm_is_player: 'the GM cannot also play',
  commission_not_attending: 'the Commission must go to a Contractor who took part',
  commission_dead: 'the Commission cannot go to a Contractor who died',
};

function rulesRefusal(issues: readonly Issue<FinishIssueCode>[]): PlatformError {
  const first = issues[0]!;
  const message = `The Contract cannot be recorded: ${issues.map((i) => RULE_WORDS[i.code]).join('; ')}.`;
  return { code: first.code, status: 422, field: first.path.join('.'), message };
}

/**
 * Works out a finished Contract's rows: the rules' `contractRewards` over the seats and standings, turned into ledger
 * rows (each pointing at its attendance, with the Contract's title), seat results, deaths, victories and notices.
 * Answers the rules' refusal when the finishing input is inconsistent.
 * @example const plan = planFinish({ contract, houseRules, seats, outcomes, choice, handleOf, firsts, standings, now })
 */
export function planFinish(input: FinishPlanInput): Outcome<FinishPlan> {
  const { contract: c, seats, choice, firsts, now } = input;
  const attendees: Attendee[] = seats
    .filter((s) => s.contractorId)
    .map((s) => ({
      attendanceId: s.id,
      contractorId: s.contractorId!,
      playerUserId: s.userId,
      homePlaygroupId: s.homePlaygroupId ?? '',
      outcome: input.outcomes.get(s.contractorId!)!.outcome,
      firstContractEver: firsts.has(s.userId),
    }));
  const ringers: RingerResult[] = seats
    .filter((s) => s.ringer)
    .map((s) => ({
      attendanceId: s.id,
      playerUserId: s.userId,
      achieved:
        choice.ringers.find((r) => r.handle.toLowerCase() === input.handleOf(s.userId).toLowerCase())?.achieved ??
        false,
      bonusContractorId: s.ringerBonusContractorId,
    }));
  const commission = choice.outcomes.find((o) => o.commission)?.contractorId ?? null;
  const finished: FinishedContract = {
    id: c.id,
    playgroupId: c.playgroupId,
    gm: {
      userId: c.gmId,
      improvementContractorId: choice.gmImprovementContractorId ?? null,
      bonusContractorId: choice.gmBonusContractorId ?? null,
    },
    houseRules: input.houseRules,
    attendees,
    ringers,
    commissionContractorId: commission,
  };
  const standings = Object.fromEntries([...input.standings].map(([k, v]) => [k, v.standing]));
  const rewards = contractRewards({ contract: finished, standings });
  if (!rewards.ok) return failure(rulesRefusal(rewards.issues));
  const paid = rewards.value;

  const gains = new Map<string, number>();
  for (const v of paid.victors) gains.set(v, (gains.get(v) ?? 0) + 1);
  const names = new Map([...input.standings].map(([k, v]) => [k, v.name]));
  const notifications: NewNotification[] = [];
  for (const userId of new Set([c.gmId, ...seats.map((s) => s.userId)])) {
    const mine = paid.entries.filter((e) => e.userId === userId);
    if (mine.length === 0) continue;
    // The player learns what killed their Contractor, as with a death confirmed from the sheet.
    const causes = paid.deaths.flatMap((d) => {
      const cause = input.outcomes.get(d.contractorId)?.cause;
      const theirs = seats.some((s) => s.userId === userId && s.contractorId === d.contractorId);
      return cause && theirs ? [`${names.get(d.contractorId) ?? 'your Contractor'}: ${cause}`] : [];
    });
    notifications.push({
      userId,
      kind: mine.some((e) => e.kind === 'death') ? 'death' : 'rewards',
      message:
        `“${c.title}” is recorded: ${rewardWords(mine, names)}.` +
        (causes.length > 0 ? ` Cause of death (${causes.join('; ')}).` : ''),
      link: `/contracts/${c.id}`,
    });
  }
  const gmRewardsPending = !choice.gmImprovementContractorId;
  if (gmRewardsPending)
    notifications.push({
      userId: c.gmId,
      kind: 'rewards',
      message: `“${c.title}” is recorded. Your GM Improvement waits for you: choose which of your Contractors takes it on the Contract’s page.`,
      link: `/contracts/${c.id}`,
    });
  return success({
    rewards: paid,
    ledgerRows: paid.entries.map((e) => ({
      contractorId: e.contractorId,
      userId: e.userId ?? null,
      resource: e.resource,
      amount: e.amount,
      kind: e.kind,
      cause: { ...e.cause, contractTitle: c.title },
      createdAt: now,
    })),
    seatUpdates: [
      ...attendees.map((a) => ({
        attendanceId: a.attendanceId,
        outcome: a.outcome,
        achieved: null,
        first: a.firstContractEver,
      })),
      ...ringers.map((r) => ({
        attendanceId: r.attendanceId!,
        outcome: null,
        achieved: r.achieved,
        first: firsts.has(r.playerUserId),
      })),
    ],
    deathRows: paid.deaths.map((d) => ({
      contractorId: d.contractorId,
      contractId: c.id,
      diedAt: c.startsAt,
      cause: input.outcomes.get(d.contractorId)?.cause ?? '',
      createdAt: now,
      updatedAt: now,
    })),
    gains,
    touched: [
      ...new Set([
        ...paid.entries.flatMap((e) => (e.contractorId ? [e.contractorId] : [])),
        ...gains.keys(),
        ...paid.deaths.map((d) => d.contractorId),
      ]),
    ],
    commissionContractorId: commission,
    gmRewardsPending,
    notifications,
  });
}
