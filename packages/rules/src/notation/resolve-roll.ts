import { attributes, type TraitRatings } from '../character/traits.js';
import {
  DEFAULT_DIFFICULTY,
  MAX_DIFFICULTY,
  MIN_DIFFICULTY,
  secondaryDifficultyStep,
  type RollOptions,
  type RollPurpose,
} from '../dice/index.js';
import type { NotationIssueCode } from '../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../result.js';
import { matchAbility } from './match-ability.js';
import type { PoolTerm, RollExpression } from './roll-expression.js';

/** What the sheet and the table state supply when a command names traits instead of a dice count. */
export interface RollContext {
  traits?: TraitRatings;
  /** The roller's Penalty in dice (Body + Mind); exertion lifts it. */
  penalty?: number;
  /** Permanent Body rating, the pool of a `body` roll. */
  body?: number;
  /** Permanent Mind rating, the pool of a `mind` roll. */
  mind?: number;
}

/** A command made ready for the dice engine, with its label and a one-line summary for people. */
export interface ResolvedRollExpression {
  options: RollOptions;
  label?: string;
  description: string;
}

/** The base pool a pool term stands for on this sheet, and how the Ability shapes the roll. */
interface PoolPlan {
  dice: number;
  /** What is rolled, for the description ("Dexterity + Athletics"); absent for a bare count. */
  what?: string;
  noAbility?: boolean;
  secondary?: boolean;
  rank6?: boolean;
}

function traitsRequired(position?: number): Issue<NotationIssueCode> {
  return {
    code: 'traits_required',
    path: ['context', 'traits'],
    ...(position === undefined ? {} : { position }),
    expected: 'the Contractor’s trait ratings',
  };
}

function planTraits(
  pool: Extract<PoolTerm, { kind: 'traits' }>,
  traits: TraitRatings | undefined,
): Result<PoolPlan, Issue<NotationIssueCode>> {
  if (!traits) return fail(traitsRequired(pool.attribute.position));
  const attribute = attributes[pool.attribute.id].name;
  const attributeDice = traits.attributes[pool.attribute.id];
  if (!pool.ability) return ok({ dice: attributeDice, what: `${attribute} alone`, noAbility: true });

  const match = matchAbility(pool.ability, traits);
  if (!match.ok) return match;
  const { name, rating, kind } = match.value;
  if (rating <= 0) return ok({ dice: attributeDice, what: `${attribute} alone, no rank in ${name}`, noAbility: true });
  return ok({
    dice: attributeDice + rating,
    what: `${attribute} + ${name}`,
    secondary: kind === 'secondary',
    rank6: rating >= 6,
  });
}

function planPool(expr: RollExpression, context: RollContext): Result<PoolPlan, Issue<NotationIssueCode>> {
  const { pool } = expr;
  if (pool.kind === 'dice') return ok({ dice: pool.count });
  if (pool.kind === 'traits') return planTraits(pool, context.traits);
  if (pool.which === 'initiative') {
    const issues: Issue<NotationIssueCode>[] = [];
    if (!context.traits) issues.push(traitsRequired());
    // Initiative is never exerted (RULINGS: exertion).
    if (expr.exert)
      issues.push({
        code: 'exert_not_allowed',
        path: ['exert'],
        expected: 'no ex on an initiative roll',
        received: 'ex',
      });
    if (!context.traits || issues.length > 0) return fail(...issues);
    const { dexterity, perception } = context.traits.attributes;
    return ok({ dice: dexterity + perception, what: 'Initiative: Dexterity + Perception' });
  }
  const rating = context[pool.which];
  if (rating === undefined) {
    return fail({
      code: `${pool.which}_required`,
      path: ['context', pool.which],
      expected: `the Contractor’s ${pool.which} rating`,
    });
  }
  return ok({ dice: rating, what: pool.which === 'body' ? 'Body' : 'Mind' });
}

const PURPOSE_NAMES = {
  attack: 'an attack',
  defend: 'Defend',
  dodge: 'Dodge',
  gift_activation: 'a Gift activation',
} as const satisfies Record<RollPurpose, string>;

