import { BONUS_EXP_AWARDS, CONTRACT_EXP_AWARDS, bonusExpAllowed } from '../character/experience.js';
import { giftCreditCap } from '../character/gift-credits.js';
import { statusFromVictories, type StatusId } from '../character/status.js';
import type { LedgerEntryDraft } from '../ledger/ledger-entry.js';
import type { FinishIssueCode } from '../issue-codes.js';
import { ok, type Issue, type Result } from '../result.js';
import { checkFinishedContract, tookPart, type Attendee, type FinishedContract } from './finished-contract.js';

/** Bonus Exp for a Ringer whose player missed the objective (achieving it pays BONUS_EXP_AWARDS.ringer). */
export const RINGER_MISSED_EXP = 2;
/** Gift Credits a victory pays. */
export const VICTORY_GIFT_CREDITS = 1;
/** Coins of Charon a death pays the player. */
const DEATH_COINS = 1;
/** Improvements running a Contract pays the GM's Contractor. */
export const GM_IMPROVEMENTS = 1;

/** A Contractor's record just before the Contract is recorded, as the caps need it (see ledger `capStanding`). */
export interface ContractorStanding {
  victories: number;
  /** Earned Exp without the starting 150. */
  earnedExpForCap: number;
  /** Gift Credits plus Improvements received so far, from every source. */
  creditsReceived: number;
  dead?: boolean;
}

/** What `contractRewards` needs: the finished Contract and the standing of every Contractor it may pay. */
export interface ContractRewardsInput {
  contract: FinishedContract;
  /** Keyed by Contractor id: every attendee who took part, the GM's chosen Contractors and the Ringers' ones. */
  standings: Readonly<Record<string, ContractorStanding>>;
}

/** Why a reward the rules would otherwise pay was held back. */
export type RewardRefusalCode = 'bonus_exp_cap' | 'no_recipient' | 'recipient_dead';

/**
 * An Improvement granted past the Gift Credit + Improvement cap: the Contractor keeps it, but may spend it only once
 * more victories make room (see the ledger's `improvementRoom`).
 */
export interface WaitingImprovement {
  contractorId: string;
  amount: number;
}

/** A reward not granted, with the entry it would have been. */
export interface RefusedReward {
  entry: LedgerEntryDraft;
  reason: RewardRefusalCode;
}

/** A Contractor whose Status moves because of this Contract. */
export interface StatusChange {
  contractorId: string;
  before: StatusId;
  after: StatusId;
}

/** A Contractor who died on the Contract. */
export interface ContractDeath {
  contractorId: string;
  attendanceId: string;
  playerUserId: string;
}

/** The conditions that earn the GM bonus Exp. */
export type GmBonusCondition = 'into_the_fold' | 'golden_ratio';

