import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw.js';
import { creationInput, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getContractor, getLedger } from './read.js';
import {
  UNCLAIMED_LIMITS,
  claimUnclaimedContractor,
  createUnclaimedContractor,
  getSharedContractor,
  getUnclaimedContractor,
  updateUnclaimedContractor,
} from './unclaimed.js';

const here = { ip: '203.0.113.7' };

describe.each(backends)('unclaimed Contractors ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function count(table: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(t.platform.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
    return row?.n ?? 0;
  }

  it('builds one without an account: the edit token opens it, only its hash is stored, the share key shows it', async () => {
    const made = expectOk(await createUnclaimedContractor(t.platform, null, creationInput(), here));
    expect(made.editToken.length).toBeGreaterThanOrEqual(40);
    expect(made.expiresAt).toEqual(new Date(t.clock.now().getTime() + UNCLAIMED_LIMITS.keepMs));
    const stored = await queryRows<{ edit_token_hash: string }>(
      t.platform.db,
      sql`SELECT edit_token_hash FROM unclaimed_contractors`,
    );
    expect(stored[0]?.edit_token_hash).not.toContain(made.editToken);
    expect(stored[0]?.edit_token_hash).toMatch(/^[0-9a-f]{64}$/);
    const view = expectOk(await getUnclaimedContractor(t.platform, { id: made.id, token: made.editToken }));
    expect(view).toMatchObject({ name: 'Ada Quill', version: 1, input: { useCoinOfCharon: false } });
    expect(expectOk(await getSharedContractor(t.platform, made.shareKey)).name).toBe('Ada Quill');
    expect(await count('contractors')).toBe(0);
  });

  it('answers not_found for a wrong or malformed token, id or share key', async () => {
    const made = expectOk(await createUnclaimedContractor(t.platform, null, creationInput(), here));
    for (const key of [
      { id: made.id, token: `${made.editToken}x` },
      { id: made.id, token: '' },
      { id: 'not-an-id', token: made.editToken },
    ])
      expect(await getUnclaimedContractor(t.platform, key)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await getSharedContractor(t.platform, 'short')).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('checks the input like any creation, contradictory picks included', async () => {
    const bad = await createUnclaimedContractor(
      t.platform,
      null,
      creationInput({ assets: ['rich'], liabilities: ['destitute'] }),
      here,
    );
    expect(bad).toMatchObject({ ok: false, error: { code: 'validation_failed', field: 'liabilities.0' } });
    expect(await createUnclaimedContractor(t.platform, null, creationInput({ name: '' }), here)).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', field: 'name' },
    });
    expect(await count('unclaimed_contractors')).toBe(0);
  });

  it('refuses a signed-in builder: they build in their account', async () => {
    const ada = await player(t.platform, 'ada');
    expect(await createUnclaimedContractor(t.platform, ada, creationInput(), here)).toMatchObject({
      ok: false,
      error: { code: 'signed_in', status: 409 },
    });
  });

  it('limits one address to 10 an hour (rate_limited), other addresses unaffected', async () => {
    for (let i = 0; i < UNCLAIMED_LIMITS.perAddress; i++)
      expectOk(await createUnclaimedContractor(t.platform, null, creationInput(), here));
    expect(await createUnclaimedContractor(t.platform, null, creationInput(), here)).toMatchObject({
      ok: false,
      error: { code: 'rate_limited', status: 429 },
    });
    expectOk(await createUnclaimedContractor(t.platform, null, creationInput(), { ip: '198.51.100.2' }));
    t.clock.advance(UNCLAIMED_LIMITS.windowMs + 1);
    expectOk(await createUnclaimedContractor(t.platform, null, creationInput(), here));
  });

  it('saves edits through the edit link, with a version check, and keeps it 30 more days', async () => {
    const made = expectOk(await createUnclaimedContractor(t.platform, null, creationInput(), here));
    const key = { id: made.id, token: made.editToken };
    t.clock.advance(10 * 24 * 60 * 60 * 1000);
    const saved = expectOk(
      await updateUnclaimedContractor(t.platform, key, { version: 1, input: creationInput({ name: 'Ada Vane' }) }),
    );
    expect(saved).toMatchObject({ name: 'Ada Vane', version: 2 });
    expect(saved.expiresAt).toEqual(new Date(t.clock.now().getTime() + UNCLAIMED_LIMITS.keepMs));
    expect(
      await updateUnclaimedContractor(t.platform, key, { version: 1, input: creationInput({ name: 'Stale' }) }),
    ).toMatchObject({ ok: false, error: { code: 'version_conflict', status: 409 } });
    expect(
      await updateUnclaimedContractor(t.platform, { ...key, token: 'wrong' }, { version: 2, input: creationInput() }),
    ).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('expires 30 days after the last save, and the next creation deletes it', async () => {
    const made = expectOk(await createUnclaimedContractor(t.platform, null, creationInput(), here));
    t.clock.advance(UNCLAIMED_LIMITS.keepMs);
    expect(await getUnclaimedContractor(t.platform, { id: made.id, token: made.editToken })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await getSharedContractor(t.platform, made.shareKey)).toMatchObject({ ok: false });
    expectOk(await createUnclaimedContractor(t.platform, null, creationInput(), { ip: '198.51.100.2' }));
    expect(await count('unclaimed_contractors')).toBe(1);
  });

  it('claims into the signed-in account as a full Contractor with its ledger; the links stop working', async () => {
    const made = expectOk(
      await createUnclaimedContractor(t.platform, null, creationInput({ liabilities: ['one_eye'] }), here),
    );
    const key = { id: made.id, token: made.editToken };
    expect(await claimUnclaimedContractor(t.platform, null, key)).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    const ada = await player(t.platform, 'ada');
    expect(await claimUnclaimedContractor(t.platform, ada, { ...key, token: 'guess' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    const { contractorId } = expectOk(await claimUnclaimedContractor(t.platform, ada, key));
    const view = expectOk(await getContractor(t.platform, ada, contractorId));
    expect(view).toMatchObject({ owner: { handle: 'ada' }, editable: true, concept: { name: 'Ada Quill' } });
    expect(view.battleScars.map((s) => s.name)).toEqual(['One Eye']);
    const ledger = expectOk(await getLedger(t.platform, ada, contractorId));
    expect(ledger.map((e) => e.kind)).toContain('starting_exp');
    expect(await getUnclaimedContractor(t.platform, key)).toMatchObject({ ok: false });
    expect(await getSharedContractor(t.platform, made.shareKey)).toMatchObject({ ok: false });
    // A second claim (another tab, another account) finds nothing.
    const bo = await player(t.platform, 'bob');
    expect(await claimUnclaimedContractor(t.platform, bo, key)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await count('contractors')).toBe(1);
  });
});
