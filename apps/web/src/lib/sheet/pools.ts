import {
  ATTRIBUTE_RANGE,
  ATTRIBUTE_IDS,
  NOTATION_DIFFICULTY_RANGE,
  MODIFIER_RANGE,
  armorDicePenalties,
  armorSlowsRoll,
  armorTable,
  attributes,
  findWeapon,
  isCombatMove,
  parseRoll,
  resolveRollExpression,
  sheetPools as rulesSheetPools,
  type ArmorId,
  type AttributeId,
  type DerivedStats,
  type ResolvedRollExpression,
  type Result,
  type RollContext,
  type SheetPool,
  type TraitRatings,
} from '@harbinger/rules';

/** The facts of a sheet that its rolls read; a ContractorView has them all. */
export interface SheetFacts {
  attributes: Record<string, number>;
  abilities: Record<string, number>;
  secondaryAbilities: Record<string, number>;
  weapons: readonly string[];
  armor: string | null;
  /** Body and Mind left tell the roll panel that an incapacitated Contractor's rolls fail by themselves. */
  derived: Pick<DerivedStats, 'penalty' | 'body' | 'mind'> &
    Partial<Pick<DerivedStats, 'bodyRemaining' | 'mindRemaining' | 'scars'>>;
}

/** One pool the sheet can roll, as the rules make it up, with its label and `data-testid="roll-button-…"`. */
export interface PoolSpec extends SheetPool {
  label: string;
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
  const attrs = Object.fromEntries(
    ATTRIBUTE_IDS.map((id) => [id, facts.attributes[id] ?? ATTRIBUTE_RANGE.min]),
  ) as Record<AttributeId, number>;
  return { attributes: attrs, abilities: { ...facts.abilities }, secondaryAbilities: { ...facts.secondaryAbilities } };
}

/** What the rules need to read a roll against this sheet. */
export function rollContext(facts: SheetFacts): RollContext {
  return {
    traits: traitsOf(facts),
    penalty: facts.derived.penalty,
    body: facts.derived.body,
    mind: facts.derived.mind,
  };
}

/** Dice the worn armor takes from physical actions (0 without armor). */
export function armorDice(facts: Pick<SheetFacts, 'armor'>): number {
  if (facts.armor === null || !Object.hasOwn(armorTable, facts.armor)) return 0;
  return armorDicePenalties([facts.armor as ArmorId]).reduce((sum, dice) => sum + dice, 0);
}

/** Words and a test id for one of the rules' pools. */
function dressed(pool: SheetPool): PoolSpec {
  switch (pool.kind) {
    case 'attribute':
      return { ...pool, label: `${attributes[pool.subject as AttributeId].name} alone`, testid: pool.key };
    case 'ability':
      return { ...pool, label: pool.ability!.name, testid: pool.key };
    case 'secondary':
      return { ...pool, label: pool.subject, testid: `secondary-${pool.ability!.word}` };
    case 'weapon':
      return { ...pool, label: findWeapon(pool.subject)!.name, testid: `weapon-${pool.subject}` };
    default:
      return { ...pool, label: KIND_LABELS[pool.kind], testid: pool.key };
  }
}

const KIND_LABELS = { body: 'Body', mind: 'Mind', initiative: 'Initiative', dodge: 'Dodge', sprint: 'Sprint' } as const;

/**
 * Every pool the sheet offers a roll for (the rules decide which and how they are made up), with their labels:
 * each Attribute alone, each Ability, each nameable Secondary Ability, Body, Mind, Initiative, Dodge, Sprint and
 * each weapon carried.
 */
export function sheetPools(facts: SheetFacts): PoolSpec[] {
  const scars = facts.derived.scars;
  return rulesSheetPools({ traits: traitsOf(facts), weapons: facts.weapons, ...(scars ? { scars } : {}) }).map(dressed);
}

/** The pool with this key on this sheet, if there is one. */
export function findPool(facts: SheetFacts, key: string | null | undefined): PoolSpec | undefined {
  if (!key) return undefined;
  return sheetPools(facts).find((pool) => pool.key === key);
}

/** True when worn armor costs dice on this roll: combat moves always, Brawn and Dexterity rolls otherwise. */
export function isPhysical(spec: PoolSpec, attribute: AttributeId | undefined): boolean {
  const traitRoll = spec.kind === 'attribute' || spec.kind === 'ability' || spec.kind === 'secondary';
  return armorSlowsRoll({ combatMove: isCombatMove(spec.kind), attribute: traitRoll ? attribute : undefined });
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
    attribute:
      choice.attribute !== undefined && spec.attributes.includes(choice.attribute)
        ? choice.attribute
        : spec.attributes[0],
    difficulty: choice.difficulty ?? spec.difficulty,
    exert: spec.exertAllowed && (choice.exert ?? false),
    bonus: choice.bonus ?? 0,
    penalty: choice.penalty ?? 0,
  };
}

/**
 * The roll notation for a pool and a choice, read against the sheet by the rules (and by the server when it
 * rolls), with the label kept in the roll history. Worn armor's dice penalty is written in for physical rolls.
 * @example
 * rollExpression(dodge, { exert: false, bonus: 0, penalty: 0 }, facts)
 * // → { expression: 'dex+athletics@6', label: 'Dodge' }
 */
export function rollExpression(
  spec: PoolSpec,
  choice: Partial<RollChoice>,
  facts: SheetFacts,
): { expression: string; label: string } {
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
  const label =
    spec.kind === 'ability' || spec.kind === 'secondary'
      ? `${attributes[attribute!].name} + ${spec.label}`
      : spec.label;
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

/**
 * Reads the roll panel's fields (`attribute`, `difficulty`, `exert`, `bonus`, `penalty`); out-of-range values are
 * dropped.
 */
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
  if (typeof attribute === 'string' && (ATTRIBUTE_IDS as string[]).includes(attribute))
    choice.attribute = attribute as AttributeId;
  return choice;
}
