import { traitsExpCost } from '../character/costs.js';
import { CREATION_STATUS, raisePrice, type RaiseTrait } from '../character/raise-price.js';
import { STARTING_SOURCE_CAPACITY } from '../character/source.js';
import { THERAPY_EXP_COST } from '../character/spending.js';
import {
  ATTRIBUTE_IDS,
  PRIMARY_ABILITY_IDS,
  newContractorTraits,
  type AttributeId,
  type PrimaryAbilityId,
  type TraitRatings,
} from '../character/traits.js';
import { validateTraits } from '../character/validate-traits.js';
import type { LedgerAuditIssueCode } from '../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../result.js';
import { amountRule, fitsRule, type AmountRule, type EntryFacts } from './entry-amounts.js';
import { LEDGER_KINDS, type LedgerKindConfig } from './ledger-entry.js';

/** A ledger entry as a Contractor's history carries it from another database. */
export interface AuditEntry extends EntryFacts {
  voided: boolean;
  /** The entry's id in the history it came from; a refund names the spend it undoes by it (`cause.refundOf`). */
  id?: string;
}

/** The sheet facts a history must account for. */
export interface AuditedSheet {
  attributes: Record<AttributeId, number>;
  abilities: Partial<Record<PrimaryAbilityId, number>>;
  secondaryAbilities: Record<string, number>;
  /** Null when the Contractor has no Source. */
  sourceCapacity: number | null;
  victories: number;
}

/** What `auditLedger` checks. */
export interface LedgerAudit {
  entries: readonly AuditEntry[];
  sheet: AuditedSheet;
  /** A known server vouches for the history, so its bookkeeping entries (`adjustment`, `import`) are taken as is. */
  vouched: boolean;
}

type AuditIssue = Issue<LedgerAuditIssueCode>;
type Ratings = {
  attributes: Record<string, number>;
  abilities: Record<string, number>;
  secondary: Record<string, number>;
};

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const wholeValues = (value: unknown): value is Record<string, number> =>
  isRecord(value) && Object.values(value).every(isWhole);
const words = (rule: AmountRule) =>
  'exactly' in rule ? rule.exactly.join(' or ') : rule.sign > 0 ? 'a gain' : 'a cost';

/** The ratings a creation entry says were bought, when its cause holds a sound set of them. */
function creationRatings(cause: EntryFacts['cause']): TraitRatings | undefined {
  const { attributes, abilities, secondaryAbilities = {} } = cause;
  if (!wholeValues(attributes) || !wholeValues(abilities) || !wholeValues(secondaryAbilities)) return undefined;
  if (!ATTRIBUTE_IDS.every((id) => Object.hasOwn(attributes, id))) return undefined;
  const traits: TraitRatings = { attributes, abilities, secondaryAbilities };
  return validateTraits(traits, { status: CREATION_STATUS }).ok ? traits : undefined;
}

/** A problem one replayed entry shows, its path relative to the entry. */
type StepIssue = Omit<AuditIssue, 'path'> & { path: (string | number)[] };

const RAISES: Record<string, RaiseTrait> = {
  raise_attribute: 'attribute',
  raise_ability: 'ability',
  raise_source: 'source',
};

/** The running rating a raise starts from (the list and key it lives under), or undefined for an unknown trait. */
function raisedSlot(
  trait: RaiseTrait,
  cause: EntryFacts['cause'],
  ratings: Ratings,
): [Record<string, number>, string] | undefined {
  if (typeof cause.trait !== 'string') return undefined;
  if (trait === 'attribute')
    return (ATTRIBUTE_IDS as string[]).includes(cause.trait) ? [ratings.attributes, cause.trait] : undefined;
  if (cause.secondary === true) return [ratings.secondary, cause.trait];
  return (PRIMARY_ABILITY_IDS as string[]).includes(cause.trait) ? [ratings.abilities, cause.trait] : undefined;
}

/**
 * Applies one live entry to the running ratings: creation sets them, a raise steps one up at its price. Answers
 * 'source' for a Source raise (capacity can be lost and started again, so only the count matters), else a problem.
 */
