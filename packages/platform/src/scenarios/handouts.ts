import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { contractors, looseEnds, scenarioHandoutGrants, scenarios, type StoredHandout } from '../db/schema.js';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';
import { discover } from './discovery.js';

// What recording a Contract that runs a Scenario adds, in the recording's transaction: everyone who held a seat
// discovers it (played) and so does the GM (gmed); the GM's chosen handouts land on the sheets, each as a
// `scenario_handout_grants` row that voiding reverses exactly.

/** The sheet list each kind of handout is appended to (Loose Ends have their own table). */
const LIST_COLUMN = { condition: 'conditions', circumstance: 'circumstances', trophy: 'trophies' } as const;

/** A handout as a sheet lists it, naming where it came from: `Name — from “Scenario title”`. */
export function handoutText(name: string, scenarioTitle: string): string {
  return `${name} — from “${scenarioTitle}”`;
}

/** One grant the GM asked for: a handout of the Scenario and who receives it. */
export interface HandoutChoice {
  handoutId: string;
  contractorIds: readonly string[];
}

/** A seat as the recording knows it, with the outcome the GM gave a Contractor seat. */
export interface RecordedSeat {
  userId: string;
  contractorId: string | null;
  ringer: boolean;
  outcome: string | null;
}

const bad = (code: string, field: string, message: string): PlatformError => ({ code, status: 422, field, message });

/**
 * Inside the recording's transaction: the seated players and the GM discover the Contract's Scenario, and the GM's
 * handouts are granted to attending Contractors (a Contractor who died or declined receives none, nor a Ringer).
 * Answers the Contractors whose sheets changed. Refuses handouts for a Contract that runs no Scenario, an unknown
 * handout, or a recipient who did not attend.
 */
export async function recordScenarioRun(
  tx: Tx,
  options: {
    contract: { id: string; gmId: string; scenarioId: string | null };
    seats: readonly RecordedSeat[];
    handouts: readonly HandoutChoice[];
    now: Date;
  },
): Promise<Outcome<string[]>> {
  const { contract: c, seats, handouts, now } = options;
  if (!c.scenarioId) {
    if (handouts.some((h) => h.contractorIds.length > 0))
      return failure(bad('no_scenario', 'handouts', 'This Contract runs no Scenario, so it has no handouts to grant.'));
    return success([]);
  }
  const scenarioId = c.scenarioId;
  await discover(
    tx,
    [
      ...[...new Set(seats.map((s) => s.userId))].map((userId) => ({
        scenarioId,
        userId,
        reason: 'played' as const,
        contractId: c.id,
      })),
      { scenarioId, userId: c.gmId, reason: 'gmed' as const, contractId: c.id },
    ],
    now,
  );
  if (!handouts.some((h) => h.contractorIds.length > 0)) return success([]);
  const [scenario] = await tx
    .select({ title: scenarios.title, handouts: scenarios.handouts })
    .from(scenarios)
    .where(eq(scenarios.id, scenarioId));
  const attending = new Set(
    seats.flatMap((s) =>
      s.contractorId && !s.ringer && s.outcome !== 'death' && s.outcome !== 'declined' ? [s.contractorId] : [],
    ),
  );
  const grants: { handout: StoredHandout; contractorId: string }[] = [];
  for (const [i, choice] of handouts.entries()) {
    const handout = scenario?.handouts.find((h) => h.id === choice.handoutId);
    if (!handout)
      return failure(bad('unknown_handout', `handouts.${i}.handoutId`, 'That handout is not part of this Scenario.'));
    for (const [j, contractorId] of [...new Set(choice.contractorIds)].entries()) {
      if (!attending.has(contractorId))
        return failure(
          bad(
            'handout_not_attending',
            `handouts.${i}.contractorIds.${j}`,
            'Handouts go to Contractors who took part and lived (not Ringers, not the dead).',
          ),
        );
      grants.push({ handout, contractorId });
    }
  }
  const title = scenario!.title;
  for (const { handout, contractorId } of grants) {
    let looseEndId: string | null = null;
    let text = handoutText(handout.name, title);
    if (handout.kind === 'loose_end') {
      const [row] = await tx
        .insert(looseEnds)
        .values({
          contractorId,
          name: handout.name,
          description: handout.description,
          threat: handout.threat ?? '',
          threatLevel: handout.threatLevel ?? 'dangerous',
          cutoff: handout.cutoff ?? 3,
          tieUp: handout.tieUp ?? '',
          grantedBy: c.gmId,
          contractId: c.id,
          scenarioId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: looseEnds.id });
      looseEndId = row!.id;
      text = handout.name;
    } else {
      const column = sql.identifier(LIST_COLUMN[handout.kind]);
      await tx.execute(
        sql`UPDATE contractors SET ${column} = ${column} || jsonb_build_array(${text}::text) WHERE id = ${contractorId}::uuid`,
      );
    }
    await tx.insert(scenarioHandoutGrants).values({
      contractId: c.id,
      contractorId,
      handoutId: handout.id,
      kind: handout.kind,
      grantedText: text,
      looseEndId,
      grantedBy: c.gmId,
      createdAt: now,
    });
  }
  const touched = [...new Set(grants.map((g) => g.contractorId))];
  if (touched.length > 0)
    await tx
      .update(contractors)
      .set({ version: sql`${contractors.version} + 1`, updatedAt: now })
      .where(inArray(contractors.id, touched));
  return success(touched);
}

/**
 * Takes back every handout a voided Contract granted: each appended list entry is removed once (the last copy of
 * that exact text, so an identical entry the player wrote earlier stays) and each Loose End is deleted.
 * Discoveries stay: nobody un-learns a Scenario. Answers the Contractors whose sheets changed.
 */
export async function reverseHandoutGrants(tx: Tx, contractId: string, now: Date): Promise<string[]> {
  const grants = await tx.select().from(scenarioHandoutGrants).where(eq(scenarioHandoutGrants.contractId, contractId));
  for (const g of grants) {
    if (g.kind === 'loose_end') {
      if (g.looseEndId) await tx.delete(looseEnds).where(eq(looseEnds.id, g.looseEndId));
      continue;
    }
    const column = sql.identifier(LIST_COLUMN[g.kind]);
    // The last position holding exactly the granted text (0-based for jsonb's `-` operator).
    await tx.execute(sql`UPDATE contractors SET ${column} = ${column} - (
        SELECT (max(t.n) - 1)::int FROM jsonb_array_elements_text(${column}) WITH ORDINALITY AS t(v, n) WHERE t.v = ${g.grantedText}
      ) WHERE id = ${g.contractorId}::uuid
        AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(${column}) AS e(v) WHERE e.v = ${g.grantedText})`);
  }
  if (grants.length > 0)
    await tx.delete(scenarioHandoutGrants).where(
      and(
        eq(scenarioHandoutGrants.contractId, contractId),
        inArray(
          scenarioHandoutGrants.id,
          grants.map((g) => g.id),
        ),
      ),
    );
  const touched = [...new Set(grants.map((g) => g.contractorId))];
  if (touched.length > 0)
    await tx
      .update(contractors)
      .set({ version: sql`${contractors.version} + 1`, updatedAt: now })
      .where(inArray(contractors.id, touched));
  return touched;
}
