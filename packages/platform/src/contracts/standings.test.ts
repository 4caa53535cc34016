import { LEDGER_KINDS, capStanding } from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractorDeaths, contractors, ledgerEntries, type LedgerResource } from '../db/schema.js';
import { contractorFor, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { foldable, lockStandings } from './standings.js';

const RESOURCES: LedgerResource[] = ['exp', 'gift_credit', 'improvement'];
// Every kind the rules know, and one they do not (it folds as a bookkeeping adjustment).
const KINDS = [...Object.keys(LEDGER_KINDS), 'kind_from_the_future'];

const entry = fc.record({
  resource: fc.constantFrom(...RESOURCES),
  kind: fc.constantFrom(...KINDS),
  amount: fc.integer({ min: -40, max: 40 }),
  voided: fc.boolean(),
});

describe.each(backends)('locking standings ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('sums each ledger in SQL to exactly what the rules fold from every single entry', async () => {
    const owner = await player(t.platform, 'ledgerkeeper');
    const id = await contractorFor(t.platform, owner);
    const other = await contractorFor(t.platform, owner, { name: 'Someone Else' });
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { maxLength: 40 }),
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        async (entries, victories, dead) => {
          const now = t.clock.now();
          await t.platform.db.delete(ledgerEntries).where(eq(ledgerEntries.contractorId, id));
          await t.platform.db.delete(contractorDeaths).where(eq(contractorDeaths.contractorId, id));
          await t.platform.db.update(contractors).set({ victories }).where(eq(contractors.id, id));
          if (entries.length > 0) {
            await t.platform.db.insert(ledgerEntries).values(
              entries.map((e) => ({
                contractorId: id,
                resource: e.resource,
                amount: e.amount,
                kind: e.kind,
                cause: {},
                createdAt: now,
                voidedAt: e.voided ? now : null,
              })),
            );
          }
          if (dead)
            await t.platform.db
              .insert(contractorDeaths)
              .values({ contractorId: id, diedAt: now, createdAt: now, updatedAt: now });
          const rows = await t.platform.db.select().from(ledgerEntries).where(eq(ledgerEntries.contractorId, id));
          const expected = capStanding(rows.map(foldable), victories);
          const locked = await t.platform.db.transaction((tx) => lockStandings(tx, [other, id, id]));
          expect(locked.get(id)!.standing).toEqual({
            victories,
            earnedExpForCap: expected.earnedExpForCap,
            creditsReceived: expected.creditsReceived,
            dead,
          });
          expect(locked.get(other)!.standing.dead).toBe(false);
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});
