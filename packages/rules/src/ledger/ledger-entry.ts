/**
 * What a ledger entry counts: Exp, Gift Credits and Improvements belong to a Contractor, Coins of Charon to a player.
 */
export const LEDGER_RESOURCES = ['exp', 'gift_credit', 'improvement', 'coin_of_charon'] as const;
export type LedgerResource = (typeof LEDGER_RESOURCES)[number];

/**
 * Why an entry exists, in broad strokes: building the Contractor (`creation`), buying something (`spending`),
 * a Contract's own rewards (`contract`), bonus Exp earned away from the table (`bonus`), writing (`writing`)
 * or bookkeeping (`record`).
 */
export type LedgerGroup = 'creation' | 'spending' | 'contract' | 'bonus' | 'writing' | 'record';

/** One row of the kind table: which resources the kind may move and its group. */
export interface LedgerKindConfig {
  resources: readonly LedgerResource[];
  group: LedgerGroup;
}

/** Every kind of ledger entry, keyed by the snake_case id that is stored with the entry. */
export const LEDGER_KINDS = {
  // Building a Contractor.
  starting_exp: { resources: ['exp'], group: 'creation' },
  creation_traits: { resources: ['exp'], group: 'creation' },
  asset: { resources: ['exp'], group: 'creation' },
  liability: { resources: ['exp'], group: 'creation' },
  gifted: { resources: ['gift_credit'], group: 'creation' },
  /** The Gift Credit a new Contractor gets when its player spends a Coin of Charon on it. */
  coin_of_charon: { resources: ['gift_credit'], group: 'creation' },
  // Spending between Contracts.
  raise_attribute: { resources: ['exp'], group: 'spending' },
  raise_ability: { resources: ['exp'], group: 'spending' },
  raise_source: { resources: ['exp'], group: 'spending' },
  therapy: { resources: ['exp'], group: 'spending' },
  craft: { resources: ['exp'], group: 'spending' },
  asset_purchase: { resources: ['exp'], group: 'spending' },
  liability_removal: { resources: ['exp'], group: 'spending' },
  gift_purchase: { resources: ['gift_credit'], group: 'spending' },
  gift_improvement: { resources: ['gift_credit', 'improvement'], group: 'spending' },
  /** Gives back an Exp spend undone before the next Contract started; its cause names the entry it reverses. */
  refund: { resources: ['exp'], group: 'spending' },
  // What a finished Contract pays.
  contract_attendance: { resources: ['exp'], group: 'contract' },
  contract_victory: { resources: ['exp', 'gift_credit'], group: 'contract' },
  commission: { resources: ['exp'], group: 'contract' },
  gm_improvement: { resources: ['improvement'], group: 'contract' },
  /** The Coin of Charon a player receives when one of their Contractors dies on a Contract. */
  death: { resources: ['coin_of_charon'], group: 'contract' },
  // Bonus Exp: only while the cap allows.
  into_the_fold: { resources: ['exp'], group: 'bonus' },
  golden_ratio: { resources: ['exp'], group: 'bonus' },
  ringer_bonus: { resources: ['exp'], group: 'bonus' },
  move_bonus: { resources: ['exp'], group: 'bonus' },
  // Writing.
  journal: { resources: ['exp', 'improvement'], group: 'writing' },
  scenario_writeup: { resources: ['improvement'], group: 'writing' },
  // Bookkeeping.
  coin_spent: { resources: ['coin_of_charon'], group: 'spending' },
  import: { resources: ['exp', 'gift_credit', 'improvement', 'coin_of_charon'], group: 'record' },
  adjustment: { resources: ['exp', 'gift_credit', 'improvement', 'coin_of_charon'], group: 'record' },
} as const satisfies Record<string, LedgerKindConfig>;
export type LedgerKind = keyof typeof LEDGER_KINDS;

/** Kind ids in table order. */
export const LEDGER_KIND_IDS = Object.keys(LEDGER_KINDS) as LedgerKind[];

/** Where an entry came from; every id is optional, and extra facts (trait, from, to, name, …) ride along. */
export interface LedgerCause {
  contractId?: string;
  attendanceId?: string;
  journalId?: string;
  giftId?: string;
  moveId?: string;
  scenarioId?: string;
  /** On a Coin of Charon: the Contractor whose death paid for it. */
  deceasedContractorId?: string;
  [detail: string]: unknown;
}

/** A ledger entry before it is stored: no id yet, never voided. */
export interface LedgerEntryDraft {
  /** The Contractor whose balance moves; null for a player-level entry (Coins of Charon). */
  contractorId: string | null;
  /** The player concerned: the holder of a player-level entry, otherwise the Contractor's player when known. */
  userId?: string | null;
  resource: LedgerResource;
  /** Signed whole number: a gain is positive, a cost negative. */
  amount: number;
  kind: LedgerKind;
  cause: LedgerCause;
}

/** A stored ledger entry: append-only, so voiding flips `voided` and never deletes it. */
export interface LedgerEntry extends LedgerEntryDraft {
  id: string;
  voided: boolean;
}

/** True when positive amounts of this kind are bonus Exp, which the bonus cap governs. */
export function isBonusKind(kind: LedgerKind): boolean {
  return LEDGER_KINDS[kind].group === 'bonus';
}

/**
 * Throws when an entry breaks the ledger's shape (a programmer mistake, never a player's): the amount must be a
 * non-zero whole number, the resource one its kind allows, and the holder the one the resource calls for.
 */
export function assertLedgerEntry(entry: LedgerEntryDraft): void {
  const config: LedgerKindConfig | undefined = LEDGER_KINDS[entry.kind];
  if (!config) throw new TypeError(`unknown ledger kind ${String(entry.kind)}`);
  if (!Number.isInteger(entry.amount) || entry.amount === 0)
    throw new RangeError(`a ledger amount must be a non-zero whole number, got ${entry.amount}`);
  if (!config.resources.includes(entry.resource))
    throw new TypeError(`a ${entry.kind} entry cannot move ${entry.resource}`);
  // The resource decides the holder: Coins of Charon are the player's, the rest the Contractor's.
  const playerLevel = entry.resource === 'coin_of_charon';
  if (playerLevel && (entry.contractorId !== null || !entry.userId))
    throw new TypeError('a Coin of Charon belongs to a player: contractorId null, userId set');
  if (!playerLevel && entry.contractorId === null)
    throw new TypeError(`a ${entry.resource} entry needs a contractorId`);
}
