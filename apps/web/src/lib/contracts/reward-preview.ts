import {
  bonusExpCap,
  contractRewards,
  giftCreditCap,
  rewardTotals,
  type AttendeeOutcome,
  type ContractorStanding,
  type ContractHouseRules,
  type RewardTotals,
} from '@harbinger/rules';

// The finish form's preview: the rules' `contractRewards` run in the browser (and on the server without JS) over the
// facts the page loaded, so the form shows exactly what recording will pay. Only words are added here.

/** The facts the page loads (`getFinishFacts`), as they arrive in the browser. */
export interface PreviewFacts {
  contractId: string;
  playgroupId: string;
  gmUserId: string;
  houseRules: ContractHouseRules;
  seats: {
    attendanceId: string;
    player: { userId: string; handle: string };
    ringer: boolean;
    contractor: { id: string; name: string } | null;
    homePlaygroupId: string;
    ringerBonusContractorId: string | null;
    firstContractEver: boolean;
  }[];
  gmContractors: { id: string; name: string }[];
  standings: Record<string, ContractorStanding>;
}

/** What the GM has chosen so far; '' is "not chosen yet". */
export interface PreviewChoices {
  outcomes: Record<string, AttendeeOutcome | ''>;
  commission: string;
  /** A Contractor id, 'later', or ''. */
  gmImprovement: string;
  /** A Contractor id, or '' for the Improvement's Contractor. */
  gmBonus: string;
  /** Ringer player handle → met the objective. */
  achieved: Record<string, boolean>;
}

/** One line of the preview. */
export interface PreviewRow {
  key: string;
  who: string;
  handle: string;
  /** Null while the seat's outcome is not chosen. */
  totals: RewardTotals | null;
  commission: boolean;
  /** Caps and holds that apply, in words. */
  notes: string[];
}

/** The whole preview. */
export interface RewardPreview {
  rows: PreviewRow[];
  /** The GM's line (null when the GM will choose later). */
  gm: PreviewRow | null;
  /** The GM Improvement lands past the cap and waits for a victory. */
  gmImprovementWaits: boolean;
  /** Names of the seats still without an outcome. */
  missing: string[];
  /** The rules refuse this combination (e.g. the Commission to the dead). */
  problem: string | null;
}

