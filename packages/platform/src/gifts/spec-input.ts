import { giftCatalog, validateGiftSpecShape, type GiftIssue, type GiftSpec } from '@harbinger/rules';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';
import type { GiftProblem } from './views.js';
import { describeGiftIssue, issueField, type IssueContext } from './issue-words.js';

/** Words options: the spec (for the levels chosen) and a field prefix; the catalog defaults to the current one. */
export type ProblemOptions = Partial<IssueContext> & { prefix?: string };

/** Every issue as a field problem for forms and clients, fields prefixed (`spec.enhancements.0.detail`). */
export function giftProblems(issues: readonly GiftIssue[], options: ProblemOptions = {}): GiftProblem[] {
  const context: IssueContext = {
    catalog: options.catalog ?? giftCatalog,
    ...(options.spec ? { spec: options.spec } : {}),
  };
  return issues.map((issue) => ({
    code: issue.code,
    field: issueField(issue, options.prefix ?? ''),
    message: describeGiftIssue(issue, context),
    ...(issue.component ? { component: issue.component } : {}),
  }));
}

/** A 400 for a spec whose shape is wrong (missing ids, wrong types, text too long). */
function shapeRefusal(issues: readonly GiftIssue[], prefix: string): PlatformError {
  const problems = giftProblems(issues, { prefix }).map((p) => ({ field: p.field, message: p.message }));
  const first = problems[0];
  return {
    code: 'validation_failed',
    status: 400,
    message: first ? `${first.field}: ${first.message}` : 'The Gift spec is not valid.',
    ...(first ? { field: first.field } : {}),
    issues: problems,
  };
}

/**
 * Reads an untrusted Gift spec (a form, a JSON body, an old draft): a clean copy, or a 400 naming the field.
 * @example readGiftSpec(body.spec) // { ok: true, value: { typeId: 'power', … } }
 */
export function readGiftSpec(input: unknown, prefix = 'spec'): Outcome<GiftSpec> {
  const shaped = validateGiftSpecShape(input);
  return shaped.ok ? success(shaped.value) : failure(shapeRefusal(shaped.issues, prefix));
}

/**
 * The 422 for a spec the compiler refused: the first violation's code, field and words, with every violation listed.
 * A Newbie asking for a Veteran-only Effect gets `status_too_low` on `spec.effectId`.
 */
export function giftRefusal(violations: readonly GiftIssue[], options: ProblemOptions = {}): PlatformError {
  const problems = giftProblems(violations, { prefix: 'spec', ...options });
  const first = problems[0];
  return {
    code: first?.code ?? 'validation_failed',
    status: 422,
    message: first?.message ?? 'The Gift breaks a rule.',
    ...(first && first.field !== '' ? { field: first.field } : {}),
    issues: problems.map((p) => ({ field: p.field, message: p.message })),
  };
}
