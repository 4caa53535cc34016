import {
  PREMADES,
  PREMADE_IDS,
  attributes as ATTRIBUTES,
  primaryAbilities,
  type AttributeId,
  type PrimaryAbilityId,
} from '@harbinger/rules';
import { premadeSheet } from '@harbinger/platform';

/** How many of a premade's best Abilities its card names. */
const CARD_ABILITIES = 4;

/** A premade as its card on the premades page shows it. */
export interface PremadeCard {
  id: string;
  name: string;
  pitch: string;
  archetype: string;
  paradigm: string;
  ambition: string;
  attributes: { name: string; rating: number }[];
  /** The best few Abilities, highest first. */
  abilities: { name: string; rating: number }[];
  body: number;
  mind: number;
  expLeft: number;
  assets: string[];
  liabilities: string[];
  firstGiftIdea: string;
}

/** The six premades as cards, their numbers from the same sheet view a Contractor made from them shows. */
export function premadeCards(): PremadeCard[] {
  return PREMADE_IDS.map((id) => {
    const premade = PREMADES[id];
    const sheet = premadeSheet(id);
    if (!sheet.ok) throw new Error(`premade ${id} is not valid: ${sheet.error.message}`);
    const c = sheet.value.contractor;
    const abilities = (Object.entries(premade.abilities) as [PrimaryAbilityId, number][])
      .sort((a, b) => b[1] - a[1])
      .slice(0, CARD_ABILITIES)
      .map(([ability, rating]) => ({ name: primaryAbilities[ability].name, rating }));
    return {
      id,
      name: premade.name,
      pitch: premade.pitch,
      archetype: premade.archetype,
      paradigm: premade.paradigm,
      ambition: premade.ambition,
      attributes: (Object.keys(ATTRIBUTES) as AttributeId[]).map((a) => ({
        name: ATTRIBUTES[a].name,
        rating: premade.attributes[a],
      })),
      abilities,
      body: c.derived.body,
      mind: c.derived.mind,
      expLeft: c.exp.available,
      assets: c.assets.map((a) => a.name),
      liabilities: c.liabilities.map((l) => l.name),
      firstGiftIdea: premade.firstGiftIdea,
    };
  });
}
