import { fail, type ActionFailure } from '@sveltejs/kit';
import type { PlatformError } from '@harbinger/platform';

/** What a page needs to show a failed form: one message on top and one next to each field at fault. */
export interface FormProblem {
  code: string;
  message: string;
  /** Dotted input path (as the form's field names spell it) → what is wrong with it. */
  fields: Record<string, string>;
}

/** The data a failed action returns: the problem plus everything the person typed, to fill the form again. */
export interface FormFailureData<V> {
  problem: FormProblem;
  values: V;
}

/** How a form wants its problem: `keepMessage` keeps the platform's own summary (for forms that list every field). */
export interface FormProblemOptions {
  keepMessage?: boolean;
}

/** Sorts a platform error's field problems by field, several problems on one field read one after another. */
export function formProblem(error: PlatformError, options: FormProblemOptions = {}): FormProblem {
  const fields: Record<string, string> = {};
  const add = (field: string, message: string): void => {
    const known = fields[field];
    if (known === undefined) fields[field] = message;
    else if (!known.includes(message)) fields[field] = `${known} ${message}`;
  };
  for (const issue of error.issues ?? []) add(issue.field, issue.message);
  if (error.field !== undefined && fields[error.field] === undefined) add(error.field, error.message);
  const count = Object.keys(fields).filter((field) => field !== '').length;
  // The platform's one-line summary of field problems names a field path; a form points at its own messages.
  const message =
    !options.keepMessage && (error.issues?.length ?? 0) > 0 && count > 0
      ? count === 1
        ? 'One field needs another look: see the message below.'
        : `${String(count)} fields need another look: see the messages below.`
      : error.message;
  return { code: error.code, message, fields };
}

/**
 * The action failure for a platform error: its status, its messages and the submitted values, so nothing the
 * person typed is lost. Passwords are never echoed back: leave them out of `values`.
 */
export function formFailure<V>(
  error: PlatformError,
  values: V,
  options: FormProblemOptions = {},
): ActionFailure<FormFailureData<V>> {
  return fail(error.status, { problem: formProblem(error, options), values });
}
