import type { ContractState } from '@harbinger/rules';

/** What each Contract state is called on the pages; a new state in the rules fails the typecheck until it has words. */
export const CONTRACT_STATE_WORDS: Record<ContractState, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  finished: 'Finished',
  canceled: 'Canceled',
  voided: 'Voided',
};