/** Everything recording a finished Contract changes, for the platform to write in one transaction. */
export interface ContractRewards {
  /** Ledger entries to append, in a fixed order. */
  entries: LedgerEntryDraft[];
  refused: RefusedReward[];
  /** Improvements granted past the cap, kept until a victory makes room. */
  waiting: WaitingImprovement[];
  /** Contractors who won, each gaining one victory. */
  victors: string[];
  statusChanges: StatusChange[];
  deaths: ContractDeath[];
  /** Contractors who took part and lived (the ones arcade healing patches up, see `healAfterContract`). */
  survivors: string[];
  gmBonusConditions: GmBonusCondition[];
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The conditions met for the GM's +6 bonus Exp: a taking-part player's first Contract ever (Into the Fold), and,
 * when the Playgroup turned it on, at least one death and one victory (Golden Ratio). Either pays the same single
 * bonus: the seed pays +6 for a Contract meeting one of them, so meeting both pays +6 once.
 */
export function gmBonusConditions(contract: Pick<FinishedContract, 'attendees' | 'houseRules'>): GmBonusCondition[] {
  const present = contract.attendees.filter(tookPart);
  const met: GmBonusCondition[] = [];
  if (present.some((a) => a.firstContractEver)) met.push('into_the_fold');
  if (
    contract.houseRules.goldenRatio &&
    present.some((a) => a.outcome === 'death') &&
    present.some((a) => a.outcome === 'victory')
  )
    met.push('golden_ratio');
  return met;
}

interface Tally {
  victories: number;
  earned: number;
  credits: number;
  dead: boolean;
}

/**
 * Every ledger entry a finished Contract pays, each pointing at its Contract and attendance, plus the victories,
 * Status changes and deaths it causes. Attendees are paid in attendance-id order, then the GM's Improvement and
 * bonus, then Ringers (by attendance id, then player), and caps are checked against a running tally in that order,
 * so the same input always gives the same entries. The GM's Improvement is always granted (past the cap it waits,
 * see `waiting`); only bonus Exp is held back by its cap. Refuses with issues when the finishing input is inconsistent.
 * @example a home Victory with the Commission: entries of +3, +2 (and a Gift Credit) and +2 Exp, 7 Exp in all
 */
export function contractRewards({
  contract,
  standings,
}: ContractRewardsInput): Result<ContractRewards, Issue<FinishIssueCode>> {
  const checked = checkFinishedContract(contract);
  if (!checked.ok) return checked;
  const tallies = new Map<string, Tally>();
  const tallyOf = (contractorId: string): Tally => {
    let tally = tallies.get(contractorId);
    if (!tally) {
      const s = standings[contractorId];
      if (!s) throw new Error(`contractRewards: no standing given for Contractor ${contractorId}`);
      tally = { victories: s.victories, earned: s.earnedExpForCap, credits: s.creditsReceived, dead: s.dead ?? false };
      tallies.set(contractorId, tally);
    }
    return tally;
  };
  const out: ContractRewards = {
    entries: [],
    refused: [],
    waiting: [],
    victors: [],
    statusChanges: [],
    deaths: [],
    survivors: [],
    gmBonusConditions: [],
  };
  const grant = (entry: LedgerEntryDraft) => {
    out.entries.push(entry);
    if (entry.contractorId === null) return;
    const tally = tallyOf(entry.contractorId);
    if (entry.resource === 'exp') tally.earned += entry.amount;
    else tally.credits += entry.amount;
  };
  const refuse = (entry: LedgerEntryDraft, reason: RewardRefusalCode) => out.refused.push({ entry, reason });
  const recipientProblem = (entry: LedgerEntryDraft): RewardRefusalCode | null => {
    if (entry.contractorId === null) return 'no_recipient';
    return tallyOf(entry.contractorId).dead ? 'recipient_dead' : null;
  };
  const offerBonus = (entry: LedgerEntryDraft) => {
    const problem = recipientProblem(entry);
    if (problem) return refuse(entry, problem);
    const tally = tallyOf(entry.contractorId!);
    // The cap only decides whether bonus Exp may be given; a grant that carries the total past it still lands whole.
    if (!bonusExpAllowed({ earnedExp: tally.earned, victories: tally.victories }))
      return refuse(entry, 'bonus_exp_cap');
    grant(entry);
  };

  const contractId = contract.id;
  const payAttendee = (a: Attendee) => {
    const base = { contractorId: a.contractorId, userId: a.playerUserId };
    const cause = { contractId, attendanceId: a.attendanceId };
    const home = a.homePlaygroupId === contract.playgroupId;
    const tally = tallyOf(a.contractorId);
    grant({
      ...base,
      resource: 'exp',
      amount: home ? CONTRACT_EXP_AWARDS.attendHome : CONTRACT_EXP_AWARDS.attendAway,
      kind: 'contract_attendance',
      cause: { ...cause, home },
    });
    if (a.outcome === 'victory') {
      grant({ ...base, resource: 'exp', amount: CONTRACT_EXP_AWARDS.victory, kind: 'contract_victory', cause });
      grant({ ...base, resource: 'gift_credit', amount: VICTORY_GIFT_CREDITS, kind: 'contract_victory', cause });
      tally.victories += 1;
      out.victors.push(a.contractorId);
    }
    if (a.contractorId === contract.commissionContractorId) {
      grant({ ...base, resource: 'exp', amount: CONTRACT_EXP_AWARDS.commission, kind: 'commission', cause });
    }
    if (a.outcome === 'death') {
      grant({
        contractorId: null,
        userId: a.playerUserId,
        resource: 'coin_of_charon',
        amount: DEATH_COINS,
        kind: 'death',
        cause: { ...cause, deceasedContractorId: a.contractorId },
      });
      tally.dead = true;
      out.deaths.push({ contractorId: a.contractorId, attendanceId: a.attendanceId, playerUserId: a.playerUserId });
    } else {
      out.survivors.push(a.contractorId);
    }
  };
  for (const a of contract.attendees.filter(tookPart).sort((x, y) => byId(x.attendanceId, y.attendanceId)))
    payAttendee(a);

  const gm = contract.gm;
  const improvement: LedgerEntryDraft = {
    contractorId: gm.improvementContractorId ?? null,
    userId: gm.userId,
    resource: 'improvement',
    amount: GM_IMPROVEMENTS,
    kind: 'gm_improvement',
    cause: { contractId },
  };
  const problem = recipientProblem(improvement);
  if (problem) refuse(improvement, problem);
  else {
    // The cap limits spending, not earning: an Improvement past it is granted all the same and waits for a victory.
    const tally = tallyOf(improvement.contractorId!);
    const past = tally.credits + improvement.amount - giftCreditCap(tally.victories);
    grant(improvement);
    if (past > 0)
      out.waiting.push({ contractorId: improvement.contractorId!, amount: Math.min(past, improvement.amount) });
  }

  out.gmBonusConditions = gmBonusConditions(contract);
  const [first] = out.gmBonusConditions;
  if (first) {
    const amount = first === 'into_the_fold' ? BONUS_EXP_AWARDS.gmIntoTheFold : BONUS_EXP_AWARDS.gmGoldenRatio;
    const to = gm.bonusContractorId ?? gm.improvementContractorId ?? null;
    offerBonus({
      contractorId: to,
      userId: gm.userId,
      resource: 'exp',
      amount,
      kind: first,
      cause: { contractId, conditions: [...out.gmBonusConditions] },
    });
  }

  const ringers = [...contract.ringers].sort(
    (a, b) => byId(a.attendanceId ?? '', b.attendanceId ?? '') || byId(a.playerUserId, b.playerUserId),
  );
  for (const r of ringers) {
    const cause = {
      contractId,
      ...(r.attendanceId === undefined ? {} : { attendanceId: r.attendanceId }),
      achieved: r.achieved,
    };
    const amount = r.achieved ? BONUS_EXP_AWARDS.ringer : RINGER_MISSED_EXP;
    offerBonus({
      contractorId: r.bonusContractorId ?? null,
      userId: r.playerUserId,
      resource: 'exp',
      amount,
      kind: 'ringer_bonus',
      cause,
    });
  }

  for (const contractorId of out.victors) {
    const before = statusFromVictories(standings[contractorId]!.victories);
    const after = statusFromVictories(tallyOf(contractorId).victories);
    if (before !== after) out.statusChanges.push({ contractorId, before, after });
  }
  return ok(out);
}
