import { getTableName, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getContractor } from '../contractors/read.js';
import { DATA_TABLES, ledgerEntries } from '../db/schema.js';
import { expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getPlaygroup } from '../playgroups/playgroups.js';
import { getCoins, getContractorLedger } from './coins.js';
import { getContractorRecord } from './contractor-record.js';
import { finishContract } from './finish.js';
import { openTable, runningContract, setVictories } from './fixtures.js';
import { listGraveyard } from './graveyard.js';
import { rsvp } from './rsvp.js';
import { voidContractRecord } from './void.js';

describe.each(backends)('voiding a Contract ($name)', (backend) => {
  const t = useTestPlatform(backend);

  const balancesOf = async (contractorId: string) => {
    const v = expectOk(await getContractor(t.platform, null, contractorId));
    return {
      exp: v.exp,
      giftCredits: v.giftCredits,
      improvements: v.improvements,
      victories: v.victories,
      status: v.derived.status,
    };
  };

  it('restores every balance, victory, Status and death exactly, and leaves notices on the sheets', async () => {
    const table = await openTable(t.platform, { goldenRatio: true });
    await setVictories(t.platform, table.gmContractor, 2);
    const ann = await table.seat('ann', { victories: 3 });
    const bob = await table.seat('bob');
    const ids = [ann.contractorId, bob.contractorId, table.gmContractor];
    const before = await Promise.all(ids.map(balancesOf));
    const id = await runningContract(table, [ann, bob]);
    t.clock.advance(3600_000);
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [
          { contractorId: ann.contractorId, outcome: 'victory', commission: true },
          { contractorId: bob.contractorId, outcome: 'death' },
        ],
        gmImprovementContractorId: table.gmContractor,
      }),
    );
    expect(await Promise.all(ids.map(balancesOf))).not.toEqual(before);
    t.clock.advance(86_400_000);
    const member = await table.seat('moe');
    expect(await voidContractRecord(t.platform, member.player, id, {})).toMatchObject({
      ok: false,
      error: {
        code: 'not_a_player',
        status: 403,
        message: 'Leaders and Judges can void this Contract; players who took part can vote to void it.',
      },
    });
    const result = expectOk(await voidContractRecord(t.platform, table.gm, id, { reason: 'It broke the setting.' }));
    expect(result).toMatchObject({
      voided: true,
      authority: 'manage_contracts',
      revived: [bob.contractorId],
      overdrawn: [],
    });
    // Ann's four, Bob's attendance and Coin, the GM's Improvement and bonus.
    expect(result.entriesVoided).toBe(4 + 1 + 1 + 1 + 1);
    expect(result.statusChanges).toEqual([{ contractorId: ann.contractorId, before: 'novice', after: 'newbie' }]);
    expect(await Promise.all(ids.map(balancesOf))).toEqual(before);
    expect(expectOk(await getCoins(t.platform, bob.player)).available).toBe(0);
    expect(expectOk(await listGraveyard(t.platform, null, {})).items).toEqual([]);
    // The entries stay, marked voided, so the ledger still tells the story.
    const annLedger = expectOk(await getContractorLedger(t.platform, null, ann.contractorId)).filter(
      (e) => e.cause.contractId === id,
    );
    expect(annLedger).toHaveLength(4);
    expect(annLedger.every((e) => e.voidedAt !== null)).toBe(true);
    const bobRecord = expectOk(await getContractorRecord(t.platform, null, bob.contractorId));
    expect(bobRecord.death).toBeNull();
    expect(bobRecord.notices.map((n) => n.code)).toEqual(['contract_voided', 'death_voided']);
    expect(bobRecord.notices[1]!.message).toContain('GMs, take note');
    expect(expectOk(await getContractorRecord(t.platform, null, ann.contractorId)).notices[0]!.message).toContain(
      'It broke the setting.',
    );
    expect(expectOk(await getPlaygroup(t.platform, null, table.playgroupId)).record).toMatchObject({
      contracts: 0,
      deaths: 0,
      danger: 'untested',
    });
    // Bob lives again and may answer invitations.
    const next = await table.schedule();
    expectOk(await rsvp(t.platform, bob.player, next, { contractorId: bob.contractorId }));
    // Voiding twice is refused: the Contract is no longer finished.
    expect(await voidContractRecord(t.platform, table.gm, id, {})).toMatchObject({
      ok: false,
      error: { code: 'contract_not_finished', status: 409 },
    });
  });

  it('needs every player who took part when no Leader voids it; a split Contract needs a simple majority', async () => {
    const table = await openTable(t.platform);
    const seats = await Promise.all(['ann', 'bob', 'cat'].map((h) => table.seat(h)));
    const outcomes = seats.map((s) => ({ contractorId: s.contractorId, outcome: 'failure' }));
    const whole = await runningContract(table, seats);
    expectOk(await finishContract(t.platform, table.gm, whole, { outcomes }));
    const first = expectOk(await voidContractRecord(t.platform, seats[0]!.player, whole, {}));
    expect(first).toMatchObject({ voided: false, votes: { for: 1, eligible: 3 } });
    expect(first.contract.viewer).toMatchObject({ mayVote: true, voted: true });
    expect(expectOk(await voidContractRecord(t.platform, seats[1]!.player, whole, {})).voided).toBe(false);
    expect(expectOk(await voidContractRecord(t.platform, seats[2]!.player, whole, {}))).toMatchObject({
      voided: true,
      authority: 'unanimous',
    });
    const split = await runningContract(table, seats, { splitOverSessions: true });
    expectOk(await finishContract(t.platform, table.gm, split, { outcomes }));
    expect(expectOk(await voidContractRecord(t.platform, seats[0]!.player, split, {})).voided).toBe(false);
    expect(expectOk(await voidContractRecord(t.platform, seats[1]!.player, split, {}))).toMatchObject({
      voided: true,
      authority: 'majority',
    });
  });

  it('still voids when the rewards were already spent, and says the balance went below zero', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const id = await runningContract(table, [ann]);
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'victory' }],
      }),
    );
    // The player spends all but 1 Exp, the Contract's 5 included (one bookkeeping entry stands for the purchases).
    const spent = expectOk(await getContractor(t.platform, ann.player, ann.contractorId)).exp.available - 1;
    await t.platform.db.insert(ledgerEntries).values({
      contractorId: ann.contractorId,
      resource: 'exp',
      amount: -spent,
      kind: 'adjustment',
      createdAt: t.clock.now(),
    });
    const result = expectOk(await voidContractRecord(t.platform, table.gm, id, {}));
    expect(result.overdrawn).toEqual([
      { contractorId: ann.contractorId, userId: null, resource: 'exp', available: -4 },
    ]);
    const after = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    expect(after.exp.available).toBe(-4);
    expect(after.victories).toBe(0);
    expect(expectOk(await getContractorRecord(t.platform, null, ann.contractorId)).notices[0]!.message).toContain(
      'now stands at -4 exp',
    );
  });
});

