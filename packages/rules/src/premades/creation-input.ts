import type { PremadeConfig } from './premade-types.js';

/** The fields of a premade that the creation form sends (the same shape `POST /api/v1/contractors` takes). */
export interface PremadeCreationInput {
  name: string;
  archetype: string;
  paradigm: string;
  ambition: string;
  age: string;
  residence: string;
  appearance: string;
  limits: PremadeConfig['limits'][number][];
  attributes: PremadeConfig['attributes'];
  abilities: PremadeConfig['abilities'];
  secondaryAbilities: PremadeConfig['secondaryAbilities'];
  assets: string[];
  liabilities: string[];
}

/**
 * A premade as a creation input, so it is checked and written exactly as a Contractor made on the creation form.
 * @example premadeCreationInput(PREMADES['priya-castellanos']).attributes.intellect === 3
 */
export function premadeCreationInput(premade: PremadeConfig): PremadeCreationInput {
  return {
    name: premade.name,
    archetype: premade.archetype,
    paradigm: premade.paradigm,
    ambition: premade.ambition,
    age: premade.age,
    residence: premade.residence,
    appearance: premade.appearance,
    limits: premade.limits.map((l) => ({ ...l })),
    attributes: { ...premade.attributes },
    abilities: { ...premade.abilities },
    secondaryAbilities: { ...premade.secondaryAbilities },
    assets: [...premade.assets],
    liabilities: [...premade.liabilities],
  };
}
