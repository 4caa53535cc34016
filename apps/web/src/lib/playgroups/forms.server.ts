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
