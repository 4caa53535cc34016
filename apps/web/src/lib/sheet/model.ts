import {
  ABILITY_RANGE,
  ATTRIBUTE_RANGE,
  UNRANKED_DIFFICULTY_STEP,
  attributeExpTotal,
  abilityExpTotal,
  attributes,
  type ContractorFacts,
  type DerivedStats,
  type HealthState,
} from '@harbinger/rules';
import { conceptSentence } from '../creation/concept-sentence.js';
import { commonRolls, type CommonRoll } from './common-rolls.js';
import {
  explainBody,
  explainBodyLeft,
  explainCarry,
  explainDash,
  explainExp,
  explainFreeMovement,
  explainLift,
  explainMind,
  explainMindLeft,
  explainPenalty,
  explainSprint,
  explainStatus,
} from './explain.js';
import { injuryLines, type InjuryFacts, type InjuryLine } from './injuries.js';
import { sheetPools, type PoolSpec, type SheetFacts } from './pools.js';
import { poolRow, quickReference, type PoolRow, type QuickReference } from './quick-reference.js';
import type { SpendingFacts } from './spending.js';
import { bodyTrack, mindTrack, type Track } from './tracks.js';
import { willToSurviveOffer, type WillToSurviveFacts, type WillToSurviveOffer } from './will-to-survive.js';
import { STATE_WORDS, statusName } from './words.js';

/** A number on the sheet with the words saying where it comes from. */
export interface Explained {
  value: string;
  explain: string;
}

/** An Attribute or Ability line: its rating, why it costs what it did, and its roll. */
export interface TraitRow {
  id: string;
  name: string;
  rating: number;
  explain: string;
  /** The pool this trait rolls (with its usual Attribute for an Ability), penalties applied. */
  pool: PoolRow | undefined;
}

/** What the Status tab shows beyond the stored words, computed from a view by the rules. */
export interface StatusModel {
  stats: Record<
    | 'body'
    | 'mind'
    | 'bodyLeft'
    | 'mindLeft'
    | 'penalty'
    | 'exp'
    | 'status'
    | 'freeMovement'
    | 'dash'
    | 'sprint'
    | 'carry'
    | 'lift',
    Explained
  >;
  state: { id: HealthState; label: string };
  tracks: { body: Track; mind: Track };
  attributes: TraitRow[];
  /** Every Ability with a rank; those without one too when they were asked for (see `unranked`). */
  abilities: TraitRow[];
  /** How many Abilities have no rank (listed in `abilities` only when asked for: they sit in a folded list). */
  unranked: number;
  secondaries: TraitRow[];
  body: PoolRow | undefined;
  mind: PoolRow | undefined;
  quick: QuickReference;
  /** The rolls the play tab offers first: Initiative, Dodge, Perception + Alertness, the best attacks. */
  common: CommonRoll[];
  injuries: InjuryLine[];
  /** The add-Injury form's Will to Survive choice (owner's Status tab only). */
  willToSurvive?: WillToSurviveOffer;
}

/** Everything the sheet shows beyond the stored words (the printable sheet shows it all at once). */
export interface SheetModel extends StatusModel {
  concept: string;
}

/** The view fields the model reads (a ContractorView has them all). */
export type ModelFacts = SheetFacts &
  InjuryFacts &
  SpendingFacts & {
    concept: { name: string; archetype: string; paradigm: string; ambition: string };
    derived: DerivedStats;
    mindDamage: number;
    traumas: readonly unknown[];
    victories: number;
    exp: { earned: number; spent: number; available: number };
  };

function stat(value: number | string, explain: string): Explained {
  return { value: String(value), explain };
}

/** The facts of a view as `deriveContractor` takes them, for the few explanations that need counts. */
function counts(facts: ModelFacts): { battleScars: number; traumas: ContractorFacts['traumas'] } {
  return { battleScars: facts.battleScars.length, traumas: facts.traumas.length };
}

/** Builds the whole sheet's numbers, explanations, pools and play options from a Contractor view. */
export function sheetModel(facts: ModelFacts): SheetModel {
  return { concept: conceptSentence(facts.concept), ...statusModel(facts, { unranked: true }) };
}

/**
 * Builds the Status tab's numbers with their explanations and pools from a Contractor view (the sheet page sends
 * only what the open tab shows). Every number is the view's `derived` or a rules function applied to its facts.
 */
