import type { z } from 'zod';
import { withArticle } from './text.js';

/** A refusal a player or client can understand: a snake_case code, an HTTP-like status and plain words. */
export interface PlatformError {
  code: string;
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;
  message: string;
  /** Dotted path of the input field at fault, when there is one. */
  field?: string;
  /** Every field problem at once, for forms. */
  issues?: { field: string; message: string }[];
}

/** What every workflow returns: a value, or the error that stopped it (workflows never throw for user input). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: PlatformError };

/** Wraps a value as a successful Outcome. */
export function success<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

/** A failed Outcome. */
export function failure<T = never>(error: PlatformError): Outcome<T> {
  return { ok: false, error };
}

/** The usual refusals, spelled once so codes, statuses and wording stay consistent. */
export const refusals = {
  notFound: (what = 'That'): PlatformError => ({
    code: 'not_found',
    status: 404,
    message: `${what} does not exist, or you may not see it.`,
  }),
  forbidden: (message = 'You may not change this.'): PlatformError => ({ code: 'forbidden', status: 403, message }),
  unauthenticated: (): PlatformError => ({ code: 'unauthenticated', status: 401, message: 'Please sign in first.' }),
  versionConflict: (): PlatformError => ({
    code: 'version_conflict',
    status: 409,
    field: 'version',
    message: 'Someone else saved this sheet since you opened it. Reload to see their changes; your input was kept.',
  }),
};

/** Turns zod's issues into a 400 `validation_failed` error naming every bad field. */
export function fromZodError(
  error: z.ZodError,
  code = 'validation_failed',
  status: PlatformError['status'] = 400,
): PlatformError {
  const issues = error.issues.flatMap((issue) =>
    // An unknown key is reported at the key itself, so forms and clients see which one.
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          field: [...issue.path, key].map(String).join('.'),
          message: 'is not a known field',
        }))
      : [{ field: issue.path.map(String).join('.'), message: describeZodIssue(issue) }],
  );
  const first = issues[0];
  return {
    code,
    status,
    message:
      first === undefined
        ? 'The input is not valid.'
        : issues.length === 1
          ? withField(first)
          : `${withField(first)} (and ${issues.length - 1} more)`,
    ...(first !== undefined && first.field !== '' ? { field: first.field } : {}),
    issues,
  };
}

function withField(issue: { field: string; message: string }): string {
  return issue.field === '' ? issue.message : `${issue.field}: ${issue.message}`;
}

type ZodIssue = z.ZodError['issues'][number];

function describeZodIssue(issue: ZodIssue): string {
  // Schemas that set their own message keep it; the rest get plain words from the code.
  if (
    issue.message &&
    !issue.message.startsWith('Invalid') &&
    !issue.message.startsWith('Too ') &&
    !issue.message.startsWith('Unrecognized')
  ) {
    return issue.message;
  }
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array'
        ? `needs at least ${count(issue.minimum, issue.origin)}`
        : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? `may have at most ${count(issue.maximum, issue.origin)}`
        : `must be at most ${String(issue.maximum)}`;
    case 'invalid_type':
      // zod leaves the input out of issues; its default message still says what was received.
      return /received undefined$/.test(issue.message) ? 'is required' : `should be ${article(issue.expected)}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_union':
      return 'does not match any accepted form';
    default:
      return 'is not valid';
  }
}

function count(n: number | bigint, origin: string): string {
  const one = Number(n) === 1;
  return `${String(n)} ${origin === 'string' ? (one ? 'character' : 'characters') : one ? 'entry' : 'entries'}`;
}

function article(type: string): string {
  if (type === 'int') return 'a whole number';
  return withArticle(type);
}
