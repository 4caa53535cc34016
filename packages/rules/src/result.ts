import type { IssueCode } from './issue-codes.js';

/** One problem with an input, as a code for the edge to put into words (zod's safe-parse shape). */
export interface Issue<C extends IssueCode = IssueCode> {
  code: C;
  path: readonly (string | number)[];
  /** Where in a text input the problem starts (0-based), for parsers. */
  position?: number;
  expected?: string;
  received?: string;
  min?: number;
  max?: number;
}

/** The outcome of anything a player's input can make fail: a value, or the issues that stopped it. */
export type Result<T, I extends Issue = Issue> = { ok: true; value: T } | { ok: false; issues: I[] };

/** Wraps a value as a successful Result. */
export function ok<T, I extends Issue = Issue>(value: T): Result<T, I> {
  return { ok: true, value };
}

/** A failed Result with one or more issues. */
export function fail<T = never, I extends Issue = Issue>(...issues: I[]): Result<T, I> {
  return { ok: false, issues };
}