export function statusModel(
  facts: ModelFacts,
  options: { unranked?: boolean; willToSurvive?: WillToSurviveFacts | null } = {},
): StatusModel {
  const d = facts.derived;
  const a = (id: keyof typeof attributes) => facts.attributes[id] ?? ATTRIBUTE_RANGE.min;
  const pools = sheetPools(facts);
  const rowOf = (key: string) => {
    const spec = pools.find((p) => p.key === key);
    return spec ? poolRow(spec, facts) : undefined;
  };
  const { battleScars, traumas } = counts(facts);
  const sprintPool = pools.find((p) => p.kind === 'sprint');
  const abilities = pools.filter((p) => p.kind === 'ability');
  const quick = quickReference(facts);
  const liftText = d.liftPounds === null ? 'past the table' : `${String(d.liftPounds)} lb`;
  return {
    stats: {
      body: stat(d.body, explainBody({ brawn: a('brawn'), battleScars, body: d.body })),
      mind: stat(d.mind, explainMind({ intellect: a('intellect'), charisma: a('charisma'), traumas, mind: d.mind })),
      bodyLeft: stat(
        d.bodyRemaining,
        explainBodyLeft({
          body: d.body,
          bodyDepletion: d.bodyDepletion,
          bodyRemaining: d.bodyRemaining,
          severities: facts.injuries.map((i) => i.severity),
        }),
      ),
      mindLeft: stat(
        d.mindRemaining,
        explainMindLeft({ mind: d.mind, mindDamage: facts.mindDamage, mindRemaining: d.mindRemaining }),
      ),
      penalty: stat(
        d.penalty,
        explainPenalty({
          bodyRemaining: d.bodyRemaining,
          mindRemaining: d.mindRemaining,
          penalty: d.penalty,
          mind: { rating: d.mind, damage: facts.mindDamage },
          ...(d.scars ? { scars: d.scars } : {}),
        }),
      ),
      exp: stat(facts.exp.available, explainExp(facts.exp)),
      status: stat(statusName(d.status), explainStatus({ status: d.status, victories: facts.victories })),
      freeMovement: stat(
        `${String(d.freeMovementFeet)} ft`,
        explainFreeMovement({
          dexterity: a('dexterity'),
          penalty: d.penalty,
          feet: d.freeMovementFeet,
          ...(d.scars ? { scars: d.scars } : {}),
        }),
      ),
      dash: stat(
        d.scars?.dashAllowed === false ? 'Not possible' : `+${String(d.dashMaxFeet)} ft`,
        explainDash({ brawn: a('brawn'), feet: d.dashMaxFeet, ...(d.scars ? { scars: d.scars } : {}) }),
      ),
      sprint: stat(
        sprintPool?.forbidden ? 'Not possible' : poolWords(sprintPool),
        explainSprint({
          dexterity: a('dexterity'),
          brawn: a('brawn'),
          ...(sprintPool?.forbidden ? { forbiddenBy: sprintPool.forbidden.scar } : {}),
        }),
      ),
      carry: stat(`${String(d.carryPounds)} lb`, explainCarry({ brawn: a('brawn'), pounds: d.carryPounds })),
      lift: stat(liftText, explainLift({ brawn: a('brawn'), pounds: d.liftPounds })),
    },
    state: { id: d.state, label: STATE_WORDS[d.state] },
    tracks: { body: bodyTrack(d), mind: mindTrack({ mind: d.mind, mindDamage: facts.mindDamage }) },
    attributes: (Object.keys(attributes) as (keyof typeof attributes)[]).map((id) => ({
      id,
      name: attributes[id].name,
      rating: a(id),
      explain: attributeWords(id, a(id)),
      pool: rowOf(id),
    })),
    abilities: abilities
      .filter((p) => options.unranked === true || p.ability!.rating > 0)
      .map((p) => ({
        id: p.key,
        name: p.label,
        rating: p.ability!.rating,
        explain: abilityWords(p.label, p.ability!.rating),
        pool: rowOf(p.key),
      })),
    unranked: abilities.filter((p) => p.ability!.rating <= 0).length,
    secondaries: Object.entries(facts.secondaryAbilities).map(([name, rating]) => ({
      id: name,
      name,
      rating,
      explain: abilityWords(name, rating),
      pool: rowOf(`secondary:${name}`),
    })),
    body: rowOf('body'),
    mind: rowOf('mind'),
    quick,
    common: commonRolls(facts, quick, pools),
    injuries: injuryLines(facts),
    ...(options.willToSurvive ? { willToSurvive: willToSurviveOffer(options.willToSurvive) } : {}),
  };
}

/** What an Attribute's rating cost, counted from the starting rating. */
function attributeWords(id: keyof typeof attributes, rating: number): string {
  const { min, max } = ATTRIBUTE_RANGE;
  const total = attributeExpTotal(Math.min(max, Math.max(min, rating)));
  return `${attributes[id].name} ${String(rating)}: ${String(total)} Exp above the starting ${String(min)}`;
}

/** An Attribute + Ability pool named in words ("Brawn + Athletics"), from the rules' make-up of the pool. */
function poolWords(spec: PoolSpec | undefined): string {
  const attribute = spec?.attributes[0];
  if (!spec || !attribute) return spec?.label ?? '';
  return spec.ability ? `${attributes[attribute].name} + ${spec.ability.name}` : attributes[attribute].name;
}

function abilityWords(name: string, rating: number): string {
  if (rating <= 0)
    return `${name} 0: no rank, so its rolls use the Attribute alone at +${String(UNRANKED_DIFFICULTY_STEP)} Difficulty`;
  const total =
    rating <= ABILITY_RANGE.max ? `${String(abilityExpTotal(rating))} Exp above 0` : 'beyond the usual ratings';
  return `${name} ${String(rating)}: ${total}`;
}
