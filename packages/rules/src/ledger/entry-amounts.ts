import {
  ASSETS,
  LIABILITIES,
  isAssetId,
  isLiabilityId,
  type AssetLiabilityConfig,
} from '../character/catalog/index.js';
import { STARTING_EXP } from '../character/costs.js';
import { BONUS_EXP_AWARDS, CONTRACT_EXP_AWARDS, JOURNAL_EXP } from '../character/experience.js';
import { COIN_OF_CHARON_GIFT_CREDITS } from '../character/gift-credits.js';
import { THERAPY_EXP_COST, assetCost, liabilityCredit } from '../character/spending.js';
import { GM_IMPROVEMENTS, RINGER_MISSED_EXP, VICTORY_GIFT_CREDITS } from '../contracts/contract-rewards.js';
import { LEDGER_KINDS, type LedgerKind, type LedgerResource } from './ledger-entry.js';

/** What the rules let one entry move: one of some exact amounts, or any amount of one sign. */
export type AmountRule = { exactly: readonly number[] } | { sign: 1 | -1 };

/** An entry as an audit reads it: the kind is a plain string, since it comes from outside. */
export interface EntryFacts {
  resource: LedgerResource;
  amount: number;
  kind: string;
  cause: Readonly<Record<string, unknown>>;
}

const exactly = (...amounts: number[]): AmountRule => ({ exactly: amounts });
const GAIN: AmountRule = { sign: 1 };
const COST: AmountRule = { sign: -1 };

function catalogValue(cause: EntryFacts['cause'], known: (id: string) => boolean, values: Record<string, number>) {
  return typeof cause.id === 'string' && known(cause.id) ? values[cause.id] : undefined;
}

const assetRows: [string, AssetLiabilityConfig][] = Object.entries(ASSETS);
const assetValues = Object.fromEntries(assetRows.map(([id, a]) => [id, a.value]));
const liabilityValues = Object.fromEntries(Object.entries(LIABILITIES).map(([id, l]) => [id, l.value]));
const giftedCredits = [...new Set(assetRows.flatMap(([, a]) => (a.giftCredit === undefined ? [] : [a.giftCredit])))];

/** The amounts a known kind pays, by resource; raises and creation costs are priced where their causes are read. */
function ruleFor(kind: LedgerKind, entry: EntryFacts): AmountRule {
  const { resource, cause } = entry;
  switch (kind) {
    case 'starting_exp':
      return exactly(STARTING_EXP);
    case 'asset': {
      const value = catalogValue(cause, isAssetId, assetValues);
      return value === undefined ? COST : exactly(-assetCost(value, { atCreation: true }));
    }
    case 'liability': {
      const value = catalogValue(cause, isLiabilityId, liabilityValues);
      return value === undefined ? GAIN : exactly(liabilityCredit(value));
    }
    case 'gifted':
      return exactly(...giftedCredits);
    case 'coin_of_charon':
      return exactly(COIN_OF_CHARON_GIFT_CREDITS);
    case 'contract_attendance': {
      const { attendHome, attendAway } = CONTRACT_EXP_AWARDS;
      if (cause.home === true) return exactly(attendHome);
      return cause.home === false ? exactly(attendAway) : exactly(attendHome, attendAway);
    }
    case 'contract_victory':
      return resource === 'exp' ? exactly(CONTRACT_EXP_AWARDS.victory) : exactly(VICTORY_GIFT_CREDITS);
    case 'commission':
      return exactly(CONTRACT_EXP_AWARDS.commission);
    case 'gm_improvement':
      return exactly(GM_IMPROVEMENTS);
    case 'into_the_fold':
      return exactly(BONUS_EXP_AWARDS.gmIntoTheFold);
    case 'golden_ratio':
      return exactly(BONUS_EXP_AWARDS.gmGoldenRatio);
    case 'ringer_bonus': {
      const { ringer } = BONUS_EXP_AWARDS;
      if (cause.achieved === true) return exactly(ringer);
      return cause.achieved === false ? exactly(RINGER_MISSED_EXP) : exactly(ringer, RINGER_MISSED_EXP);
    }
    case 'move_bonus':
      return exactly(BONUS_EXP_AWARDS.moveSummary);
    case 'journal':
      // A Journal pays 1 Exp, or one Improvement when it is every fourth Contract Journal.
      return exactly(resource === 'exp' ? JOURNAL_EXP : 1);
    case 'therapy':
      return exactly(-THERAPY_EXP_COST);
    case 'scenario_writeup':
    case 'death':
    case 'refund':
      return GAIN;
    case 'import':
    case 'adjustment':
      return { sign: entry.amount < 0 ? -1 : 1 };
    default:
      // Creation traits, raises and every purchase cost something; `auditLedger` prices the ones it can.
      return COST;
  }
}

/**
 * What the rules let an entry of this kind move, or undefined when the kind is unknown. The kind table decides which
 * resources a kind may move (checked separately); this decides how much.
 * @example amountRule({ resource: 'exp', amount: 3, kind: 'commission', cause: {} }) // { exactly: [2] }
 */
export function amountRule(entry: EntryFacts): AmountRule | undefined {
  if (!Object.hasOwn(LEDGER_KINDS, entry.kind)) return undefined;
  return ruleFor(entry.kind as LedgerKind, entry);
}

/** True when the amount fits the rule. */
export function fitsRule(amount: number, rule: AmountRule): boolean {
  return 'exactly' in rule ? rule.exactly.includes(amount) : Math.sign(amount) === rule.sign;
}
