import { z } from 'zod';

// The shapes a Journal arrives in, shared by the form and the API. Word counting and rewards are the rules' job.

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'is not a valid id');

/** Longest Journal we keep, in characters (a long Journal is a few thousand words). */
export const JOURNAL_MAX_CHARS = 60_000;

const title = z.string().trim().min(1, 'needs a title').max(120, 'may have at most 120 characters');
const body = z
  .string()
  .max(JOURNAL_MAX_CHARS, `may have at most ${JOURNAL_MAX_CHARS.toLocaleString('en-GB')} characters`);

/** Writing a Journal (`POST /api/v1/journals`). */
export const journalWriteSchema = z.strictObject({
  contractorId: uuid,
  /** `contract`: about a Contract it took part in; `downtime`: about the Downtime after that Contract. */
  kind: z.enum(['contract', 'downtime']),
  /** The Contract written about, or the one the Downtime follows. */
  contractId: uuid,
  title,
  body,
  /** Readable only by players who discovered the Contract's Scenario (and the writer). */
  spoiler: z.boolean().default(false),
});
export type JournalWriteInput = z.input<typeof journalWriteSchema>;

/** Editing a Journal (`PATCH /api/v1/journals/{id}`): every field again, with the `version` read. */
export const journalEditSchema = z.strictObject({
  title,
  body,
  spoiler: z.boolean().default(false),
  version: z.number().int().min(1),
});
export type JournalEditInput = z.input<typeof journalEditSchema>;
