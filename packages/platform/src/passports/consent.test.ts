import { describe, expect, it } from 'vitest';
import { getContractor } from '../contractors/read.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { CONSENT_LIFETIME_MS, createPassportConsent, takeConsentedPassport } from './consent.js';
import { importPassport } from './import-passport.js';

describe.each(backends)('consent links ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('lets the named player take a transferable passport once, and import it as theirs', async () => {
    const ada = await player(t.platform, 'ada');
    const bob = await player(t.platform, 'bob');
    const cleo = await player(t.platform, 'cleo');
    const id = await contractorFor(t.platform, ada, { name: 'Handed Over' });
    const consent = expectOk(await createPassportConsent(t.platform, ada, id, { handle: 'Bob' }));
    expect(consent).toMatchObject({
      contractorId: id,
      recipient: { handle: 'bob' },
      expiresAt: new Date(t.clock.now().getTime() + CONSENT_LIFETIME_MS),
    });
    expect(await takeConsentedPassport(t.platform, cleo, consent.token)).toMatchObject({
      ok: false,
      error: { code: 'consent_not_yours', status: 403 },
    });
    const passport = expectOk(await takeConsentedPassport(t.platform, bob, consent.token));
    expect(passport.claim).toMatchObject({ owner: 'ada', holder: { userId: bob.userId, handle: 'bob' } });
    expect(await takeConsentedPassport(t.platform, bob, consent.token)).toMatchObject({
      ok: false,
      error: { code: 'consent_used', status: 409 },
    });
    expect(await importPassport(t.platform, cleo, passport)).toMatchObject({
      ok: false,
      error: { code: 'passport_not_yours' },
    });
    // Ada's Contractor still lives here, so Bob's is a copy: never clean, though with no victories or Gifts nothing
    // waits for a Leader.
    const imported = expectOk(await importPassport(t.platform, bob, JSON.parse(JSON.stringify(passport))));
    expect(imported).toMatchObject({ verified: false, unverified: null });
    expect(expectOk(await getContractor(t.platform, bob, imported.id))).toMatchObject({
      owner: { handle: 'bob' },
      concept: { name: 'Handed Over' },
    });
  });

  it('only the owner makes one, for someone else; it expires after a week', async () => {
    const ada = await player(t.platform, 'ada');
    const bob = await player(t.platform, 'bob');
    const id = await contractorFor(t.platform, ada);
    expect(await createPassportConsent(t.platform, bob, id, { handle: 'bob' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden', status: 403 },
    });
    // A private Contractor is not even there for anyone else.
    const hidden = await contractorFor(t.platform, ada, { private: true });
    expect(await createPassportConsent(t.platform, bob, hidden, { handle: 'bob' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', status: 404 },
    });
    expect(await createPassportConsent(t.platform, ada, id, { handle: 'ada' })).toMatchObject({
      ok: false,
      error: { code: 'consent_to_self', status: 422 },
    });
    expect(await createPassportConsent(t.platform, ada, id, { handle: 'nobody' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', field: 'handle' },
    });
    expect(await createPassportConsent(t.platform, null, id, { handle: 'bob' })).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    const early = expectOk(await createPassportConsent(t.platform, ada, id, { handle: 'bob' })).token;
    const token = expectOk(await createPassportConsent(t.platform, ada, id, { handle: 'bob' })).token;
    // Still good a moment before the week is out; not at the week.
    t.clock.advance(CONSENT_LIFETIME_MS - 1);
    expectOk(await takeConsentedPassport(t.platform, bob, early));
    t.clock.advance(1);
    expect(await takeConsentedPassport(t.platform, bob, token)).toMatchObject({
      ok: false,
      error: { code: 'consent_expired' },
    });
    expect(await takeConsentedPassport(t.platform, bob, 'not-a-token')).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });
});
