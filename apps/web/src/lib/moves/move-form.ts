import type { LooseEndInput, RecordMoveInput } from '@harbinger/platform';
import { formChecked, formNumber, formText } from '../server/form-data.js';

/** Non-blank lines of a textarea, one list entry each. */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/u)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** A Loose End from a form's fields, each name starting with `prefix`; the platform's schema judges it. */
export function looseEndFromForm(form: FormData, prefix: string): LooseEndInput {
  const cutoff = formNumber(form, `${prefix}cutoff`);
  return {
    name: formText(form, `${prefix}name`),
    description: formText(form, `${prefix}description`),
    threat: formText(form, `${prefix}threat`),
    threatLevel: formText(form, `${prefix}threatLevel`) as LooseEndInput['threatLevel'],
    cutoff: cutoff as number,
    tieUp: formText(form, `${prefix}tieUp`),
    needsHustle: formChecked(form, `${prefix}needsHustle`),
  };
}

const edit = (form: FormData, list: string) => ({
  add: lines(formText(form, `${list}.add`, { trim: false })),
  remove: form.getAll(`${list}.remove`).filter((v): v is string => typeof v === 'string' && v !== ''),
});

/** A Move from the record form: the write-up, the bonus pick, list edits, tie-ups and an optional new Loose End. */
export function moveFromForm(
  form: FormData,
  contractorId: string,
): RecordMoveInput & {
  goal: string;
  summary: string;
  worldEventTitle: string;
  worldEvent: string;
} {
  const bonus = formText(form, 'bonusContractorId');
  const grant = formText(form, 'le.name') !== '' ? [looseEndFromForm(form, 'le.')] : [];
  return {
    contractorId,
    goal: formText(form, 'goal'),
    summary: formText(form, 'summary', { trim: false }),
    worldEventTitle: formText(form, 'worldEventTitle'),
    worldEvent: formText(form, 'worldEvent', { trim: false }),
    bonusContractorId: bonus === '' ? null : bonus,
    conditions: edit(form, 'conditions'),
    circumstances: edit(form, 'circumstances'),
    trophies: edit(form, 'trophies'),
    tieUpLooseEnds: form.getAll('tieUp').filter((v): v is string => typeof v === 'string' && v !== ''),
    grantLooseEnds: grant,
  };
}
