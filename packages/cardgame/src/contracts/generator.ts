import { randomInt, type Rng } from '../rng.js';
import { challengeChance } from './chance.js';
import type { Contract, ContractId, ContractKind, Payout, Stars } from './contract.js';
import { templateIds, templates, type Challenge, type TemplateConfig } from './templates.js';

/** Lowest chance of success of a ranked star, best first: 0.7+ earns 1 star, under 0.18 earns 5. */
export const STAR_THRESHOLDS = [0.7, 0.5, 0.32, 0.18] as const;

/** Team challenges the generator refuses as pointless: nearly sure things and near impossibilities. */
export const CHANCE_BOUNDS = { min: 0.05, max: 0.95 } as const;

/** The star rating for a chance of success: the harder, the more stars (never fewer). */
export function starsFor(chance: number): Stars {
  const passed = STAR_THRESHOLDS.findIndex((edge) => chance >= edge);
  return (passed === -1 ? 5 : passed + 1) as Stars;
}

/** The Turnout a Contract is rated for when nothing forces more: a little over half the table. */
export function expectedTurnout(players: number): number {
  return Math.min(players, Math.ceil((players + 1) / 2));
}

/**
 * The reward: always one score per Soul (the Turnout multiplier is already generous), or one to three cards growing
 * with the stars.
 */
export function rewardFor(kind: Payout['kind'], stars: Stars): Payout {
  if (kind === 'score') return { kind, amount: 1 };
  return { kind, amount: stars <= 2 ? 1 : stars <= 4 ? 2 : 3 };
}

/** The penalty: one score, or cards (two when the Contract was likely to pass, so failing it stings). */
export function penaltyFor(kind: Payout['kind'], chance: number): Payout {
  if (kind === 'score') return { kind, amount: 1 };
  return { kind, amount: chance >= 0.6 ? 2 : 1 };
}

/** What a generated Contract may be. */
export interface ContractSpec {
  id: ContractId;
  players: number;
  kind: ContractKind;
  /** The easier variant keeps only Contracts rated this many stars or fewer. */
  maxStars?: Stars;
}

const MAX_ATTEMPTS = 200;

/**
 * Draws one Contract: a random template and parameters, kept only when its exact (or simulated) chance
 * of success at the expected Turnout is sensible; the chance then sets the stars, reward and penalty.
 * @example generateContract({ id: 'k001', players: 4, kind: 'team' }, seededRng(1))
 */
export function generateContract(spec: ContractSpec, rng: Rng): Contract {
  const maxStars = spec.maxStars ?? 5;
  const battle = spec.kind === 'battle';
  const pool = templateIds.filter((id) => templates[id].battle === battle);
  const minTurnout =
    spec.kind === 'team' ? 1 : spec.kind === 'battle' ? 2 : 2 + randomInt(rng, Math.min(2, spec.players - 1));
  const turnout = battle ? 2 : Math.max(minTurnout, expectedTurnout(spec.players));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const id = pool[randomInt(rng, pool.length)]!;
    const config: TemplateConfig = templates[id];
    const reveals = pickFrom(rng, config.reveals);
    const challenge: Challenge = {
      template: id,
      reveals,
      target: pickFrom(rng, config.targets(reveals)),
      count: pickFrom(rng, config.counts),
    };
    const chance = challengeChance(challenge, turnout).chance;
    if (!battle && (chance < CHANCE_BOUNDS.min || chance > CHANCE_BOUNDS.max)) continue;
    const stars = starsFor(chance);
    if (stars > maxStars) continue;
    return build({ spec, challenge, chance, stars, minTurnout, turnout, rng });
  }
  // a dependable fallback: one card each, total of 3 per Soul, rated like any other
  const challenge: Challenge = { template: 'sum_at_least', reveals: 1, target: 3, count: 0 };
  const chance = challengeChance(challenge, turnout).chance;
  return build({ spec, challenge, chance, stars: starsFor(chance), minTurnout, turnout, rng });
}

interface BuildParts {
  spec: ContractSpec;
  challenge: Challenge;
  chance: number;
  stars: Stars;
  minTurnout: number;
  turnout: number;
  rng: Rng;
}

function build(p: BuildParts): Contract {
  const rewardKind = randomInt(p.rng, 3) < 2 ? 'score' : 'card';
  const penaltyKind = randomInt(p.rng, 2) === 0 ? 'score' : 'card';
  return {
    id: p.spec.id,
    name: templates[p.challenge.template].name,
    kind: p.spec.kind,
    challenge: p.challenge,
    minTurnout: p.minTurnout,
    stars: p.stars,
    reward: rewardFor(rewardKind, p.stars),
    penalty: penaltyFor(penaltyKind, p.chance),
    chance: p.chance,
    expectedTurnout: p.turnout,
  };
}

function pickFrom(rng: Rng, values: readonly number[]): number {
  return values[randomInt(rng, values.length)]!;
}

/** Options for a whole Contract deck. */
export interface DeckSpec {
  players: number;
  count: number;
  /** Only 1- and 2-star Contracts (the easier variant). */
  easy?: boolean;
  /** Mix in Forced and Battle Contracts (the Lost Souls expansion). */
  lostSouls?: boolean;
}

/** Share of a Lost Souls deck that is Forced, and that is Battle. */
export const LOST_SOULS_MIX = { forced: 0.15, battle: 0.15 } as const;

/** Generates a full Contract deck with ids k001, k002, … in deck order. */
export function generateContractDeck(spec: DeckSpec, rng: Rng): Contract[] {
  const out: Contract[] = [];
  for (let i = 0; i < spec.count; i++) {
    const roll = randomInt(rng, 100) / 100;
    const kind: ContractKind = !spec.lostSouls
      ? 'team'
      : roll < LOST_SOULS_MIX.forced
        ? 'forced'
        : roll < LOST_SOULS_MIX.forced + LOST_SOULS_MIX.battle
          ? 'battle'
          : 'team';
    const id = `k${String(i + 1).padStart(3, '0')}`;
    out.push(
      generateContract({ id, players: spec.players, kind, ...(spec.easy ? { maxStars: 2 as Stars } : {}) }, rng),
    );
  }
  return out;
}