function describeDifficulty(plan: PoolPlan, expr: RollExpression): string {
  const base = expr.difficulty ?? DEFAULT_DIFFICULTY;
  const use = plan.secondary ? (expr.implied ? 'implied' : 'applies') : undefined;
  const step = secondaryDifficultyStep(use, expr.purpose);
  const raw = base + (plan.noAbility ? 1 : 0) + step;
  const notes: string[] = [];
  if (plan.noAbility) notes.push('+1 without an Ability');
  if (use === 'implied') notes.push('+1 for a Secondary Ability only implied');
  else if (use === 'applies' && step === 0)
    notes.push(`no -1 for a Secondary Ability on ${PURPOSE_NAMES[expr.purpose!]}`);
  else if (use === 'applies') notes.push('-1 for a Secondary Ability');
  if (raw > MAX_DIFFICULTY) notes.push(`rolled at ${MAX_DIFFICULTY} with ${raw - MAX_DIFFICULTY} fewer dice`);
  if (raw < MIN_DIFFICULTY) notes.push(`rolled at ${MIN_DIFFICULTY}`);
  return `Difficulty ${raw}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
}

function describe(plan: PoolPlan, expr: RollExpression, penalty: number): string {
  const dice = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;
  const pool = plan.what === undefined ? dice(plan.dice) : `${plan.what} (${dice(plan.dice)})`;
  const purpose = expr.purpose === undefined ? '' : ` as ${PURPOSE_NAMES[expr.purpose]}`;
  const parts = [`${pool}${purpose} at ${describeDifficulty(plan, expr)}`];
  if (expr.bonus > 0) parts.push(`+${dice(expr.bonus)}`);
  for (const p of expr.penalties) parts.push(`-${dice(p)}`);
  if (penalty > 0) parts.push(expr.exert ? `Penalty ${penalty} ignored` : `Penalty ${penalty}`);
  if (plan.rank6) parts.push('rank-6 Ability (Outcome at least 0)');
  if (expr.exert) parts.push('exerting');
  return parts.join(', ');
}

/**
 * Turns a parsed command into dice options, looking Attributes and Abilities up on the sheet: no Ability (or
 * a rank of 0) rolls the Attribute alone at +1 Difficulty, a Secondary Ability rolls at -1 (not on an attack,
 * Defend, Dodge or Gift activation) or at +1 when written `implied`, a rank of 6 keeps the Outcome at 0 or more;
 * `init` is Dexterity + Perception and cannot be exerted.
 * @example resolveRollExpression(parsed, { traits }) // dex+athletics@7 ex → pool 7, difficulty 7, exert
 * @example resolveRollExpression(parseRoll('dex+knives attack').value, { traits }) // Secondary: Difficulty 6
 */
export function resolveRollExpression(
  expr: RollExpression,
  context: RollContext = {},
): Result<ResolvedRollExpression, Issue<NotationIssueCode>> {
  const planned = planPool(expr, context);
  if (!planned.ok) return planned;
  const plan = planned.value;
  if (expr.implied && !plan.secondary) {
    return fail({
      code: 'implied_without_secondary',
      path: ['implied'],
      expected: 'implied only after a Secondary Ability, such as dex+knives implied',
      received: 'implied',
    });
  }
  const options: RollOptions = {
    pool: plan.dice,
    difficulty: expr.difficulty ?? DEFAULT_DIFFICULTY,
    bonuses: expr.bonus > 0 ? [expr.bonus] : [],
    dicePenalties: [...expr.penalties],
    exert: expr.exert,
    ...(context.penalty === undefined ? {} : { penalty: context.penalty }),
    ...(plan.noAbility ? { noAbility: true } : {}),
    ...(plan.secondary ? { secondaryAbility: expr.implied ? ('implied' as const) : ('applies' as const) } : {}),
    ...(expr.purpose === undefined ? {} : { purpose: expr.purpose }),
    ...(plan.rank6 ? { rank6: true } : {}),
  };
  return ok({
    options,
    ...(expr.label === undefined ? {} : { label: expr.label }),
    description: describe(plan, expr, context.penalty ?? 0),
  });
}
