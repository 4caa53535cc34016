import type { RefundIssueCode } from '../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../result.js';
import { LEDGER_KINDS, type LedgerCause, type LedgerKind, type LedgerResource } from './ledger-entry.js';

/** The Exp spends a player may undo before the next Contract starts (crafting and Gift payments are not among them). */
export const REFUNDABLE_KINDS = [
  'raise_attribute',
  'raise_ability',
  'raise_source',
  'therapy',
  'asset_purchase',
  'liability_removal',
] as const satisfies readonly LedgerKind[];
export type RefundableKind = (typeof REFUNDABLE_KINDS)[number];

/** A stored ledger entry as a refund reads it: `at` orders entries and Contract starts (milliseconds). */
export interface RefundLedgerEntry {
  id: string;
  resource: LedgerResource;
  amount: number;
  kind: string;
  cause: Readonly<Record<string, unknown>>;
  voided: boolean;
  at: number;
}

/** What `refundSpend` weighs: the Contractor's whole ledger and when each Contract it attends started. */
export interface RefundCheck {
  ledger: readonly RefundLedgerEntry[];
  entryId: string;
  /** When each Contract the Contractor attends reached its started state (milliseconds). */
  contractStarts: readonly number[];
}

/** The refund entry to write: it gives back what the spend cost and names the spend in its cause. */
export interface RefundPlan {
  spend: RefundLedgerEntry & { kind: RefundableKind };
  amount: number;
  cause: LedgerCause & { refundOf: string; refunded: RefundableKind };
}

type RefundIssue = Issue<RefundIssueCode>;

/** True when the kind is an Exp spend that can be undone. */
export function isRefundableKind(kind: string): kind is RefundableKind {
  return (REFUNDABLE_KINDS as readonly string[]).includes(kind);
}

/** The ids of spends that a live refund entry already reverses. */
export function refundedIds(ledger: readonly RefundLedgerEntry[]): Set<string> {
  const ids = new Set<string>();
  for (const e of ledger)
    if (e.kind === 'refund' && !e.voided && typeof e.cause.refundOf === 'string') ids.add(e.cause.refundOf);
  return ids;
}

/**
 * What a spend bought, as a key shared by every spend on the same thing: a later live spend with the same key is
 * built on it (rank 3 needs rank 2), so spends are undone newest first.
 */
export function spendSlot(kind: string, cause: Readonly<Record<string, unknown>>): string {
  const name = typeof cause.trait === 'string' ? cause.trait.toLowerCase() : '';
  switch (kind) {
    case 'raise_attribute':
      return `attribute:${name}`;
    case 'raise_ability':
      return `${cause.secondary === true ? 'secondary' : 'ability'}:${name}`;
    case 'raise_source':
      return 'source';
    case 'asset_purchase':
    case 'liability_removal':
      return `${kind}:${String(cause.id)}`;
    default:
      return `${kind}:${String(cause.traumaId ?? cause.id ?? '')}`;
  }
}

/**
 * The moment of the latest Contract start (or Contract payout) the ledger knows: spends at or before it are closed,
 * since the Contractor has played with what they bought.
 */
function lastContractMoment(check: Omit<RefundCheck, 'entryId'>): number {
  let last = -Infinity;
  for (const start of check.contractStarts) last = Math.max(last, start);
  for (const e of check.ledger)
    if (!e.voided && Object.hasOwn(LEDGER_KINDS, e.kind) && LEDGER_KINDS[e.kind as LedgerKind].group === 'contract')
      last = Math.max(last, e.at);
  return last;
}

/** Why the spend cannot be undone now, or undefined when it can. */
function refusal(
  ledger: readonly RefundLedgerEntry[],
  spend: RefundLedgerEntry,
  context: { refunded: ReadonlySet<string>; closedUntil: number },
): RefundIssue | undefined {
  const path = ['entryId'];
  const { refunded } = context;
  if (spend.voided || spend.resource !== 'exp' || spend.amount >= 0 || !isRefundableKind(spend.kind))
    return { code: 'not_refundable', path, received: spend.kind };
  if (refunded.has(spend.id)) return { code: 'already_refunded', path };
  if (context.closedUntil >= spend.at) return { code: 'contract_started_since', path };
  const slot = spendSlot(spend.kind, spend.cause);
  const index = ledger.indexOf(spend);
  const later = ledger.find(
    (e, i) =>
      i > index &&
      e.id !== spend.id &&
      !e.voided &&
      e.kind === spend.kind &&
      !refunded.has(e.id) &&
      spendSlot(e.kind, e.cause) === slot,
  );
  if (later) return { code: 'later_purchase_depends', path, received: later.id };
  return undefined;
}

/**
 * Whether one Exp spend can be undone, and the refund entry that does it: only a live raise, therapy, Asset purchase
 * or Liability removal, not refunded yet, with no Contract started since, and nothing bought later on top of it.
 * @example refundSpend({ ledger, entryId: raise.id, contractStarts: [] }) // ok: amount +10, cause { refundOf, … }
 */
export function refundSpend(check: RefundCheck): Result<RefundPlan, RefundIssue> {
  const spend = check.ledger.find((e) => e.id === check.entryId);
  if (!spend) return fail({ code: 'spend_not_found', path: ['entryId'], received: check.entryId });
  const refused = refusal(check.ledger, spend, {
    refunded: refundedIds(check.ledger),
    closedUntil: lastContractMoment(check),
  });
  if (refused) return fail(refused);
  const kind = spend.kind as RefundableKind;
  return ok({
    spend: { ...spend, kind },
    amount: -spend.amount,
    cause: { ...spend.cause, refundOf: spend.id, refunded: kind },
  });
}

/** The ids of every spend `refundSpend` would accept now, for a UI to offer "undo" beside them. */
export function refundableIds(options: Omit<RefundCheck, 'entryId'>): Set<string> {
  const context = { refunded: refundedIds(options.ledger), closedUntil: lastContractMoment(options) };
  // Only spends after the last Contract can pass, so a veteran's long history is not searched once per entry.
  const open = options.ledger.filter((e) => e.at > context.closedUntil);
  return new Set(open.filter((e) => refusal(open, e, context) === undefined).map((e) => e.id));
}
