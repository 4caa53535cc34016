import type { PlatformError } from '@harbinger/platform';
import { formChecked, formNumber, formText } from '#lib/server/form-data.ts';
import { startProblem } from './start-problem';
import { zonedToIso } from './time';

/**
 * The form's own refusal when the start names no instant in the GM's zone: not a date and time, a day the calendar
 * lacks, or a time the clocks skip (the API's wording speaks of offsets).
 */
export function badStart(form: FormData, zone: string): PlatformError | null {
  return startProblem(formText(form, 'startsAt'), zone);
}

/**
 * The Contract settings of a submitted form, with the start read in the GM's zone. A start that is not a
 * datetime-local value is passed on as typed so the platform refuses it with the field named.
 */
export function contractFieldsFrom(form: FormData, zone: string) {
  const local = formText(form, 'startsAt');
  return {
    title: formText(form, 'title'),
    invitation: formText(form, 'invitation'),
    startsAt: zonedToIso(local, zone) ?? local,
    requiredStatus: formText(form, 'requiredStatus') || 'any',
    rsvpRule: formText(form, 'rsvpRule') || 'members',
    capacity: formNumber(form, 'capacity') ?? 5,
    ringersAllowed: formChecked(form, 'ringersAllowed'),
    playMode: formText(form, 'playMode') || 'in_person',
    venue: formText(form, 'venue'),
    lookingForPlayers: formChecked(form, 'lookingForPlayers'),
    splitOverSessions: formChecked(form, 'splitOverSessions'),
  };
}
