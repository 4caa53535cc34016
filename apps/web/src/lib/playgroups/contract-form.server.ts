import { formChecked, formNumber, formText } from '#lib/server/form-data.ts';
import { readStart, type StartRead } from './start-problem';

/**
 * The form's start read in the GM's zone, or the form's own refusal when it names no instant there: not a date and
 * time, a day the calendar lacks, or a time the clocks skip (the API's wording speaks of offsets).
 */
export function readStartField(form: FormData, zone: string): StartRead {
  return readStart(formText(form, 'startsAt'), zone);
}

/** The Contract settings of a submitted form, with its start already read (`readStartField`). */
export function contractFieldsFrom(form: FormData, startsAt: string) {
  return {
    title: formText(form, 'title'),
    invitation: formText(form, 'invitation'),
    startsAt,
    requiredStatus: formText(form, 'requiredStatus') || 'any',
    rsvpRule: formText(form, 'rsvpRule') || 'members',
    capacity: formNumber(form, 'capacity') ?? 5,
    ringersAllowed: formChecked(form, 'ringersAllowed'),
    playMode: formText(form, 'playMode') || 'in_person',
    venue: formText(form, 'venue'),
    lookingForPlayers: formChecked(form, 'lookingForPlayers'),
    splitOverSessions: formChecked(form, 'splitOverSessions'),
    scenarioId: formText(form, 'scenarioId') || null,
  };
}
