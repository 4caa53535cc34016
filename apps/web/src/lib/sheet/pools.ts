import {
  ATTRIBUTE_IDS,
  NOTATION_DIFFICULTY_RANGE,
  MODIFIER_RANGE,
  PRIMARY_ABILITY_IDS,
  armorDicePenalties,
  armorSlowsRoll,
  armorTable,
  attributes,
  findWeapon,
  matchAbility,
  parseRoll,
  primaryAbilities,
  resolveRollExpression,
  type ArmorId,
  type AttributeId,
  type DerivedStats,
  type ResolvedRollExpression,
  type Result,
  type RollContext,
  type TraitRatings,
} from '@harbinger/rules';

/** The facts of a sheet that its rolls read; a ContractorView has them all. */
export interface SheetFacts {
  attributes: Record<string, number>;
  abilities: Record<string, number>;
  secondaryAbilities: Record<string, number>;
  weapons: readonly string[];
  armor: string | null;
  derived: Pick<DerivedStats, 'penalty' | 'body' | 'mind'>;
}

/** What a roll button rolls. */
export type PoolKind = 'attribute' | 'ability' | 'secondary' | 'body' | 'mind' | 'initiative' | 'dodge' | 'sprint' | 'weapon';

/** One pool the sheet can roll, before the player picks Difficulty, exertion and extra dice. */
export interface PoolSpec {
  /** Stable key, used in `?roll=` and in the roll form. */
  key: string;
  kind: PoolKind;
  label: string;
  /** Attributes that may lead the roll, the default first; empty for Body, Mind and Initiative. */
  attributes: AttributeId[];
  /** The Ability paired with the Attribute: the word the roll notation uses, its name and rating. */
  ability?: { word: string; name: string; rating: number };
  /** The Difficulty the roll starts at. */
  difficulty: number;
  /** Exertion is allowed (never on Initiative). */
  exertAllowed: boolean;
  /** For `data-testid="roll-button-…"`. */
  testid: string;
}

/** What the player picks in the roll panel. */
export interface RollChoice {
  attribute?: AttributeId;
  difficulty?: number;
  exert: boolean;
  /** Extra dice from a circumstance (bonuses do not stack: the largest counts). */
  bonus: number;
  /** Dice taken away by a circumstance. */
  penalty: number;
}

/** The sheet's ratings as the rules read them (a missing Attribute is 1). */
export function traitsOf(facts: Pick<SheetFacts, 'attributes' | 'abilities' | 'secondaryAbilities'>): TraitRatings {
  const attrs = Object.fromEntries(ATTRIBUTE_IDS.map((id) => [id, facts.attributes[id] ?? 1])) as Record<AttributeId, number>;
  return { attributes: attrs, abilities: { ...facts.abilities }, secondaryAbilities: { ...facts.secondaryAbilities } };
}

/** What the rules need to read a roll against this sheet. */
export function rollContext(facts: SheetFacts): RollContext {
  return { traits: traitsOf(facts), penalty: facts.derived.penalty, body: facts.derived.body, mind: facts.derived.mind };
}

/** Dice the worn armor takes from physical actions (0 without armor). */
export function armorDice(facts: Pick<SheetFacts, 'armor'>): number {
  if (facts.armor === null || !Object.hasOwn(armorTable, facts.armor)) return 0;
  return armorDicePenalties([facts.armor as ArmorId]).reduce((sum, dice) => sum + dice, 0);
}

