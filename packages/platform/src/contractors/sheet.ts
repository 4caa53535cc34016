import {
  ASSETS,
  LIABILITIES,
  LIMITS,
  SCAR_CLASSES,
  STOCK_BATTLE_SCARS,
  STOCK_TRAUMAS,
  assetsExpCost,
  assetsGiftCredits,
  checkGiftCreditCap,
  deriveContractor,
  isAssetId,
  isLiabilityId,
  liabilitiesExpCredit,
  nextDegradationAt,
  offRulesFlags,
  statusFromVictories,
  validateTraits,
  type AssetId,
  type BattleScarFacts,
  type LiabilityId,
  type ScarClassId,
  type StockBattleScarId,
  type TraitRatings,
} from '@harbinger/rules';
import type { Db, Tx } from '../db/connection.js';
import type {
  battleScars,
  contractors,
  injuries,
  ledgerEntries,
  traumas,
  StoredLimit,
  StoredScarEffects,
  UnverifiedImport,
} from '../db/schema.js';
import { describeIssue } from './describe-issue.js';
import { foldLedger } from './ledger.js';
import type { DeathFact } from './life.js';
import { loadSheetIn } from './sheet-query.js';
import type { AssetLiabilityView, BattleScarView, ContractorView, InjuryView, LimitView } from './views.js';

export type ContractorRow = typeof contractors.$inferSelect;
export type InjuryRow = typeof injuries.$inferSelect;
export type BattleScarRow = typeof battleScars.$inferSelect;
export type TraumaRow = typeof traumas.$inferSelect;

/** Every stored fact of one Contractor. */
export interface SheetRows {
  contractor: ContractorRow;
  ownerHandle: string;
  injuries: InjuryRow[];
  battleScars: BattleScarRow[];
  traumas: TraumaRow[];
  ledger: (typeof ledgerEntries.$inferSelect)[];
  /** The death that stands, or null while the Contractor lives. */
  death: DeathFact | null;
  /** How many Loose Ends hang over the Contractor, not yet resolved. */
  openLooseEnds: number;
}

/** Reads a Contractor and everything hanging off it in one query, or undefined when there is no such row. */
export async function loadSheet(tx: Tx | Db, id: string): Promise<SheetRows | undefined> {
  return (await loadSheetIn(tx, id))?.rows;
}

/** A Contractor's trait ratings as rules read them. */
export function traitsOf(row: ContractorRow): TraitRatings {
  return {
    attributes: row.attributes as TraitRatings['attributes'],
    abilities: row.abilities as TraitRatings['abilities'],
    secondaryAbilities: row.secondaryAbilities,
  };
}

/** The derived numbers of a sheet, straight from @harbinger/rules. */
export function deriveSheet(rows: Pick<SheetRows, 'contractor' | 'injuries' | 'battleScars' | 'traumas'>) {
  return deriveContractor({
    traits: traitsOf(rows.contractor),
    victories: rows.contractor.victories,
    injuries: rows.injuries.map((i) => ({ severity: i.severity })),
    mindDamage: rows.contractor.mindDamage,
    battleScars: rows.battleScars.map(scarFacts),
    traumas: rows.traumas.length,
  });
}

/** A stored scar as the rules' derivation reads it: its stock id, its name, and a custom scar's numbers. */
export function scarFacts(row: BattleScarRow): BattleScarFacts {
  return { stockId: row.stockId, name: row.name, ...(row.effects ?? {}) };
}

export function limitView(limit: StoredLimit): LimitView {
  if ('custom' in limit)
    return { name: limit.custom, description: 'A Limit of the player’s own wording.', custom: true };
  const config = (LIMITS as Record<string, { name: string; trigger: string }>)[limit.id];
  return { id: limit.id, name: config?.name ?? limit.id, description: config?.trigger ?? '', custom: false };
}

function catalogView(
  id: string,
  table: Record<string, { name: string; value: number; category: string; restricted: boolean; grants: string }>,
): AssetLiabilityView {
  const row = table[id];
  return row
    ? { id, name: row.name, value: row.value, category: row.category, restricted: row.restricted, grants: row.grants }
    : { id, name: id, value: 0, category: 'unknown', restricted: false, grants: '' };
}

