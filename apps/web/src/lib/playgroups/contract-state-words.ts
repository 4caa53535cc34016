import type { ContractState } from '@harbinger/rules';

/** What each Contract state is called on the pages; a new state in the rules fails the typecheck until it has words. */
export const CONTRACT_STATE_WORDS: Record<ContractState, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  finished: 'Finished',
  canceled: 'Canceled',
  voided: 'Voided',
};

/** The words for a declared past Contract while its players have not all confirmed (it is stored as Active). */
export const AWAITING_CONFIRMATION = 'Awaiting confirmation';

/**
 * A Contract's state as pages show it: a declared past Contract that is still Active is awaiting its players'
 * confirmation, not being played.
 * @example contractStateWord({ state: 'active', declared: true }) === 'Awaiting confirmation'
 */
export function contractStateWord(c: { state: ContractState; declared: boolean }): string {
  return c.declared && c.state === 'active' ? AWAITING_CONFIRMATION : CONTRACT_STATE_WORDS[c.state];
}

/**
 * The badge a Contract on the dashboard wears: a running one says so, a declared one still awaiting its players'
 * confirmation says that instead, and a scheduled one wears none.
 * @example dashboardBadge({ state: 'active', declared: true }) === 'Awaiting confirmation'
 */
export function dashboardBadge(c: { state: ContractState; declared: boolean }): string | null {
  if (c.state !== 'active') return null;
  return c.declared ? contractStateWord(c) : 'running now';
}

/**
 * A state read from a list that carries it as plain text (and maybe whether the Contract was declared), in the
 * pages' words; a state the pages have no words for is shown as it is.
 * @example stateWordOf({ state: 'finished' }) === 'Finished'
 */
export function stateWordOf(c: { state: string; declared?: boolean }): string {
  return c.state in CONTRACT_STATE_WORDS
    ? contractStateWord({ state: c.state as ContractState, declared: c.declared ?? false })
    : c.state;
}
