/** Why a move or an option was refused: a snake_case code for the edge to word, and where it points. */
export interface Issue {
  code: string;
  path: readonly (string | number)[];
  expected?: number | string;
  received?: number | string;
}

/** Either the new value, or the issues that stopped it; a refused move never changes anything. */
export type Result<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

/** Wraps a value as an accepted Result. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** A refused Result with a single issue, built from its code and optional details. */
export function refuse<T = never>(code: string, details: Omit<Issue, 'code'> = { path: [] }): Result<T> {
  return { ok: false, issues: [{ code, ...details }] };
}
