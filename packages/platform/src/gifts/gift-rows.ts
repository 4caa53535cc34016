import { FREE_CONSUMABLES_PER_DOWNTIME, checkSpecAgainstCatalog, craftingKind, giftCatalog } from '@harbinger/rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { artifactEvents, craftedItems, gifts } from '../db/schema.js';
import type { PlatformError } from '../errors.js';
import { isId } from '../parse.js';
import type { ArtifactEventView, CraftedItemView, GiftView } from './views.js';

export type GiftRow = typeof gifts.$inferSelect;
export type ArtifactEventRow = typeof artifactEvents.$inferSelect;
export type CraftedItemRow = typeof craftedItems.$inferSelect;

const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** The Legendary Artifact type id: the only Gifts with a status and hand-overs. */
export const LEGENDARY = 'legendary-artifact';

/** The columns a Gift takes from its spec and what the spec cost (its words trimmed), when built or improved. */
export function specColumns(
  spec: GiftRow['spec'],
  cost: number,
  systemText: string,
): Pick<GiftRow, 'name' | 'tagline' | 'description' | 'spec' | 'catalogVersion' | 'cost' | 'systemText'> {
  return {
    name: spec.name.trim(),
    tagline: spec.tagline.trim(),
    description: spec.description.trim(),
    spec,
    catalogVersion: spec.catalogVersion,
    cost,
    systemText,
  };
}

/**
 * The refusal for using a Gift an import could not verify (crafting from it, improving it, handing it over), or
 * undefined when it may be used. It waits for a Leader of the home Playgroup to accept it.
 */
export function unverifiedGiftRefusal(row: Pick<GiftRow, 'name' | 'unverified'>): PlatformError | undefined {
  if (!row.unverified) return undefined;
  return {
    code: 'gift_unverified',
    status: 422,
    field: 'giftId',
    message: `${row.name} came with an imported passport this server could not verify; it cannot be used until a Leader of the home Playgroup accepts it.`,
  };
}

/** True when the free Consumable of the current Downtime is still there for this Gift. */
export function freeThisDowntime(row: Pick<GiftRow, 'freeDowntime'>, downtime: number): boolean {
  return FREE_CONSUMABLES_PER_DOWNTIME > 0 && row.freeDowntime !== downtime;
}

function eventView(row: ArtifactEventRow): ArtifactEventView {
  const side = (contractorId: string | null, name: string) =>
    contractorId === null && name === '' ? null : { id: contractorId, name };
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    from: side(row.fromContractorId, row.fromName),
    to: side(row.toContractorId, row.toName),
    note: row.note,
    createdAt: row.createdAt,
  };
}

/** Builds a Gift's view from its row, its artifact history and the current Downtime. */
export function giftView(row: GiftRow, options: { events?: readonly ArtifactEventRow[]; downtime: number }): GiftView {
  const effect = own(giftCatalog.effects, row.effectId);
  const check = checkSpecAgainstCatalog(row.spec, giftCatalog);
  const kind = craftingKind(giftCatalog, row.typeId);
  return {
    id: row.id,
    contractorId: row.contractorId,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    typeId: row.typeId,
    typeName: own(giftCatalog.types, row.typeId)?.name ?? row.typeId,
    effectId: row.effectId,
    effectName: effect?.name ?? row.effectId,
    styleId: row.spec.styleId,
    styleName: own(giftCatalog.styles, row.spec.styleId)?.name ?? row.spec.styleId,
    cost: row.cost,
    systemText: row.systemText,
    revision: row.revision,
    stockId: row.stockId,
    spec: row.spec,
    catalog: {
      version: row.catalogVersion,
      current: !check.versionChanged,
      changed: check.changed,
      missing: check.missing,
    },
    artifact:
      row.typeId === LEGENDARY
        ? { status: row.artifactStatus ?? 'held', history: (options.events ?? []).map(eventView) }
        : null,
    crafting: kind
      ? {
          kind,
          freeCopies: row.freeCopies,
          freeThisDowntime: kind === 'consumable' && freeThisDowntime(row, options.downtime),
        }
      : null,
    unverified: row.unverified,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Builds a crafted item's view; `currentRevision` is its Gift's revision now (when the Gift is still around). */
export function craftedItemView(
  row: CraftedItemRow,
  options: { currentRevision?: number; crafterName?: string | null },
): CraftedItemView {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    giftId: row.giftId,
    quantity: row.quantity,
    systemText: row.systemText,
    giftCost: row.giftCost,
    giftRevision: row.giftRevision,
    outdated: options.currentRevision !== undefined && options.currentRevision > row.giftRevision,
    crafterName: options.crafterName ?? null,
    createdAt: row.createdAt,
  };
}

/** The Gifts a Contractor holds, oldest first. */
export async function giftsOf(tx: Db | Tx, contractorId: string): Promise<GiftRow[]> {
  return tx
    .select()
    .from(gifts)
    .where(eq(gifts.contractorId, contractorId))
    .orderBy(asc(gifts.createdAt), asc(gifts.id));
}

/** The artifact histories of some Gifts, oldest event first, grouped by Gift. */
export async function eventsOf(tx: Db | Tx, giftIds: readonly string[]): Promise<Map<string, ArtifactEventRow[]>> {
  const grouped = new Map<string, ArtifactEventRow[]>();
  if (giftIds.length === 0) return grouped;
  const rows = await tx
    .select()
    .from(artifactEvents)
    .where(inArray(artifactEvents.giftId, [...giftIds]))
    .orderBy(asc(artifactEvents.createdAt), asc(artifactEvents.id));
  for (const row of rows) grouped.set(row.giftId, [...(grouped.get(row.giftId) ?? []), row]);
  return grouped;
}

/** One Gift of one Contractor, locked for the rest of the transaction; undefined when it is not theirs. */
export async function lockGift(
  tx: Tx,
  options: { giftId: string; contractorId: string },
): Promise<GiftRow | undefined> {
  if (!isId(options.giftId)) return undefined;
  const [row] = await tx
    .select()
    .from(gifts)
    .where(and(eq(gifts.id, options.giftId), eq(gifts.contractorId, options.contractorId)))
    .for('update');
  return row;
}
