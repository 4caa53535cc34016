-- Moves and the rest of the Loose Ends' life (issue 15). A GM records a Move for a Contractor of their Playgroup:
-- its goal, a private summary, a public World Event, what it changed on the sheet, and the bonus Exp its write-up
-- paid the GM. Loose Ends gain whether their Threat needs a Hustle, who tied them up, and the Move that granted or
-- tied them up, so voiding a Move reverses it exactly. Each Contract that counted a Cutoff down leaves a tick, so
-- voiding the Contract gives exactly those back.

CREATE TABLE moves (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  playgroup_id uuid NOT NULL REFERENCES playgroups (id) ON DELETE CASCADE,
  contractor_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  gm_id uuid REFERENCES users (id) ON DELETE SET NULL,
  goal text NOT NULL,
  summary text NOT NULL DEFAULT '',
  world_event_title text NOT NULL,
  world_event text NOT NULL DEFAULT '',
  -- The World Event as posted to the Playgroup's feed; voiding the Move takes it down.
  world_event_id uuid REFERENCES world_events (id) ON DELETE SET NULL,
  word_count integer NOT NULL,
  -- What the Move changed on the sheet's lists, in order: [{ list, op: 'add' | 'remove', text, index }].
  list_changes jsonb NOT NULL DEFAULT '[]',
  bonus_contractor_id uuid REFERENCES contractors (id) ON DELETE SET NULL,
  bonus_entry_id uuid REFERENCES ledger_entries (id) ON DELETE SET NULL,
  voided_at timestamptz,
  voided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  void_reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX moves_contractor_idx ON moves (contractor_id, created_at DESC, id DESC);
CREATE INDEX moves_playgroup_idx ON moves (playgroup_id, created_at DESC, id DESC);

ALTER TABLE loose_ends ADD COLUMN needs_hustle boolean NOT NULL DEFAULT false;
ALTER TABLE loose_ends ADD COLUMN resolved_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE loose_ends ADD COLUMN resolution text NOT NULL DEFAULT '';
ALTER TABLE loose_ends ADD COLUMN granted_by_move_id uuid REFERENCES moves (id) ON DELETE CASCADE;
ALTER TABLE loose_ends ADD COLUMN resolved_by_move_id uuid REFERENCES moves (id) ON DELETE SET NULL;
-- Manifested Loose Ends that keep a Contractor from answering invitations: one index read per answer.
CREATE INDEX loose_ends_blocking_idx ON loose_ends (contractor_id) WHERE cutoff = 0 AND needs_hustle AND resolved_at IS NULL;

-- One Cutoff counted down by one finished Contract; voiding the Contract adds each back and deletes the ticks.
CREATE TABLE loose_end_ticks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  loose_end_id uuid NOT NULL REFERENCES loose_ends (id) ON DELETE CASCADE,
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  UNIQUE (loose_end_id, contract_id)
);
CREATE INDEX loose_end_ticks_contract_idx ON loose_end_ticks (contract_id);
