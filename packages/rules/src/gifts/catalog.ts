import { effectCategories } from './categories.js';
import { giftTypes } from './gift-types.js';
import { harmEffects } from './harm.js';
import { healingEffects } from './healing.js';
import { influenceEffects } from './influence.js';
import { compulsionEffects } from './influence-compulsion.js';
import { informationEffects } from './information.js';
import { farInformationEffects } from './information-distance.js';
import { peopleInformationEffects } from './information-people.js';
import { masteryEffects } from './mastery.js';
import { skillMasteryEffects } from './mastery-skills.js';
import { movementEffects } from './movement.js';
import { travelEffects } from './movement-travel.js';
import { mythicEffects } from './mythic.js';
import { protectionEffects } from './protection.js';
import { stealthEffects } from './stealth.js';
import { styles } from './styles.js';
import { transformationEffects } from './transformation.js';
import { graftEffects } from './transformation-graft.js';
import { shapeEffects } from './transformation-shape.js';
import type { EffectConfig, GiftCatalog } from './types.js';
import { utilityEffects } from './utility.js';
import { utilityGearEffects } from './utility-gear.js';
import { utilityNatureEffects } from './utility-nature.js';
import { utilityUncannyEffects } from './utility-uncanny.js';

/**
 * The catalog's version. Bump it whenever a component's rules change; saved Gifts keep the version and the
 * fingerprints they were built with, so the change is reported instead of silently rewriting them.
 * 2026.2 (issue 19): 51 new Effects, and style words in the older templates that spoke of another style.
 */
export const GIFT_CATALOG_VERSION = '2026.2';

/** Every Effect, category by category, keyed by id. */
export const effects = {
  ...harmEffects,
  ...protectionEffects,
  ...healingEffects,
  ...influenceEffects,
  ...compulsionEffects,
  ...informationEffects,
  ...peopleInformationEffects,
  ...farInformationEffects,
  ...stealthEffects,
  ...movementEffects,
  ...travelEffects,
  ...transformationEffects,
  ...shapeEffects,
  ...graftEffects,
  ...masteryEffects,
  ...skillMasteryEffects,
  ...mythicEffects,
  ...utilityEffects,
  ...utilityGearEffects,
  ...utilityNatureEffects,
  ...utilityUncannyEffects,
} as const satisfies Record<string, EffectConfig>;
export type EffectId = keyof typeof effects;

/** Effect ids in catalog order (by category, then as each category file lists them). */
export const EFFECT_IDS = Object.keys(effects) as EffectId[];

/** The current Gift catalog: categories, Gift Types, Activation Styles and Effects, with its version. */
export const giftCatalog: GiftCatalog = {
  version: GIFT_CATALOG_VERSION,
  categories: effectCategories,
  types: giftTypes,
  styles,
  effects,
};