function injuryView(row: InjuryRow, scar: BattleScarRow | undefined): InjuryView {
  // The platform never worsens an Injury by itself (table time is not wall time): it shows when the next
  // worsening falls due counting from the last change of Severity.
  const due = nextDegradationAt({ severity: row.severity, minutesElapsed: 0, stabilized: row.stabilized });
  return {
    id: row.id,
    severity: row.severity,
    originalSeverity: row.originalSeverity,
    stabilized: row.stabilized,
    cleanHeal: row.cleanHeal,
    failedAttempts: row.failedAttempts,
    receivedAt: row.receivedAt,
    scarClass: row.scarClass,
    ...(scar?.stockId ? { scarId: scar.stockId } : {}),
    ...(scar ? { battleScarId: scar.id } : {}),
    ...(due === null ? {} : { degradesAt: new Date(row.degradingSince.getTime() + due * 60_000) }),
    note: row.note,
  };
}

function battleScarView(row: BattleScarRow): BattleScarView {
  const stock = row.stockId ? STOCK_BATTLE_SCARS[row.stockId as StockBattleScarId] : undefined;
  const className = SCAR_CLASSES[row.scarClass as ScarClassId]?.name ?? row.scarClass;
  return {
    id: row.id,
    ...(row.stockId ? { stockId: row.stockId } : {}),
    name: row.name ?? `${className} Battle Scar (not picked yet)`,
    class: row.scarClass,
    permanent: row.permanent,
    chosen: row.name !== null,
    ...(row.injuryId ? { injuryId: row.injuryId } : {}),
    ...(stock ? { effect: stock.effect } : row.effects ? { effect: customEffectWords(row.effects) } : {}),
    ...(row.willToSurvive ? { willToSurvive: true } : {}),
    ...(row.effects ? { effects: row.effects } : {}),
  };
}

