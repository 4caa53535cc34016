-- Portable Contractors (issue 11). A server signs the passports it exports with its own Ed25519 key and checks the
-- ones it imports against that key and the keys of servers its operator trusts. What an import cannot vouch for
-- (victories and Gifts of an unsigned or changed passport) waits, marked, until a Leader of the new home accepts it.

-- The server's signing key, made on first use; every app server on this database shares it. One row per `slot`.
CREATE TABLE server_keys (
  key_id text PRIMARY KEY,
  slot text NOT NULL UNIQUE,
  algorithm text NOT NULL CHECK (algorithm = 'ed25519'),
  -- SubjectPublicKeyInfo DER, base64.
  public_key text NOT NULL,
  -- PKCS #8 PEM.
  private_key text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Other servers whose passports import as verified, added by the operator (`harbinger trust`).
CREATE TABLE trusted_servers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  key_id text NOT NULL UNIQUE,
  origin text NOT NULL,
  public_key text NOT NULL,
  added_at timestamptz NOT NULL
);

-- An owner's single-use, expiring consent for one other player to take a transferable passport. Only the SHA-256
-- of the token is kept.
CREATE TABLE passport_consents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  recipient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX passport_consents_contractor_idx ON passport_consents (contractor_id);

-- Every passport imported here. A passport id imports once (no clones); the row outlives its Contractor so a deleted
-- import cannot be repeated either.
CREATE TABLE imported_passports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid UNIQUE REFERENCES contractors (id) ON DELETE SET NULL,
  -- Null for a passport without a claim (format versions 1 and 2).
  passport_id text UNIQUE,
  -- The origin the claim names, as written ('' without a claim).
  issuer text NOT NULL DEFAULT '',
  -- The known key the signature verified with; null when it did not.
  signer_key_id text,
  -- The Contractor's id on the issuing server, as the claim names it.
  source_contractor_id text,
  imported_by uuid REFERENCES users (id) ON DELETE SET NULL,
  imported_at timestamptz NOT NULL,
  accepted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  accepted_at timestamptz
);

-- A Contractor comes in clean once per signer: later copies are found here.
CREATE INDEX imported_passports_source_idx ON imported_passports (signer_key_id, source_contractor_id);

-- What an import could not verify, until a Leader accepts it: { victories, gifts, reason, issuer }. Victories listed
-- here are not in `victories`, so they count for nothing yet.
ALTER TABLE contractors ADD COLUMN unverified_import jsonb;
-- A Gift brought by an unverified passport: shown, but not used, improved, crafted from or handed over.
ALTER TABLE gifts ADD COLUMN unverified boolean NOT NULL DEFAULT false;
