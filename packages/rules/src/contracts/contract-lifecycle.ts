import { fail, ok, type Result } from '../result.js';

/** One state of a Contract and the states it may move on to. */
export interface ContractStateConfig {
  next: readonly string[];
  /** Attending Contractors may not spend Exp while in this state. */
  locksSheets: boolean;
}

/** A Contract's life: scheduled, played, finished; a scheduled one may be canceled and a finished one voided. */
export const CONTRACT_STATES = {
  scheduled: { next: ['active', 'canceled'], locksSheets: false },
  active: { next: ['finished'], locksSheets: true },
  finished: { next: ['voided'], locksSheets: false },
  canceled: { next: [], locksSheets: false },
  voided: { next: [], locksSheets: false },
} as const satisfies Record<string, ContractStateConfig>;
export type ContractState = keyof typeof CONTRACT_STATES;

/**
 * Whether a Contract may move from one state to another.
 * @example checkContractTransition('finished', 'active') // fails with invalid_transition
 */
export function checkContractTransition(from: ContractState, to: ContractState): Result<ContractState> {
  const allowed: readonly string[] = CONTRACT_STATES[from].next;
  if (allowed.includes(to)) return ok(to);
  return fail({ code: 'invalid_transition', path: ['state'], expected: allowed.join('|') || 'none', received: to });
}

/** States of a Contract that has started: its seats were played (voided ones too, as history). */
export const STARTED_CONTRACT_STATES = ['active', 'finished', 'voided'] as const satisfies readonly ContractState[];
/** States of a Contract still ahead or being played: its seats are taken. */
export const OPEN_CONTRACT_STATES = ['scheduled', 'active'] as const satisfies readonly ContractState[];

/** Whether a Contractor attending a Contract in this state is locked out of spending Exp. */
export function locksSheets(state: ContractState): boolean {
  return CONTRACT_STATES[state].locksSheets;
}
