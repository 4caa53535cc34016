import type { LedgerEntry, LedgerEntryDraft, LedgerKind, LedgerResource } from './ledger-entry.js';

/** A value a label can show. */
export type EntryParam = string | number | boolean;

/** What an entry was for, as a code (its kind) and the facts a UI needs to put it into words. */
export interface EntryDescription {
  code: LedgerKind;
  resource: LedgerResource;
  amount: number;
  voided: boolean;
  /** The entry's cause flattened to plain values (ids, trait, from, to, name, achieved, …). */
  params: Record<string, EntryParam>;
}

/**
 * Default English words for each kind. `{name}` is replaced by a param; a `[…]` part is dropped when a param in it
 * is missing, so a label never shows a hole.
 */
export const LEDGER_LABELS = {
  starting_exp: 'Starting Exp of a new Contractor',
  creation_traits: 'Attributes and Abilities set at creation',
  asset: 'Asset chosen at creation[: {name}]',
  liability: 'Liability chosen at creation[: {name}]',
  gifted: 'Gift Credit from the Gifted Asset',
  coin_of_charon: 'Gift Credit paid for with a Coin of Charon',
  raise_attribute: 'Trained[ {trait}][ from {from} to {to}]',
  raise_ability: 'Trained[ {trait}][ from {from} to {to}]',
  raise_source: 'Grew Source capacity[ from {from} to {to}]',
  therapy: 'Therapy for a Trauma[: {name}]',
  craft: 'Crafting[: {name}]',
  asset_purchase: 'Bought an Asset[: {name}]',
  liability_removal: 'Bought off a Liability[: {name}]',
  gift_purchase: 'Unlocked a Gift[: {name}]',
  gift_improvement: 'Improved a Gift[: {name}]',
  refund: 'Undid a purchase[: {name}]',
  contract_attendance: 'Took part in a Contract',
  contract_victory: 'Won a Contract',
  commission: 'Picked by the GM for the Commission',
  gm_improvement: 'Ran a Contract as GM',
  death: 'A Contractor fell on a Contract',
  into_the_fold: 'GM bonus: a player’s very first Contract (Into the Fold)',
  golden_ratio: 'GM bonus: a death and a victory in one Contract (Golden Ratio)',
  ringer_bonus: 'Played a Ringer',
  move_bonus: 'GM bonus: ran a Move and wrote it up',
  journal: 'Wrote a Journal',
  scenario_writeup: 'Wrote up a Scenario',
  coin_spent: 'Spent a Coin of Charon',
  import: 'Carried over from an imported record',
  adjustment: 'Corrected by the Playgroup',
} as const satisfies Record<LedgerKind, string>;

/** How a voided entry's label is wrapped; `{label}` is the kind's own words. */
export const LEDGER_VOIDED_LABEL = 'Voided: {label}';

const isParam = (value: unknown): value is EntryParam =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * Describes an entry as a code plus params; the words are made at the edge (see `formatEntry`).
 * @example
 * describeEntry({ kind: 'contract_victory', resource: 'exp', amount: 2, cause: { contractId: 'c1' },
 *   contractorId: 'k1' }).code === 'contract_victory'
 */
export function describeEntry(entry: LedgerEntryDraft & Partial<Pick<LedgerEntry, 'id' | 'voided'>>): EntryDescription {
  const params: Record<string, EntryParam> = {};
  // Only plain values travel: nested objects (a trait snapshot, a list of conditions) stay in the stored cause.
  for (const [key, value] of Object.entries(entry.cause)) if (isParam(value)) params[key] = value;
  return { code: entry.kind, resource: entry.resource, amount: entry.amount, voided: entry.voided ?? false, params };
}

/** Fills a label template from params, dropping every `[…]` part whose params are missing. */
function fill(template: string, params: Readonly<Record<string, EntryParam>>): string {
  const put = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key]));
  const complete = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].every((m) => params[m[1]!] !== undefined);
  return put(template.replace(/\[([^\]]*)\]/g, (_, part: string) => (complete(part) ? part : '')));
}

/**
 * Puts a description into words with a label map (English by default).
 * @example formatEntry(describeEntry(entry)) === 'Trained Brawn from 2 to 3'
 */
export function formatEntry(
  description: EntryDescription,
  labels: Readonly<Record<LedgerKind, string>> = LEDGER_LABELS,
): string {
  const label = fill(labels[description.code], description.params);
  return description.voided ? LEDGER_VOIDED_LABEL.replace('{label}', label) : label;
}
