import {
  STARTING_SOURCE_CAPACITY,
  ATTRIBUTE_IDS,
  ATTRIBUTE_RANGE,
  PRIMARY_ABILITY_IDS,
  THERAPY_EXP_COST,
  abilityRaiseCost,
  attributes,
  primaryAbilities,
  raisePrice,
  type RaiseTrait,
} from '@harbinger/rules';
import { explainRaise } from './explain.js';
import { sourceLabel } from './words.js';

/** One thing Exp can buy, priced by the rules. */
export interface RaiseOption {
  kind: 'attribute' | 'ability' | 'source';
  /** What the purchase names: an Attribute id, a Primary Ability id, a Secondary Ability's name, or '' for Source. */
  id: string;
  name: string;
  from: number;
  /** Exp it costs; null at the highest rating. */
  cost: number | null;
  affordable: boolean;
  explain: string;
}

/** Everything the Spend Exp panel offers. */
export interface SpendingOptions {
  available: number;
  attributes: RaiseOption[];
  abilities: RaiseOption[];
  secondaries: RaiseOption[];
  source: RaiseOption | null;
  therapyCost: number;
  /** What a brand-new Secondary Ability's first rank costs. */
  newSecondaryCost: number;
}

function option(
  kind: RaiseOption['kind'],
  id: string,
  name: string,
  from: number,
  cost: number | null,
  available: number,
): RaiseOption {
  return {
    kind,
    id,
    name,
    from,
    cost,
    affordable: cost !== null && cost <= available,
    explain:
      cost === null
        ? `${name} is at its highest rating, ${String(from)}`
        : explainRaise({ what: name, from, cost, available }),
  };
}

/** The facts the Spend Exp panel reads. */
export interface SpendingFacts {
  attributes: Record<string, number>;
  abilities: Record<string, number>;
  secondaryAbilities: Record<string, number>;
  source: { name: string; capacity: number } | null;
  exp: { available: number };
}

/**
 * Prices every raise the sheet offers with the rules' costs (a rank 6 Ability still needs Seasoned; the platform says
 * so).
 */
export function spendingOptions(facts: SpendingFacts): SpendingOptions {
  const available = facts.exp.available;
  // No Status given: a sixth Ability rank is priced here and the platform refuses it below Seasoned.
  const cost = (trait: RaiseTrait, from: number) => {
    const price = raisePrice({ trait, from });
    return price.ok ? price.value : null;
  };
  return {
    available,
    attributes: ATTRIBUTE_IDS.map((id) => {
      const from = facts.attributes[id] ?? ATTRIBUTE_RANGE.min;
      return option('attribute', id, attributes[id].name, from, cost('attribute', from), available);
    }),
    abilities: PRIMARY_ABILITY_IDS.map((id) => {
      const from = facts.abilities[id] ?? 0;
      return option('ability', id, primaryAbilities[id].name, from, cost('ability', from), available);
    }),
    secondaries: Object.entries(facts.secondaryAbilities).map(([name, from]) =>
      option('ability', name, name, from, cost('ability', from), available),
    ),
    source: facts.source
      ? option(
          'source',
          '',
          sourceLabel(facts.source.name),
          facts.source.capacity,
          cost('source', Math.max(STARTING_SOURCE_CAPACITY, facts.source.capacity)),
          available,
        )
      : null,
    therapyCost: THERAPY_EXP_COST,
    newSecondaryCost: abilityRaiseCost(0),
  };
}
