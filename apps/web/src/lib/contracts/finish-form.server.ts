import type { AttendeeOutcome } from '@harbinger/rules';
import type { FinishResult } from '@harbinger/platform';
import { formChecked, formList, formText } from '#lib/server/form-data.ts';
import type { PreviewChoices } from './reward-preview.ts';

const OUTCOMES = new Set<string>(['victory', 'failure', 'death', 'declined']);

/** The finish form's choices as sent (an unknown outcome reads as not chosen), to check, preview or fill it again. */
export function finishValues(form: FormData): PreviewChoices & { notes: string; causes: Record<string, string> } {
  const outcomes: Record<string, AttendeeOutcome | ''> = {};
  const causes: Record<string, string> = {};
  for (const id of formList(form, 'seat')) {
    const o = formText(form, `outcome-${id}`);
    outcomes[id] = OUTCOMES.has(o) ? (o as AttendeeOutcome) : '';
    causes[id] = formText(form, `cause-${id}`);
  }
  const achieved: Record<string, boolean> = {};
  for (const handle of formList(form, 'ringer')) achieved[handle] = formChecked(form, `achieved-${handle}`);
  return {
    outcomes,
    commission: formText(form, 'commission'),
    gmImprovement: formText(form, 'gmImprovementContractorId'),
    gmBonus: formText(form, 'gmBonusContractorId'),
    achieved,
    notes: formText(form, 'notes'),
    causes,
  };
}

/**
 * The cause to send for a seat: the form shows the field to every seat when the page runs without JS ("if they
 * died"), so a cause typed for a seat that lived is left out here rather than refused.
 */
export function causeFor(values: ReturnType<typeof finishValues>, contractorId: string): { cause?: string } {
  const cause = values.causes[contractorId]?.trim() ?? '';
  return values.outcomes[contractorId] === 'death' && cause !== '' ? { cause } : {};
}

const HELD: Record<string, string> = {
  bonus_exp_cap: 'past the bonus-Exp cap',
  no_recipient: 'no Contractor chosen',
  recipient_dead: 'the Contractor is dead',
};

/** What the GM reads after recording: how many rewards, what the caps held back, what waits. */
export function finishWords(r: FinishResult): string {
  const held = r.refused.map((x) => `${x.amount} ${x.kind.replaceAll('_', ' ')} Exp (${HELD[x.reason] ?? x.reason})`);
  const parts = [`Recorded: ${String(r.entries.length)} rewards written.`];
  if (held.length > 0) parts.push(`Held back: ${held.join(', ')}.`);
  if (r.waiting.length > 0)
    parts.push('The GM Improvement is granted and waits for a victory (the cap limits spending).');
  if (r.gmRewardsPending) parts.push('The GM’s rewards wait for the GM to choose a Contractor on this page.');
  return parts.join(' ');
}
