import { reviewSubmission, type Actor, type Platform } from '@harbinger/platform';
import { fail } from '@sveltejs/kit';
import { formText } from '../server/form-data.js';

/** The approvers' Approve / Reject form (the queue and the write-up page share it): decides and says what it did. */
export async function reviewAction(platform: Platform, actor: Actor, form: FormData) {
  const id = formText(form, 'id');
  const decision = formText(form, 'decision');
  const reason = formText(form, 'reason');
  const done = await reviewSubmission(platform, actor, id, { decision, reason });
  if (!done.ok) return fail(done.error.status, { id, problem: done.error.message, reason });
  const title = formText(form, 'title') || 'The Scenario';
  const said =
    decision === 'approve'
      ? `${title} is on the Exchange.${done.value.creditsPaid > 0 ? ` Its writer earned ${String(done.value.creditsPaid)} credits.` : ''}`
      : decision === 'reject'
        ? `${title} was sent back to its writer with your reason.`
        : `${title} was taken off the Exchange.`;
  return { id, said };
}