const PROBLEM_WORDS: Record<string, string> = {
  commission_not_attending: 'The Commission must go to a Contractor who took part.',
  commission_dead: 'The Commission cannot go to a Contractor who died.',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Runs the rules over the facts and the choices so far and says what each seat and the GM will receive, with the
 * caps that bite.
 * @example
 * previewRewards(facts, { outcomes: { k1: 'victory' }, commission: 'k1', gmImprovement: 'later', gmBonus: '',
 *   achieved: {} })
 */
export function previewRewards(facts: PreviewFacts, choices: PreviewChoices): RewardPreview {
  const seated = facts.seats.filter((s) => s.contractor !== null);
  const missing = seated.filter((s) => !choices.outcomes[s.contractor!.id]).map((s) => s.contractor!.name);
  const chosen = seated.filter((s) => choices.outcomes[s.contractor!.id]);
  const gmPick = choices.gmImprovement && choices.gmImprovement !== 'later' ? choices.gmImprovement : null;
  const zero: ContractorStanding = { victories: 0, earnedExpForCap: 0, creditsReceived: 0 };
  const standings = { ...facts.standings };
  for (const s of seated) standings[s.contractor!.id] ??= zero;
  const commission = chosen.some((s) => s.contractor!.id === choices.commission) ? choices.commission : null;
  const paid = contractRewards({
    contract: {
      id: facts.contractId,
      playgroupId: facts.playgroupId,
      gm: { userId: facts.gmUserId, improvementContractorId: gmPick, bonusContractorId: choices.gmBonus || null },
      houseRules: facts.houseRules,
      attendees: chosen.map((s) => ({
        attendanceId: s.attendanceId,
        contractorId: s.contractor!.id,
        playerUserId: s.player.userId,
        homePlaygroupId: s.homePlaygroupId,
        outcome: choices.outcomes[s.contractor!.id] as AttendeeOutcome,
        firstContractEver: s.firstContractEver,
      })),
      ringers: facts.seats
        .filter((s) => s.ringer)
        .map((s) => ({
          attendanceId: s.attendanceId,
          playerUserId: s.player.userId,
          achieved: choices.achieved[s.player.handle] ?? false,
          bonusContractorId: s.ringerBonusContractorId,
        })),
      commissionContractorId: commission,
    },
    standings,
  });
  if (!paid.ok) {
    const code = paid.issues[0]?.code ?? '';
    return {
      rows: [],
      gm: null,
      gmImprovementWaits: false,
      missing,
      problem: PROBLEM_WORDS[code] ?? 'These choices cannot be recorded.',
    };
  }
  const r = paid.value;
  const totals = rewardTotals(r.entries);
  const heldFor = (contractorId: string) =>
    r.refused
      .filter((x) => x.entry.contractorId === contractorId && x.reason === 'bonus_exp_cap')
      .map((x) => {
        const s = standings[contractorId]!;
        return `${x.entry.amount} bonus Exp held back: ${s.earnedExpForCap} Exp earned is past the cap of ${bonusExpCap(s.victories)} (10 + 12 × ${plural(s.victories, 'victory', 'victories')}).`;
      });
  const rows: PreviewRow[] = seated.map((s) => {
    const id = s.contractor!.id;
    const outcome = choices.outcomes[id];
    const notes: string[] = [];
    const mine = totals.get(id) ?? { exp: 0, gift_credit: 0, improvement: 0, coin_of_charon: 0 };
    const coins = totals.get(`player:${s.player.userId}`)?.coin_of_charon ?? 0;
    if (outcome === 'death')
      notes.push(`@${s.player.handle} receives ${plural(coins, 'Coin of Charon', 'Coins of Charon')}.`);
    if (outcome === 'declined') notes.push('Declined: no rewards.');
    return {
      key: id,
      who: s.contractor!.name,
      handle: s.player.handle,
      totals: outcome ? { ...mine, coin_of_charon: coins } : null,
      commission: id === commission,
      notes,
    };
  });
  for (const s of facts.seats.filter((x) => x.ringer)) {
    const to = s.ringerBonusContractorId;
    const notes = to ? heldFor(to) : ['No Contractor chosen for the Ringer’s bonus Exp: it is lost.'];
    rows.push({
      key: `ringer-${s.attendanceId}`,
      who: 'Ringer',
      handle: s.player.handle,
      totals: to ? (totals.get(to) ?? { exp: 0, gift_credit: 0, improvement: 0, coin_of_charon: 0 }) : null,
      commission: false,
      notes,
    });
  }
  let gm: PreviewRow | null = null;
  const waits = gmPick !== null && r.waiting.some((w) => w.contractorId === gmPick);
  if (gmPick) {
    const bonusTo = choices.gmBonus || gmPick;
    const name = (id: string) => facts.gmContractors.find((k) => k.id === id)?.name ?? 'the GM’s Contractor';
    const notes = [...heldFor(bonusTo)];
    if (waits) {
      const s = standings[gmPick]!;
      notes.push(
        `The Improvement is kept but waits for a victory: ${name(gmPick)} has received ${plural(s.creditsReceived, 'Gift Credit or Improvement', 'Gift Credits and Improvements')} against a cap of ${giftCreditCap(s.victories)} (2 × ${plural(s.victories, 'victory', 'victories')}).`,
      );
    }
    if (r.gmBonusConditions.length > 0 && bonusTo !== gmPick) notes.push(`The bonus Exp goes to ${name(bonusTo)}.`);
    const mine = totals.get(gmPick) ?? { exp: 0, gift_credit: 0, improvement: 0, coin_of_charon: 0 };
    const other = bonusTo !== gmPick ? totals.get(bonusTo) : undefined;
    gm = {
      key: 'gm',
      who: name(gmPick),
      handle: '',
      totals: { ...mine, exp: mine.exp + (other?.exp ?? 0) },
      commission: false,
      notes,
    };
  }
  return { rows, gm, gmImprovementWaits: waits, missing, problem: null };
}

/** "+7 Exp · +1 Gift Credit": the non-zero parts of a reward. */
export function totalsWords(t: RewardTotals): string {
  const parts = [
    t.exp ? `+${t.exp} Exp` : '',
    t.gift_credit ? `+${plural(t.gift_credit, 'Gift Credit')}` : '',
    t.improvement ? `+${plural(t.improvement, 'Improvement')}` : '',
    t.coin_of_charon ? `+${plural(t.coin_of_charon, 'Coin of Charon', 'Coins of Charon')}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'nothing';
}
