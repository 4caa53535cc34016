export {
  LEDGER_KINDS,
  LEDGER_KIND_IDS,
  LEDGER_RESOURCES,
  assertLedgerEntry,
  isBonusKind,
  type LedgerCause,
  type LedgerEntry,
  type LedgerEntryDraft,
  type LedgerGroup,
  type LedgerKind,
  type LedgerKindConfig,
  type LedgerResource,
} from './ledger-entry.js';
export {
  balances,
  capStanding,
  earnedExpForCap,
  type CapStanding,
  type ExpTally,
  type FoldableEntry,
  type LedgerBalances,
  type ResourceTally,
} from './balances.js';
export { markVoided, voidEntries } from './void-entries.js';
export { improvementRoom, type ImprovementHolding, type ImprovementRoom } from './waiting-improvements.js';
export {
  LEDGER_LABELS,
  LEDGER_VOIDED_LABEL,
  describeEntry,
  formatEntry,
  type EntryDescription,
  type EntryParam,
} from './describe-entry.js';
export { type EntryFacts } from './entry-amounts.js';
export { auditLedger, type AuditEntry, type AuditedSheet, type LedgerAudit } from './audit-ledger.js';
export {
  REFUNDABLE_KINDS,
  isRefundableKind,
  refundSpend,
  refundableIds,
  refundedIds,
  spendSlot,
  type RefundCheck,
  type RefundLedgerEntry,
  type RefundPlan,
  type RefundableKind,
} from './refund.js';
