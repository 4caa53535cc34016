import { eq } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { openTable } from '../contracts/fixtures.js';
import {
  contracts,
  creditEntries,
  exchangeReviews,
  ledgerEntries,
  looseEnds,
  scenarioAftermathSpoilers,
  scenarioDiscoveries,
  scenarioHandoutGrants,
  scenarioRevisions,
  scenarioWritingRewards,
  scenarios,
  sitePermissions,
} from '../db/schema.js';

/**
 * Writes at least one row into every table of the Scenarios migration (for backup round trips): a Scenario on the
 * Exchange with a revision and credits, run by a Contract whose player discovered it, read its Aftermath, and
 * received a Loose End and a Trophy from it; the writer's Improvement and an approver's permission.
 */
export async function fillScenarioTables(p: Platform): Promise<void> {
  const table = await openTable(p, {}, 'scenegm');
  const one = await table.seat('sceneone');
  const contractId = await table.schedule();
  const now = p.now();
  const [scenario] = await p.db
    .insert(scenarios)
    .values({
      authorId: table.gm.userId,
      title: 'The Salt Ledger',
      summary: 'A harbour audit goes wrong.',
      tags: ['heist', 'harbour'],
      overview: 'Overview words.',
      handouts: [{ id: 'h1', kind: 'trophy', name: 'A salt-stained ledger page', description: '' }],
      wordCount: 2,
      exchangeState: 'approved',
      exchangeApprovedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const scenarioId = scenario!.id;
  await p.db.update(contracts).set({ scenarioId, scenarioNotes: 'Ran long.' }).where(eq(contracts.id, contractId));
  await p.db
    .insert(sitePermissions)
    .values({ userId: one.player.userId, permission: 'approve_scenarios', grantedAt: now });
  await p.db.insert(scenarioRevisions).values({
    scenarioId,
    number: 1,
    authorId: table.gm.userId,
    content: { title: 'The Salt Ledger' },
    createdAt: now,
  });
  await p.db.insert(exchangeReviews).values({
    scenarioId,
    submittedBy: table.gm.userId,
    submittedAt: now,
    state: 'approved',
    decidedBy: one.player.userId,
    decidedAt: now,
  });
  await p.db
    .insert(creditEntries)
    .values({ userId: table.gm.userId, amount: 340, kind: 'exchange_approval', scenarioId, createdAt: now });
  await p.db
    .insert(scenarioDiscoveries)
    .values({ scenarioId, userId: one.player.userId, reason: 'played', contractId, createdAt: now });
  await p.db.insert(scenarioAftermathSpoilers).values({ scenarioId, userId: one.player.userId, createdAt: now });
  const [entry] = await p.db
    .insert(ledgerEntries)
    .values({
      contractorId: table.gmContractor,
      userId: table.gm.userId,
      resource: 'improvement',
      amount: 1,
      kind: 'scenario_writeup',
      cause: { scenarioId },
      createdAt: now,
    })
    .returning();
  await p.db.insert(scenarioWritingRewards).values({
    scenarioId,
    userId: table.gm.userId,
    contractorId: table.gmContractor,
    ledgerEntryId: entry!.id,
    createdAt: now,
  });
  const [looseEnd] = await p.db
    .insert(looseEnds)
    .values({
      contractorId: one.contractorId,
      name: 'The auditor remembers',
      threatLevel: 'dangerous',
      cutoff: 3,
      grantedBy: table.gm.userId,
      contractId,
      scenarioId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await p.db.insert(scenarioHandoutGrants).values({
    contractId,
    contractorId: one.contractorId,
    handoutId: 'h1',
    kind: 'loose_end',
    grantedText: 'The auditor remembers',
    looseEndId: looseEnd!.id,
    grantedBy: table.gm.userId,
    createdAt: now,
  });
}
