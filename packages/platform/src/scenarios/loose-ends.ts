import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { threatBlocksPlay, threatManifested, type ThreatLevel } from '@harbinger/rules';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { readVisibleSheet } from '../contractors/sheet-read.js';
import { contractAttendances, contracts, looseEnds, playgroupContractors, scenarios } from '../db/schema.js';
import { success, type Outcome } from '../errors.js';
import { runsContractsAtHome } from '../moves/access.js';
import { looseEndFilterSchema } from '../moves/schemas.js';
import { parseInput } from '../parse.js';
import { can, loadMembership } from '../playgroups/roles.js';

// Loose Ends on a sheet. Every reader of the sheet learns that one hangs over the Contractor (name, description and
// how bad it is); what will come for them (the Threat), how long they have (the Cutoff) and how to tie it up are for
// those who run the game around it: the GM who granted it, the home Playgroup's Leaders, and the GM of a Contract the
// Contractor is seated at. Once the Cutoff reaches 0 the Threat has come due, and its player is told what it is
// (never the Cutoff itself). `getLooseEnds` is the one place that decides who reads the hidden part.

/** What only the GMs and Leaders around a Contractor read of a Loose End. */
export interface LooseEndSecrets {
  threat: string;
  /** Contracts attended before the Threat comes due. */
  cutoff: number;
  tieUp: string;
  /** When due, the Threat must be met in a Hustle before the Contractor plays again. */
  needsHustle: boolean;
  /** How a GM tied it up, once resolved. */
  resolution: string;
}

/** A Loose End as a sheet shows it; `secrets` is null for readers who may not know them. */
export interface LooseEndView {
  id: string;
  name: string;
  description: string;
  threatLevel: ThreatLevel;
  /** The Scenario and Contract it came from, when a Scenario handed it out; the Move, when a Move granted it. */
  from: { scenario: { id: string; title: string } | null; contractId: string | null; moveId: string | null };
  createdAt: Date;
  /** Its Threat came due (the Cutoff reached 0) and it is not tied up: every reader of the sheet is told. */
  manifested: boolean;
  /** Due and waiting for a Hustle: its Contractor cannot answer invitations until a GM records it resolved. */
  blocksPlay: boolean;
  /** The Threat, for those who read the secrets and, once it came due, for the player too. */
  threat: string | null;
  resolvedAt: Date | null;
  secrets: LooseEndSecrets | null;
}

/** A sheet's Loose Ends, and whether the reader may grant and tie them up (a GM of its Playgroup). */
export interface LooseEndsView {
  looseEnds: LooseEndView[];
  manage: boolean;
}

/** Why a reader may see a Loose End's hidden part (beyond having granted it): a Leader at home, or a seated GM. */
export async function readsAllSecrets(db: Db | Tx, actor: NonNullable<Actor>, contractorId: string): Promise<boolean> {
  const [homes, seatedUnder] = await Promise.all([
    db
      .select({ playgroupId: playgroupContractors.playgroupId })
      .from(playgroupContractors)
      .where(eq(playgroupContractors.contractorId, contractorId)),
    db
      .select({ id: contracts.id })
      .from(contracts)
      .innerJoin(contractAttendances, eq(contractAttendances.contractId, contracts.id))
      .where(
        and(
          eq(contractAttendances.contractorId, contractorId),
          eq(contracts.gmId, actor.userId),
          inArray(contracts.state, ['scheduled', 'active']),
        ),
      )
      .limit(1),
  ]);
  if (seatedUnder.length > 0) return true;
  for (const home of homes) {
    const m = await loadMembership(db, home.playgroupId, actor.userId);
    if (m.ok && can(m.value, 'administrate')) return true;
  }
  return false;
}

/**
 * The Loose Ends on a sheet (open ones unless `state` says `resolved` or `all`), for anyone who may read the sheet (a
 * private one is not_found otherwise). The Threat, Cutoff and tie-up come only to the GM who granted each one,
 * Leaders (administrate) of the Contractor's home Playgroup, and the GM of a scheduled or active Contract the
 * Contractor is seated at; never to its own player, who learns the Threat only once it came due.
 * @example const { looseEnds } = expectOk(await getLooseEnds(p, actor, contractorId))
 */
export async function getLooseEnds(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  filter: unknown = {},
): Promise<Outcome<LooseEndsView>> {
  const parsed = parseInput(looseEndFilterSchema, filter ?? {});
  if (!parsed.ok) return parsed;
  const { state } = parsed.value;
  const found = await readVisibleSheet(p, actor, contractorId, 0);
  if (!found.ok) return found;
  // readVisibleSheet answered, so the id is a well-formed one of a sheet the reader may see.
  const id = contractorId as string;
  const owner = found.value.viewer === 'owner';
  const manage = actor !== null && !owner && (await runsContractsAtHome(p.db, actor.userId, id));
  // The sheet's stamp covers the loose_ends rows, so its count is current: most sheets have none to read.
  if (state === 'open' && found.value.sheet.rows.openLooseEnds === 0) return success({ looseEnds: [], manage });
  const which =
    state === 'open'
      ? isNull(looseEnds.resolvedAt)
      : state === 'resolved'
        ? isNotNull(looseEnds.resolvedAt)
        : undefined;
  const rows = await p.db
    .select({ le: looseEnds, title: scenarios.title })
    .from(looseEnds)
    .leftJoin(scenarios, eq(scenarios.id, looseEnds.scenarioId))
    .where(and(eq(looseEnds.contractorId, id), which))
    .orderBy(asc(looseEnds.createdAt), asc(looseEnds.id));
  if (rows.length === 0) return success({ looseEnds: [], manage });
  const all = actor !== null && !owner && (await readsAllSecrets(p.db, actor, id));
  return success({
    looseEnds: rows.map(({ le, title }) => {
      const state = { cutoff: le.cutoff, needsHustle: le.needsHustle, resolved: le.resolvedAt !== null };
      const manifested = threatManifested(state);
      const secret = all || (actor !== null && !owner && le.grantedBy === actor.userId);
      return {
        id: le.id,
        name: le.name,
        description: le.description,
        threatLevel: le.threatLevel,
        from: {
          scenario: le.scenarioId && title !== null ? { id: le.scenarioId, title } : null,
          contractId: le.contractId,
          moveId: le.grantedByMoveId,
        },
        createdAt: le.createdAt,
        manifested,
        blocksPlay: threatBlocksPlay(state),
        threat: secret || (owner && manifested) ? le.threat : null,
        resolvedAt: le.resolvedAt,
        secrets: secret
          ? {
              threat: le.threat,
              cutoff: le.cutoff,
              tieUp: le.tieUp,
              needsHustle: le.needsHustle,
              resolution: le.resolution,
            }
          : null,
      };
    }),
    manage,
  });
}
