import {
  ATTRIBUTE_IDS,
  PRIMARY_ABILITY_IDS,
  primaryAbilities,
  type AttributeId,
  type PrimaryAbilityId,
  type TraitRatings,
} from '../character/traits.js';
import { EVADE_ROLL } from '../combat/evade.js';
import { INITIATIVE_DIFFICULTY } from '../combat/initiative.js';
import { findWeapon } from '../combat/weapons.js';
import { DEFAULT_DIFFICULTY } from '../dice/score.js';
import { SPRINT_ROLL } from '../movement/free-movement.js';
import { foldName } from '../notation/fold-name.js';
import { matchAbility } from '../notation/match-ability.js';
import { parseRoll } from '../notation/parse-roll.js';

/** What a sheet roll rolls. */
export type SheetPoolKind =
  'attribute' | 'ability' | 'secondary' | 'body' | 'mind' | 'initiative' | 'dodge' | 'sprint' | 'weapon';

/** One pool a sheet offers, before the player picks Difficulty, exertion and extra dice. */
export interface SheetPool {
  /** Stable key: the Attribute or Ability id, `secondary:<name>`, `weapon:<id>`, or the kind itself. */
  key: string;
  kind: SheetPoolKind;
  /** What the pool is about: an Attribute or Primary Ability id, a Secondary Ability's name, a weapon id, or ''. */
  subject: string;
  /** Attributes that may lead the roll, the default first; empty for Body, Mind and Initiative. */
  attributes: AttributeId[];
  /** The Ability paired with the Attribute: the word the roll notation uses, its name and rating. */
  ability?: { word: string; name: string; rating: number };
  /** The Difficulty the roll starts at. */
  difficulty: number;
  /** Exertion is allowed (never on Initiative). */
  exertAllowed: boolean;
  /** Set when the pool cannot be rolled at all: a scar forbids it (Sprint with a Missing Leg), naming the scar. */
  forbidden?: { code: 'sprint_forbidden'; scar: string };
}

/** What a sheet's scars allow; left out, everything is allowed. */
export interface PoolScars {
  sprintAllowed: boolean;
  because?: { noDashOrSprint?: string };
}

/** The notation word that names this Secondary Ability on this sheet, or undefined when notation cannot reach it. */
function secondaryWord(name: string, traits: TraitRatings): string | undefined {
  const word = foldName(name);
  const parsed = parseRoll(`int+${word}`);
  if (!parsed.ok || parsed.value.pool.kind !== 'traits' || parsed.value.pool.ability?.word !== word) return undefined;
  const match = matchAbility({ word, position: 0 }, traits);
  return match.ok && match.value.kind === 'secondary' && match.value.name === name ? word : undefined;
}

function byRating(traits: TraitRatings, ids: readonly AttributeId[]): AttributeId[] {
  return [...ids].sort((a, b) => traits.attributes[b] - traits.attributes[a]);
}

function primary(id: PrimaryAbilityId, traits: TraitRatings): NonNullable<SheetPool['ability']> {
  return { word: id, name: primaryAbilities[id].name, rating: traits.abilities[id] ?? 0 };
}

/**
 * The roll for a weapon: the best Ability it allows (the table's order breaks ties), then its Attributes from the
 * strongest down, at the weapon's Difficulty; undefined for an unknown weapon.
 */
export function weaponPool(id: string, traits: TraitRatings): SheetPool | undefined {
  const weapon = findWeapon(id);
  if (!weapon) return undefined;
  const ability = [...weapon.abilities].sort((a, b) => (traits.abilities[b] ?? 0) - (traits.abilities[a] ?? 0))[0]!;
  const attributes = byRating(traits, weapon.attributes);
  return {
    key: `weapon:${id}`,
    kind: 'weapon',
    subject: id,
    attributes,
    ability: primary(ability, traits),
    difficulty: weapon.difficulty,
    exertAllowed: true,
  };
}

/**
 * Every pool a sheet offers: each Attribute alone, each Primary Ability (its usual Attribute first), each Secondary
 * Ability the notation can name, Body, Mind, Initiative (Dexterity + Perception, never exerted), Dodge (Dexterity +
 * Athletics), Sprint (Brawn + Athletics; marked `forbidden` when a scar rules it out) and each known weapon carried.
 * @example sheetPools({ traits, weapons: ['knife'] }).find((p) => p.kind === 'dodge')?.attributes // → ['dexterity']
 */
export function sheetPools(sheet: {
  traits: TraitRatings;
  weapons: readonly string[];
  scars?: PoolScars;
}): SheetPool[] {
  const { traits } = sheet;
  const pools: SheetPool[] = ATTRIBUTE_IDS.map((id) => ({
    key: id,
    kind: 'attribute',
    subject: id,
    attributes: [id],
    difficulty: DEFAULT_DIFFICULTY,
    exertAllowed: true,
  }));
  for (const id of PRIMARY_ABILITY_IDS) {
    const usual = primaryAbilities[id].usualAttribute;
    const attributes = [usual, ...ATTRIBUTE_IDS.filter((a) => a !== usual)];
    const ability = primary(id, traits);
    const difficulty = DEFAULT_DIFFICULTY;
    pools.push({ key: id, kind: 'ability', subject: id, attributes, ability, difficulty, exertAllowed: true });
  }
  for (const [name, rating] of Object.entries(traits.secondaryAbilities ?? {})) {
    const word = secondaryWord(name, traits);
    if (word === undefined) continue;
    pools.push({
      key: `secondary:${name}`,
      kind: 'secondary',
      subject: name,
      attributes: byRating(traits, ATTRIBUTE_IDS),
      ability: { word, name, rating },
      difficulty: DEFAULT_DIFFICULTY,
      exertAllowed: true,
    });
  }
  const special = (kind: 'body' | 'mind' | 'initiative', difficulty: number, exertAllowed: boolean): SheetPool => ({
    key: kind,
    kind,
    subject: '',
    attributes: [],
    difficulty,
    exertAllowed,
  });
  pools.push(
    special('body', DEFAULT_DIFFICULTY, true),
    special('mind', DEFAULT_DIFFICULTY, true),
    // The seed forbids exerting on Initiative.
    special('initiative', INITIATIVE_DIFFICULTY, false),
    {
      key: 'dodge',
      kind: 'dodge',
      subject: '',
      attributes: [...EVADE_ROLL.attributes],
      ability: primary(EVADE_ROLL.ability, traits),
      difficulty: EVADE_ROLL.difficulty,
      exertAllowed: true,
    },
    {
      key: 'sprint',
      kind: 'sprint',
      subject: '',
      attributes: [...SPRINT_ROLL.attributes],
      ability: primary(SPRINT_ROLL.ability, traits),
      difficulty: DEFAULT_DIFFICULTY,
      exertAllowed: true,
      ...(sheet.scars?.sprintAllowed === false
        ? {
            forbidden: {
              code: 'sprint_forbidden' as const,
              scar: sheet.scars.because?.noDashOrSprint ?? 'a Battle Scar',
            },
          }
        : {}),
    },
  );
  for (const id of sheet.weapons) {
    const pool = weaponPool(id, traits);
    if (pool) pools.push(pool);
  }
  return pools;
}

/** True for the pools that are combat moves, which worn armor always slows (attacks, Dodge, Sprint). */
export function isCombatMove(kind: SheetPoolKind): boolean {
  return kind === 'weapon' || kind === 'dodge' || kind === 'sprint';
}