/** Folds a name the way the roll notation matches Secondary Abilities (case, spaces and punctuation dropped). */
export function foldName(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
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

function weaponPool(id: string, traits: TraitRatings): PoolSpec | undefined {
  const weapon = findWeapon(id);
  if (!weapon) return undefined;
  // The best Ability the weapon allows, then its Attributes from the strongest down.
  const ability = [...weapon.abilities].sort((a, b) => (traits.abilities[b] ?? 0) - (traits.abilities[a] ?? 0))[0]!;
  return {
    key: `weapon:${id}`,
    kind: 'weapon',
    label: weapon.name,
    attributes: byRating(traits, weapon.attributes),
    ability: { word: ability, name: primaryAbilities[ability].name, rating: traits.abilities[ability] ?? 0 },
    difficulty: weapon.difficulty,
    exertAllowed: true,
    testid: `weapon-${id}`,
  };
}

/**
 * Every pool the sheet offers a roll for: each Attribute alone, each Ability (with its usual Attribute first),
 * each Secondary Ability the notation can name, Body, Mind, Initiative, Dodge, Sprint and each weapon carried.
 */
export function sheetPools(facts: SheetFacts): PoolSpec[] {
  const traits = traitsOf(facts);
  const pools: PoolSpec[] = ATTRIBUTE_IDS.map((id) => ({
    key: id,
    kind: 'attribute',
    label: `${attributes[id].name} alone`,
    attributes: [id],
    difficulty: 6,
    exertAllowed: true,
    testid: id,
  }));
  for (const id of PRIMARY_ABILITY_IDS) {
    const usual = primaryAbilities[id].usualAttribute;
    pools.push({
      key: id,
      kind: 'ability',
      label: primaryAbilities[id].name,
      attributes: [usual, ...ATTRIBUTE_IDS.filter((a) => a !== usual)],
      ability: { word: id, name: primaryAbilities[id].name, rating: traits.abilities[id] ?? 0 },
      difficulty: 6,
      exertAllowed: true,
      testid: id,
    });
  }
  for (const [name, rating] of Object.entries(traits.secondaryAbilities ?? {})) {
    const word = secondaryWord(name, traits);
    if (word === undefined) continue;
    pools.push({
      key: `secondary:${name}`,
      kind: 'secondary',
      label: name,
      attributes: byRating(traits, ATTRIBUTE_IDS),
      ability: { word, name, rating },
      difficulty: 6,
      exertAllowed: true,
      testid: `secondary-${word}`,
    });
  }
  const special = (key: 'body' | 'mind' | 'initiative', label: string): PoolSpec => ({
    key,
    kind: key,
    label,
    attributes: [],
    difficulty: 6,
    exertAllowed: key !== 'initiative',
    testid: key,
  });
  pools.push(special('body', 'Body'), special('mind', 'Mind'), special('initiative', 'Initiative'));
  const athletics = { word: 'athletics', name: primaryAbilities.athletics.name, rating: traits.abilities.athletics ?? 0 };
  pools.push({ key: 'dodge', kind: 'dodge', label: 'Dodge', attributes: ['dexterity'], ability: athletics, difficulty: 6, exertAllowed: true, testid: 'dodge' });
  pools.push({ key: 'sprint', kind: 'sprint', label: 'Sprint', attributes: ['brawn'], ability: athletics, difficulty: 6, exertAllowed: true, testid: 'sprint' });
  for (const id of facts.weapons) {
    const pool = weaponPool(id, traits);
    if (pool) pools.push(pool);
  }
  return pools;
}

/** The pool with this key on this sheet, if there is one. */
export function findPool(facts: SheetFacts, key: string | null | undefined): PoolSpec | undefined {
  if (!key) return undefined;
  return sheetPools(facts).find((pool) => pool.key === key);
}

/** True when worn armor costs dice on this roll: combat moves always, Brawn and Dexterity rolls otherwise. */
export function isPhysical(spec: PoolSpec, attribute: AttributeId | undefined): boolean {
  const traitRoll = spec.kind === 'attribute' || spec.kind === 'ability' || spec.kind === 'secondary';
  return armorSlowsRoll({ combatMove: spec.kind === 'weapon' || spec.kind === 'dodge' || spec.kind === 'sprint', attribute: traitRoll ? attribute : undefined });
}

/** A choice made safe for one pool. */
export interface SettledChoice {
  attribute: AttributeId | undefined;
  difficulty: number;
  exert: boolean;
  bonus: number;
  penalty: number;
}

/** The choice made safe for this pool: an allowed Attribute, its Difficulty, exertion only where allowed. */
export function settleChoice(spec: PoolSpec, choice: Partial<RollChoice> = {}): SettledChoice {
  return {
    attribute: choice.attribute !== undefined && spec.attributes.includes(choice.attribute) ? choice.attribute : spec.attributes[0],
    difficulty: choice.difficulty ?? spec.difficulty,
    exert: spec.exertAllowed && (choice.exert ?? false),
    bonus: choice.bonus ?? 0,
    penalty: choice.penalty ?? 0,
  };
}

/**
 * The roll notation for a pool and a choice, read against the sheet by the rules (and by the server when it
 * rolls), with the label kept in the roll history. Worn armor's dice penalty is written in for physical rolls.
 * @example rollExpression(dodge, { exert: false, bonus: 0, penalty: 0 }, facts) // → { expression: 'dex+athletics@6', label: 'Dodge' }
 */
export function rollExpression(spec: PoolSpec, choice: Partial<RollChoice>, facts: SheetFacts): { expression: string; label: string } {
  const settled = settleChoice(spec, choice);
  const attribute = settled.attribute;
  let pool: string;
  if (spec.kind === 'body' || spec.kind === 'mind') pool = spec.kind;
  else if (spec.kind === 'initiative') pool = 'init';
  else pool = `${attributes[attribute!].short}${spec.ability ? `+${spec.ability.word}` : ''}`;
  const parts = [`${pool}@${String(settled.difficulty)}`];
  if (settled.bonus > 0) parts.push(`+${String(settled.bonus)}`);
  if (settled.penalty > 0) parts.push(`-${String(settled.penalty)}`);
  const armor = isPhysical(spec, attribute) ? armorDice(facts) : 0;
  if (armor > 0) parts.push(`-${String(armor)}`);
  if (settled.exert) parts.push('ex');
  const label = spec.kind === 'ability' || spec.kind === 'secondary' ? `${attributes[attribute!].name} + ${spec.label}` : spec.label;
  return { expression: parts.join(' '), label };
}

/** Reads a roll expression against the sheet exactly as the server will: dice options, with the current Penalty. */
export function resolvePool(expression: string, facts: SheetFacts): Result<ResolvedRollExpression> {
  const parsed = parseRoll(expression);
  if (!parsed.ok) return parsed;
  return resolveRollExpression(parsed.value, rollContext(facts));
}

/** Something with named text fields: FormData or URLSearchParams. */
export interface FieldSource {
  get(name: string): FormDataEntryValue | null;
}

function wholeIn(source: FieldSource, name: string, range: { min: number; max: number }): number | undefined {
  const raw = source.get(name);
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= range.min && value <= range.max ? value : undefined;
}

/** Reads the roll panel's fields (`attribute`, `difficulty`, `exert`, `bonus`, `penalty`); out-of-range values are dropped. */
export function parseRollChoice(source: FieldSource): Partial<RollChoice> {
  const attribute = source.get('attribute');
  const exert = source.get('exert');
  const choice: Partial<RollChoice> = {
    exert: typeof exert === 'string' && exert !== '' && exert !== 'false' && exert !== '0',
    bonus: wholeIn(source, 'bonus', { min: 0, max: MODIFIER_RANGE.max }) ?? 0,
    penalty: wholeIn(source, 'penalty', { min: 0, max: MODIFIER_RANGE.max }) ?? 0,
  };
  const difficulty = wholeIn(source, 'difficulty', NOTATION_DIFFICULTY_RANGE);
  if (difficulty !== undefined) choice.difficulty = difficulty;
  if (typeof attribute === 'string' && (ATTRIBUTE_IDS as string[]).includes(attribute)) choice.attribute = attribute as AttributeId;
  return choice;
}
