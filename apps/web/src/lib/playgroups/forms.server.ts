import { formChecked, formText } from '#lib/server/form-data.ts';

// Reading the Playgroup and Contract forms into the platform's input shapes. Checkboxes that are not ticked are
// not sent by browsers, so every house-rule box is read as an explicit true or false.

/** The house-rule fields of a Playgroup form. */
export function houseRulesFrom(form: FormData) {
  return {
    healing: formText(form, 'healing') || 'gritty',
    goldenRatio: formChecked(form, 'goldenRatio'),
    visitorsAllowed: formChecked(form, 'visitorsAllowed'),
    poolFloor1: formChecked(form, 'poolFloor1'),
    classicCombat: formChecked(form, 'classicCombat'),
    text: formText(form, 'houseRulesText'),
  };
}

/** Name, description and membership of a Playgroup form. */
export function playgroupFieldsFrom(form: FormData) {
  return {
    name: formText(form, 'name'),
    description: formText(form, 'description'),
    membership: formText(form, 'membership') || 'open',
  };
}

/** The listing fields of a Playgroup form (`ListingFields.svelte`); the time zone is left out when none was sent. */
export function listingFrom(form: FormData) {
  const timeZone = formText(form, 'timeZone');
  return {
    listed: formChecked(form, 'listed'),
    pitch: formText(form, 'pitch'),
    setting: formText(form, 'setting'),
    creationNotes: formText(form, 'creationNotes'),
    communityLink: formText(form, 'communityLink'),
    meets: formText(form, 'meets') || 'both',
    ...(timeZone ? { timeZone } : {}),
    statusMin: formText(form, 'statusMin') || 'newbie',
    statusMax: formText(form, 'statusMax') || 'veteran',
  };
}
