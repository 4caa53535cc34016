import { z } from 'zod';
import { UNVERIFIED_REASONS } from '../db/schema.js';

const moment = z.iso.datetime({ offset: true, message: 'must be an ISO date and time' });
const id = z.string().min(1).max(64);

/**
 * What the issuing server says about a passport it signed: who made it, for whom, and which Contractor it carries.
 * `holder` is the one player who may import it (the owner, or the player a consent link named); it is null on a
 * view copy, which anyone who may see the sheet can download but nobody can import.
 */
export const passportClaimSchema = z.strictObject({
  /** Fresh for every transferable export; a server imports each passport id once. */
  passportId: id,
  /** The issuing server's origin (`https://harbinger.example`). */
  issuer: z.string().max(300),
  /** The Contractor's id on the issuing server. */
  contractorId: id,
  /** The owner's handle there. */
  owner: z.string().max(64),
  holder: z.strictObject({ userId: id, handle: z.string().max(64) }).nullable(),
  issuedAt: moment,
});

/** A passport's signature: Ed25519 over the canonical JSON of everything else in the file. */
export const passportSignatureSchema = z.strictObject({
  algorithm: z.literal('ed25519'),
  /** Which key signed (see `/.well-known/harbinger-key`). */
  keyId: z.string().min(1).max(100),
  /** The signature, base64. */
  value: z.string().min(1).max(200),
});

/** The claim part of a passport. */
export type PassportClaim = z.output<typeof passportClaimSchema>;
/** The signature part of a passport. */
export type PassportSignature = z.output<typeof passportSignatureSchema>;

/** What an import could not verify, as a passport carries it onward (the shape the database keeps). */
export const unverifiedImportSchema = z.strictObject({
  victories: z.number().int().min(0).max(10_000),
  gifts: z.number().int().min(0).max(500),
  reason: z.enum(UNVERIFIED_REASONS),
  issuer: z.string().max(300),
});