/** A custom scar's numbers in words. */
function customEffectWords(effects: StoredScarEffects): string {
  const words: string[] = [];
  if (effects.penalty) words.push(`${String(effects.penalty)} dice off every pool (not on top of the wound penalty)`);
  if (effects.penaltyFloor) words.push(`the Penalty is never below ${String(effects.penaltyFloor)}`);
  if (effects.movementMultiplier !== undefined && effects.movementMultiplier < 1)
    words.push(effects.movementMultiplier === 0.5 ? 'moves at half speed' : 'moves at a quarter of the speed');
  if (effects.noDashOrSprint) words.push('no dashing or sprinting');
  const text = words.join('; ');
  return text === '' ? '' : `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The sheet's words for what an import left unverified. */
function unverifiedWords(pending: UnverifiedImport): string {
  const what = [
    ...(pending.victories > 0 ? [pending.victories === 1 ? '1 victory' : `${pending.victories} victories`] : []),
    ...(pending.gifts > 0 ? [pending.gifts === 1 ? '1 Gift' : `${pending.gifts} Gifts`] : []),
  ].join(' and ');
  const from = pending.issuer === '' ? 'a passport' : `a passport from ${pending.issuer}`;
  const how = {
    unsigned: `${from} this server could not verify (it was not signed)`,
    unknown_signer: `${from} this server could not verify (this server does not trust its signer)`,
    changed: `${from} this server could not verify (it was changed after it was signed)`,
    duplicate: `${from} that copies a Contractor already on this server`,
  }[pending.reason];
  return `Imported, unverified: ${what} came with ${how}. None of it counts until a Leader of the home Playgroup accepts the import.`;
}

function flagsOf(rows: SheetRows, available: number): ContractorView['flags'] {
  const { contractor } = rows;
  const assets = contractor.assets.filter(isAssetId) as AssetId[];
  const liabilities = contractor.liabilities.filter(isLiabilityId) as LiabilityId[];
  const flags: ContractorView['flags'] = [];
  const pending = contractor.unverifiedImport;
  if (pending) flags.push({ code: 'imported_unverified', message: unverifiedWords(pending) });
  // The ledger already paid for Assets and credited Liabilities; offRulesFlags expects the Exp before them.
  const beforePicks = available + assetsExpCost(assets, { atCreation: true }) - liabilitiesExpCredit(liabilities);
  for (const flag of offRulesFlags({ assets, liabilities, expAvailable: beforePicks })) {
    if (flag.code === 'restricted_asset')
      flags.push({
        code: flag.code,
        message: `${ASSETS[flag.id].name} is a restricted Asset: it needs the Playgroup Leader’s approval.`,
      });
    else if (flag.code === 'restricted_liability')
      flags.push({
        code: flag.code,
        message: `${LIABILITIES[flag.id].name} is a restricted Liability: it needs the Playgroup Leader’s approval.`,
      });
    else
      flags.push({
        code: flag.code,
        message: `${flag.amount} Exp more was spent than the Contractor had (off-rules).`,
      });
  }
  const traits = validateTraits(traitsOf(contractor), { status: statusFromVictories(contractor.victories) });
  if (!traits.ok) for (const issue of traits.issues) flags.push({ code: issue.code, message: describeIssue(issue) });
  for (const limit of contractor.limits) {
    if ('custom' in limit && !limit.approved)
      flags.push({
        code: 'custom_limit',
        message: `The custom Limit “${limit.custom}” needs the Playgroup Leader’s approval.`,
      });
  }
  // The cap limits Improvements spent; one held past it (a GM's earned at the cap) waits for a victory, no flag.
  const spent = -rows.ledger
    .filter((e) => e.voidedAt === null && e.resource === 'improvement' && e.amount < 0)
    .reduce((sum, e) => sum + e.amount, 0);
  const cap = checkGiftCreditCap({
    victories: contractor.victories,
    gifted: assetsGiftCredits(assets) > 0,
    charonCoin: rows.ledger.some((e) => e.kind === 'coin_of_charon' && e.voidedAt === null),
    improvements: spent,
  });
  if (!cap.ok) for (const issue of cap.issues) flags.push({ code: issue.code, message: describeIssue(issue) });
  return flags;
}

/**
 * Builds the sheet view from stored facts; `viewerId` decides `editable`, and `leader` (the viewer manages
 * Contractors in its home Playgroup) `leaderMayEdit`.
 */
export function buildView(rows: SheetRows, viewerId: string | undefined, leader = false): ContractorView {
  const c = rows.contractor;
  const totals = foldLedger(rows.ledger);
  const scarByInjury = new Map(rows.battleScars.filter((s) => s.injuryId).map((s) => [s.injuryId!, s]));
  return {
    id: c.id,
    owner: { handle: rows.ownerHandle },
    version: c.version,
    private: c.private,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    concept: conceptOf(c),
    limits: c.limits.map(limitView),
    attributes: c.attributes,
    abilities: c.abilities,
    secondaryAbilities: c.secondaryAbilities,
    assets: c.assets.map((id) => catalogView(id, ASSETS)),
    liabilities: c.liabilities.map((id) => catalogView(id, LIABILITIES)),
    injuries: rows.injuries.map((i) => injuryView(i, scarByInjury.get(i.id))),
    mindDamage: c.mindDamage,
    traumas: rows.traumas.map((t) => ({
      id: t.id,
      ...(t.stockId ? { stockId: t.stockId } : {}),
      name: t.name,
      summary: t.summary,
    })),
    battleScars: rows.battleScars.map(battleScarView),
    ...plainFields(c),
    unverifiedImport: c.unverifiedImport ?? null,
    derived: deriveSheet(rows),
    exp: totals.exp,
    giftCredits: totals.giftCredits,
    improvements: totals.improvements,
    flags: flagsOf(rows, totals.exp.available),
    retiredAt: c.retiredAt,
    editable: viewerId !== undefined && viewerId === c.ownerId && c.retiredAt === null,
    leaderMayEdit: leader && viewerId !== c.ownerId && c.retiredAt === null && rows.death === null,
    dead: rows.death !== null,
    diedAt: rows.death?.diedAt ?? null,
  };
}

/** The summary line of a stock Trauma, for new Trauma rows. */
export function stockTrauma(id: string): { name: string; summary: string } | undefined {
  return (STOCK_TRAUMAS as Record<string, { name: string; summary: string }>)[id];
}

/** Stored fields that a sheet view, a passport and an import all carry unchanged. */
export const PLAIN_FIELDS = [
  'source',
  'conditions',
  'circumstances',
  'trophies',
  'equipment',
  'weapons',
  'armor',
  'biography',
  'notes',
  'victories',
] as const;

/** A stored Contractor's concept sentence, as the sheet view and the passport both carry it. */
export function conceptOf(c: ContractorRow): ContractorView['concept'] {
  const { name, archetype, paradigm, ambition, age, residence, appearance } = c;
  return { name, archetype, paradigm, ambition, age, residence, appearance };
}

/** Copies the plain fields of a Contractor, whatever shape holds them (row, view or passport). */
export function plainFields<T extends Record<(typeof PLAIN_FIELDS)[number], unknown>>(
  c: T,
): Pick<T, (typeof PLAIN_FIELDS)[number]> {
  return Object.fromEntries(PLAIN_FIELDS.map((key) => [key, c[key]])) as Pick<T, (typeof PLAIN_FIELDS)[number]>;
}
