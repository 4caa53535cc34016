// Journals: what a Contractor writes about its Contracts and Downtimes, and the Exp or Improvements they earn.
export {
  JOURNAL_MAX_CHARS,
  journalEditSchema,
  journalWriteSchema,
  type JournalEditInput,
  type JournalWriteInput,
} from './schemas.js';
export { JOURNAL_FEED_SIZE, getContractorJournals, getJournal, getJournalFeed, getScenarioJournals } from './read.js';
export { editJournal, writeJournal } from './write.js';
export type { ContractorJournalsView, JournalChoice, JournalStandingView, JournalView } from './views.js';
