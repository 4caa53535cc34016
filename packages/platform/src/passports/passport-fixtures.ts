// Test support only: a Contractor's play history written the way finished Contracts write it, so a passport of it
// passes the rules' ledger audit.
import { generateKeyPairSync } from 'node:crypto';
import { CONTRACT_EXP_AWARDS } from '@harbinger/rules';
import { eq, sql } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { appendLedger, type LedgerEntryInput } from '../contractors/ledger.js';
import { contractors } from '../db/schema.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { createPassportConsent } from './consent.js';
import { exportPassport } from './export-passport.js';
import { importPassport } from './import-passport.js';
import { trustServer } from './trust.js';

/** Won home Contracts (attendance, the victory's Exp and Gift Credit, one victory each) and GM Improvements. */
export async function earn(
  p: Platform,
  contractorId: string,
  given: { victories?: number; improvements?: number },
): Promise<void> {
  await p.db.transaction(async (tx) => {
    const entries: LedgerEntryInput[] = [];
    for (let i = 0; i < (given.victories ?? 0); i++) {
      const cause = { contractId: `test-contract-${i}`, home: true };
      entries.push(
        { resource: 'exp', amount: CONTRACT_EXP_AWARDS.attendHome, kind: 'contract_attendance', cause },
        { resource: 'exp', amount: CONTRACT_EXP_AWARDS.victory, kind: 'contract_victory', cause },
        { resource: 'gift_credit', amount: 1, kind: 'contract_victory', cause },
      );
    }
    for (let i = 0; i < (given.improvements ?? 0); i++)
      entries.push({ resource: 'improvement', amount: 1, kind: 'gm_improvement' });
    await appendLedger(tx, contractorId, entries, p.now());
    await tx
      .update(contractors)
      .set({ victories: sql`${contractors.victories} + ${given.victories ?? 0}` })
      .where(eq(contractors.id, contractorId));
  });
}

/** A row in every passport table backups copy: a trusted server, a consent link and an imported passport. */
export async function fillPassportTables(p: Platform): Promise<void> {
  const other = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  expectOk(await trustServer(p, { origin: 'https://other.example', publicKey: other }));
  const cara = await player(p, 'cara');
  const dan = await player(p, 'dan');
  const id = await contractorFor(p, cara, { name: 'Cara Vance' });
  expectOk(await createPassportConsent(p, cara, id, { handle: dan.handle }));
  const passport = expectOk(await exportPassport(p, cara, id));
  expectOk(await importPassport(p, cara, JSON.parse(JSON.stringify(passport))));
}
