import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';
// Import this module only through schema.js: `users` and `contractors` are only touched inside lazy `references`
// callbacks.
import { contractors, users } from './schema.js';

// Mirrors migrations/0009_server_keys_and_passports.sql column for column (schema.test.ts checks the two agree).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The server's own signing keys, one per slot (`passport`), shared by every app server on the database. */
export const serverKeys = pgTable('server_keys', {
  keyId: text('key_id').primaryKey(),
  slot: text('slot').notNull().unique(),
  algorithm: text('algorithm').$type<'ed25519'>().notNull(),
  /** SubjectPublicKeyInfo DER, base64. */
  publicKey: text('public_key').notNull(),
  /** PKCS #8 PEM. */
  privateKey: text('private_key').notNull(),
  createdAt: at('created_at').notNull(),
});

/** Keys of other servers the operator trusts: passports they sign import as verified. */
export const trustedServers = pgTable('trusted_servers', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  keyId: text('key_id').notNull().unique(),
  origin: text('origin').notNull(),
  publicKey: text('public_key').notNull(),
  addedAt: at('added_at').notNull(),
});

/** An owner's single-use, expiring consent for one player to take a transferable passport (token hashed). */
export const passportConsents = pgTable('passport_consents', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  recipientId: uuid('recipient_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * Every passport imported here; a passport id imports once, and the row outlives its Contractor. A signer's Contractor
 * comes in clean once: a later copy of it is found by (`signerKeyId`, `sourceContractorId`).
 */
export const importedPassports = pgTable('imported_passports', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  contractorId: uuid('contractor_id')
    .unique()
    .references(() => contractors.id, { onDelete: 'set null' }),
  /** Null for a passport without a claim (format versions 1 and 2). */
  passportId: text('passport_id').unique(),
  issuer: text('issuer').notNull().default(''),
  /** The known key its signature verified with; null when it did not. */
  signerKeyId: text('signer_key_id'),
  /** The Contractor's id on the issuing server, as the claim names it. */
  sourceContractorId: text('source_contractor_id'),
  importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
  importedAt: at('imported_at').notNull(),
  acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  acceptedAt: at('accepted_at'),
});

/** This file's tables, for drizzle's relational config. */
export const passportTables = { serverKeys, trustedServers, passportConsents, importedPassports };

/**
 * The tables backups copy, after the accounts and Contractors. `server_keys` is left out on purpose: a backup file
 * travels and is kept in places a database is not, and with the private key anyone holding one could sign passports
 * every server that trusts this one would accept.
 */
export const PASSPORT_DATA_TABLES = [trustedServers, passportConsents, importedPassports] as const;
