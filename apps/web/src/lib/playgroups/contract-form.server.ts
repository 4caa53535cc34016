import type { PlatformError } from '@harbinger/platform';
import { formChecked, formNumber, formText } from '$lib/server/form-data';
import { zonedToIso } from './time';

/** The form's own refusal when the start is not a date and time (the API's wording speaks of offsets). */
export function badStart(form: FormData): PlatformError | null {
  if (zonedToIso(formText(form, 'startsAt'), 'UTC') !== null) return null;
  return { code: 'validation_failed', status: 400, field: 'startsAt', message: 'Pick the day and the time the Contract starts.', issues: [{ field: 'startsAt', message: 'Pick a day and a time.' }] };
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