function replayStep(entry: AuditEntry, ratings: Ratings): StepIssue | 'source' | undefined {
  const unreadable: StepIssue = { code: 'unreadable_ledger_cause', path: ['cause'], received: entry.kind };
  if (entry.kind === 'creation_traits') {
    const bought = creationRatings(entry.cause);
    if (!bought) return unreadable;
    ratings.attributes = { ...bought.attributes };
    ratings.abilities = { ...(bought.abilities as Record<string, number>) };
    ratings.secondary = { ...bought.secondaryAbilities };
    const cost = -traitsExpCost(bought);
    return entry.amount === cost
      ? undefined
      : { code: 'wrong_ledger_amount', path: ['amount'], expected: String(cost), received: String(entry.amount) };
  }
  const trait = RAISES[entry.kind];
  if (!trait) return undefined;
  const { from, to } = entry.cause;
  if (!isWhole(from) || to !== from + 1) return unreadable;
  const price = raisePrice({ trait, from });
  if (!price.ok) return { code: 'raise_out_of_step', path: ['cause', 'from'], received: String(from) };
  if (entry.amount !== -price.value)
    return {
      code: 'wrong_ledger_amount',
      path: ['amount'],
      expected: String(-price.value),
      received: String(entry.amount),
    };
  if (trait === 'source') return 'source';
  const slot = raisedSlot(trait, entry.cause, ratings);
  if (!slot) return unreadable;
  const [list, key] = slot;
  const current = list[key] ?? (trait === 'attribute' ? 1 : 0);
  if (current !== from)
    return { code: 'raise_out_of_step', path: ['cause', 'from'], expected: String(current), received: String(from) };
  list[key] = to;
  return undefined;
}

/**
 * Applies a live refund: it gives back exactly what the spend it names charged, and a refunded raise steps its
 * rating back down from the rank the raise bought. Answers 'source' for a refunded Source raise.
 */
function replayRefund(entry: AuditEntry, ratings: Ratings): StepIssue | 'source' | undefined {
  const { refunded, from, to } = entry.cause;
  const unreadable: StepIssue = { code: 'unreadable_ledger_cause', path: ['cause'], received: entry.kind };
  const wrong = (expected: number): StepIssue | undefined =>
    entry.amount === expected
      ? undefined
      : { code: 'wrong_ledger_amount', path: ['amount'], expected: String(expected), received: String(entry.amount) };
  if (refunded === 'therapy') return wrong(THERAPY_EXP_COST);
  // The spend it names was matched already: kind and amount agree, so the price is the one the spend paid.
  if (refunded === 'asset_purchase' || refunded === 'liability_removal') return undefined;
  const trait = typeof refunded === 'string' ? RAISES[refunded] : undefined;
  if (!trait || !isWhole(from) || to !== from + 1) return unreadable;
  const price = raisePrice({ trait, from });
  if (!price.ok) return { code: 'refund_out_of_step', path: ['cause', 'from'], received: String(from) };
  const amount = wrong(price.value);
  if (amount) return amount;
  if (trait === 'source') return 'source';
  const slot = raisedSlot(trait, entry.cause, ratings);
  if (!slot) return unreadable;
  const [list, key] = slot;
  const current = list[key] ?? (trait === 'attribute' ? 1 : 0);
  if (current !== to)
    return { code: 'refund_out_of_step', path: ['cause', 'to'], expected: String(current), received: String(to) };
  list[key] = from;
  return undefined;
}

/** A value as JSON with every object's keys sorted, so two causes compare equal whatever order a file wrote. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * The spend a refund undoes: an earlier entry whose id is the refund's `refundOf`, still live and not refunded yet,
 * of the kind the refund says it undoes, that cost exactly what the refund gives back. Answers the spend's index, or
 * the problem.
 */
function refundedSpend(entries: readonly AuditEntry[], i: number, undone: ReadonlySet<number>): number | StepIssue {
  const refund = entries[i]!;
  const { refundOf, refunded } = refund.cause;
  const missing: StepIssue = { code: 'refund_out_of_step', path: ['cause', 'refundOf'], received: String(refundOf) };
  if (typeof refundOf !== 'string' || refundOf === '') return missing;
  const index = entries.findIndex((e, j) => j < i && e.id === refundOf);
  const spend = entries[index];
  if (!spend || spend.voided || undone.has(index) || spend.kind !== refunded || spend.resource !== 'exp')
    return missing;
  // A refund carries the spend's own cause, so it cannot claim to undo another trait or thing than the spend bought.
  const same = (key: string) => canonical(refund.cause[key]) === canonical(spend.cause[key]);
  if (!Object.keys(spend.cause).every(same))
    return { code: 'unreadable_ledger_cause', path: ['cause'], received: refund.kind };
  if (refund.amount !== -spend.amount)
    return {
      code: 'wrong_ledger_amount',
      path: ['amount'],
      expected: String(-spend.amount),
      received: String(refund.amount),
    };
  return index;
}

/** The starting Exp comes exactly once; creation's other entries at most once. */
function checkOnce(seen: ReadonlyMap<string, number>, issues: AuditIssue[]): void {
  const starts = seen.get('starting_exp') ?? 0;
  if (starts !== 1)
    issues.push({ code: 'starting_exp_not_once', path: ['ledger'], expected: '1', received: String(starts) });
  for (const kind of ['creation_traits', 'coin_of_charon'])
    if ((seen.get(kind) ?? 0) > 1)
      issues.push({ code: 'repeated_creation_entry', path: ['ledger'], received: kind, max: 1 });
}

