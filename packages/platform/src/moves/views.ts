import type { StoredListChange } from '../db/schema.js';

/** A Move as its readers see it; `summary` and the sheet changes are null for those who may not read the sheet. */
export interface MoveView {
  id: string;
  playgroup: { id: string; name: string };
  contractor: { id: string; name: string } | null;
  gm: { handle: string } | null;
  goal: string | null;
  summary: string | null;
  worldEvent: { title: string; body: string; id: string | null };
  wordCount: number;
  /** The bonus Exp the write-up paid the GM; null when it paid none. */
  bonus: { contractor: { id: string; name: string } | null; exp: number } | null;
  /** What the Move changed on the sheet's lists; null for readers of the World Event only. */
  changes: StoredListChange[] | null;
  /** Loose Ends it granted and tied up (by name); empty for readers of the World Event only. */
  looseEnds: { granted: { id: string; name: string }[]; tiedUp: { id: string; name: string }[] };
  createdAt: Date;
  voided: { at: Date; reason: string } | null;
  /** The reader may void it (a Leader of its Playgroup). */
  mayVoid: boolean;
}

/** What recording a Move did for its GM: the Move, and why no bonus was paid when none was. */
export interface RecordMoveResult {
  move: MoveView;
  bonusRefused: 'too_few_words' | 'no_recipient' | null;
}