describe('voiding undoes any recorded Contract exactly (property, PGlite)', () => {
  const t = useTestPlatform(backends[0]!);

  it('for any mix of outcomes, Commission and GM pick, finishing then voiding leaves every balance as it was', async () => {
    const outcome = fc.constantFrom('victory', 'failure', 'death', 'declined');
    await fc.assert(
      fc.asyncProperty(
        fc.array(outcome, { minLength: 1, maxLength: 4 }),
        fc.nat(4),
        fc.boolean(),
        fc.nat(5),
        async (outcomes, commissionAt, gmPick, gmVictories) => {
          await t.platform.db.execute(
            sql.raw(`TRUNCATE ${DATA_TABLES.map((x) => `"${getTableName(x)}"`).join(', ')} CASCADE`),
          );
          const table = await openTable(t.platform, { goldenRatio: true });
          await setVictories(t.platform, table.gmContractor, gmVictories);
          const seats: Awaited<ReturnType<typeof table.seat>>[] = [];
          for (let i = 0; i < outcomes.length; i++) seats.push(await table.seat(`p${i}x`, { victories: i * 3 }));
          const ids = [...seats.map((s) => s.contractorId), table.gmContractor];
          const snapshot = async () => ({
            sheets: await Promise.all(
              ids.map(async (id) => {
                const v = expectOk(await getContractor(t.platform, null, id));
                return [v.exp, v.giftCredits, v.improvements, v.victories];
              }),
            ),
            coins: await Promise.all(seats.map(async (s) => expectOk(await getCoins(t.platform, s.player)).available)),
          });
          const before = await snapshot();
          const id = await runningContract(table, seats);
          const commission =
            seats[commissionAt] && outcomes[commissionAt] !== 'death' && outcomes[commissionAt] !== 'declined'
              ? seats[commissionAt]!.contractorId
              : null;
          expectOk(
            await finishContract(t.platform, table.gm, id, {
              outcomes: seats.map((s, i) => ({
                contractorId: s.contractorId,
                outcome: outcomes[i],
                commission: s.contractorId === commission,
              })),
              ...(gmPick ? { gmImprovementContractorId: table.gmContractor } : {}),
            }),
          );
          expectOk(await voidContractRecord(t.platform, table.gm, id, {}));
          expect(await snapshot()).toEqual(before);
          expect(expectOk(await listGraveyard(t.platform, null, {})).items).toEqual([]);
        },
      ),
      { numRuns: 6 },
    );
  }, 120_000);
});
