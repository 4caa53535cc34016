// Test helpers for the Scenario play suites: Scenarios written straight into the table (the create workflow is
// another part's), with the writer's discovery, and discoveries for anyone a test needs spoiled.
import type { DiscoveryReason } from '@harbinger/rules';
import type { Platform } from '../context.js';
import { scenarios, type StoredHandout } from '../db/schema.js';
import { discover } from './discovery.js';

/** A Scenario as a test wants it; the writer (when given) discovers it as `wrote`. */
export interface TestScenario {
  authorId?: string | null;
  title?: string;
  summary?: string;
  wordCount?: number;
  forLearning?: boolean;
  stockKey?: string | null;
  handouts?: StoredHandout[];
}

/** The handouts most tests grant: one of each kind. */
export const TEST_HANDOUTS: StoredHandout[] = [
  { id: 'cond', kind: 'condition', name: 'Salt in the wounds', description: 'Stings in the rain.' },
  { id: 'circ', kind: 'circumstance', name: 'Owed a favour by the harbourmaster', description: '' },
  { id: 'trophy', kind: 'trophy', name: 'A brass ledger key', description: 'Opens something.' },
  {
    id: 'le',
    kind: 'loose_end',
    name: 'The auditor remembers',
    description: 'Someone saw your face.',
    threat: 'The auditor sends collectors.',
    threatLevel: 'deadly',
    cutoff: 3,
    tieUp: 'Burn the second ledger.',
  },
];

/** Inserts a Scenario (and the writer's discovery); answers its id. */
export async function insertScenario(p: Platform, s: TestScenario = {}): Promise<string> {
  const now = p.now();
  const [row] = await p.db
    .insert(scenarios)
    .values({
      authorId: s.authorId ?? null,
      title: s.title ?? 'The Salt Ledger',
      summary: s.summary ?? 'A harbour audit goes wrong.',
      wordCount: s.wordCount ?? 1200,
      forLearning: s.forLearning ?? false,
      stockKey: s.stockKey ?? null,
      handouts: s.handouts ?? TEST_HANDOUTS,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: scenarios.id });
  const id = row!.id;
  if (s.authorId)
    await p.db.transaction((tx) => discover(tx, [{ scenarioId: id, userId: s.authorId!, reason: 'wrote' }], now));
  return id;
}

/** Records that `userId` discovered the Scenario for `reason` (a share, an unlock) outside any workflow. */
export async function spoil(p: Platform, scenarioId: string, userId: string, reason: DiscoveryReason = 'shared') {
  await p.db.transaction((tx) => discover(tx, [{ scenarioId, userId, reason }], p.now()));
}