/** Every rating on the sheet against what the ledger bought (an Ability missing on one side counts as 0). */
function compareRatings(bought: Ratings, sheet: AuditedSheet): AuditIssue[] {
  const issues: AuditIssue[] = [];
  const compare = (
    group: string,
    ledger: Record<string, number>,
    held: Record<string, number | undefined>,
    floor: number,
  ) => {
    for (const key of new Set([...Object.keys(ledger), ...Object.keys(held)])) {
      const expected = ledger[key] ?? floor;
      const received = held[key] ?? floor;
      if (expected !== received)
        issues.push({
          code: 'rating_not_in_ledger',
          path: ['contractor', group, key],
          expected: String(expected),
          received: String(received),
        });
    }
  };
  compare('attributes', bought.attributes, sheet.attributes, 1);
  compare('abilities', bought.abilities, sheet.abilities, 0);
  compare('secondaryAbilities', bought.secondary, sheet.secondaryAbilities, 0);
  return issues;
}

/**
 * Replays a Contractor's history against the rules: every entry's kind, resource and amount must be what the rules
 * pay or charge (a raise its price, the creation entry the cost of the ratings it lists); the starting Exp comes
 * once; a refund names (`cause.refundOf`) an earlier live spend of the kind it undoes, not refunded before, carries
 * that spend's cause and gives back exactly what it charged, and a refunded raise steps its rating back down; the
 * ratings must be exactly what creation and the raises (less the refunded ones) bought, Source capacity no more than
 * its raises allow, and the victory count the victories the ledger paid. Unvouched histories may not carry
 * bookkeeping adjustments, since nothing limits their size. Answers the ratings the ledger bought.
 * @example auditLedger({ entries, sheet, vouched: false }).ok
 */
export function auditLedger(audit: LedgerAudit): Result<TraitRatings, AuditIssue> {
  const issues: AuditIssue[] = [];
  const base = newContractorTraits();
  const ratings: Ratings = { attributes: { ...base.attributes }, abilities: {}, secondary: {} };
  const seen = new Map<string, number>();
  let sourceRaises = 0;
  let victories = 0;
  const undone = new Set<number>();
  audit.entries.forEach((entry, i) => {
    const at = (...rest: (string | number)[]) => ['ledger', i, ...rest];
    const config: LedgerKindConfig | undefined = Object.hasOwn(LEDGER_KINDS, entry.kind)
      ? LEDGER_KINDS[entry.kind as keyof typeof LEDGER_KINDS]
      : undefined;
    const rule = amountRule(entry);
    if (!config || !rule) {
      issues.push({ code: 'unknown_ledger_kind', path: at('kind'), received: entry.kind });
      return;
    }
    if (!config.resources.includes(entry.resource))
      issues.push({
        code: 'wrong_ledger_resource',
        path: at('resource'),
        expected: config.resources.join(', '),
        received: entry.resource,
      });
    if (!fitsRule(entry.amount, rule))
      issues.push({
        code: 'wrong_ledger_amount',
        path: at('amount'),
        expected: words(rule),
        received: String(entry.amount),
      });
    if ((entry.kind === 'adjustment' || entry.kind === 'import') && !audit.vouched)
      issues.push({ code: 'unvouched_adjustment', path: at('kind'), received: entry.kind });
    if (entry.voided) return;
    seen.set(entry.kind, (seen.get(entry.kind) ?? 0) + 1);
    if (entry.kind === 'contract_victory' && entry.resource === 'exp') victories += 1;
    if (entry.kind === 'refund') {
      const spend = refundedSpend(audit.entries, i, undone);
      if (typeof spend !== 'number') {
        issues.push({ ...spend, path: at(...spend.path) } as AuditIssue);
        return;
      }
      undone.add(spend);
      const step = replayRefund(entry, ratings);
      if (step === 'source') sourceRaises -= 1;
      else if (step) issues.push({ ...step, path: at(...step.path) } as AuditIssue);
      return;
    }
    const step = replayStep(entry, ratings);
    if (step === 'source') sourceRaises += 1;
    else if (step) issues.push({ ...step, path: at(...step.path) } as AuditIssue);
  });
  checkOnce(seen, issues);
  issues.push(...compareRatings(ratings, audit.sheet));
  const { sourceCapacity } = audit.sheet;
  if (sourceCapacity !== null && sourceCapacity > STARTING_SOURCE_CAPACITY + sourceRaises)
    issues.push({
      code: 'rating_not_in_ledger',
      path: ['contractor', 'source', 'capacity'],
      max: STARTING_SOURCE_CAPACITY + sourceRaises,
      received: String(sourceCapacity),
    });
  if (audit.sheet.victories !== victories)
    issues.push({
      code: 'victories_not_in_ledger',
      path: ['contractor', 'victories'],
      expected: String(victories),
      received: String(audit.sheet.victories),
    });
  if (issues.length > 0) return fail(...issues);
  return ok({
    attributes: ratings.attributes as TraitRatings['attributes'],
    abilities: ratings.abilities,
    secondaryAbilities: ratings.secondary,
  });
}
