import {
  baseSupply,
  devilishSupply,
  numberCard,
  STARTING_NUMBERS,
  STARTING_POWER_CARDS,
  type CardBlueprint,
  type CardId,
  type DiceCard,
} from '../cards/dice-cards.js';
import { powerPool, powers, type PowerId } from '../cards/powers.js';
import type { Contract } from '../contracts/contract.js';
import { generateContractDeck } from '../contracts/generator.js';
import { refuse, ok, type Result } from '../result.js';
import { randomInt, rngFromState, shuffled, type Rng } from '../rng.js';
import {
  DEFAULT_MAX_TURNS,
  DISPLAY_SIZE,
  expansions as expansionTable,
  PLAYER_LIMITS,
  variants as variantTable,
  WIN_AT,
  type GameOptions,
} from './options.js';
import type { GameState } from './state.js';

/**
 * Sets up a new game: the Contract deck with 5 face up, a 1–6 deck per player with two powered cards
 * (or 6 random cards in the chaotic variant), and the shared supply. All later chance comes from a
 * stream seeded here from `rng`, so the same rng gives the same game.
 * @example createGame({ players: 4 }, seededRng(7))
 */
export function createGame(options: GameOptions, rng: Rng): Result<GameState> {
  const checked = checkOptions(options);
  if (!checked.ok) return checked;
  const { players } = options;
  const variants = [...new Set(options.variants ?? [])];
  const expansions = [...new Set(options.expansions ?? [])];
  const stream = rngFromState(rng.nextUint32());
  const devilish = expansions.includes('devilish_numbers');

  const blueprints: CardBlueprint[] = [];
  for (let seat = 0; seat < players; seat++) blueprints.push(...startingDeck(devilish, stream));
  const basePowers = shuffled(stream, powerPool(false));
  const devilishPowers = powerPool(true).filter((id) => powers[id].pack === 'devilish_numbers');
  blueprints.push(...baseSupply(basePowers));
  if (devilish)
    blueprints.push(
      ...devilishSupply([0, 1, 2, 3].map(() => devilishPowers[randomInt(stream, devilishPowers.length)]!)),
    );

  const cards: Record<CardId, DiceCard> = {};
  const ids = blueprints.map((b, i) => {
    const id = `d${String(i + 1).padStart(3, '0')}`;
    cards[id] = { id, ...b };
    return id;
  });
  const startCount = players * STARTING_NUMBERS.length;
  const chaotic = variants.includes('chaotic');
  const dealt = chaotic ? shuffled(stream, ids) : ids;
  const decks = Array.from({ length: players }, (_, seat) => dealt.slice(seat * 6, seat * 6 + 6));
  const supply = chaotic ? dealt.slice(startCount) : shuffled(stream, ids.slice(startCount));

  const generated = generateContractDeck(
    {
      players,
      count: options.contracts ?? 10 * players + 20,
      easy: variants.includes('easy'),
      lostSouls: expansions.includes('lost_souls'),
    },
    stream,
  );
  const contracts: Record<string, Contract> = {};
  for (const c of generated) contracts[c.id] = c;
  const order = generated.map((c) => c.id);
  const starsScoring = variants.includes('stars');

  return ok({
    version: 1,
    config: {
      players,
      variants,
      expansions,
      scoring: starsScoring ? 'stars' : 'contracts',
      winAt: starsScoring ? WIN_AT.stars : WIN_AT.contracts,
      maxTurns: options.maxTurns ?? DEFAULT_MAX_TURNS,
    },
    cards,
    contracts,
    rng: stream.state,
    turn: 1,
    active: 0,
    phase: { kind: 'pick' },
    players: decks.map((deck, seat) => ({ seat, deck, score: [] })),
    display: order.slice(0, DISPLAY_SIZE),
    contractDeck: order.slice(DISPLAY_SIZE),
    inPlay: null,
    supply,
    discard: [],
    challenge: null,
    result: null,
    events: [
      { type: 'game_started', players },
      { type: 'turn_started', turn: 1, player: 0 },
    ],
    moves: 0,
  });
}

function startingDeck(devilish: boolean, rng: Rng): CardBlueprint[] {
  const slots = shuffled(rng, [0, 1, 2, 3, 4, 5]).slice(0, STARTING_POWER_CARDS);
  const chosen: PowerId[] = shuffled(rng, powerPool(devilish)).slice(0, STARTING_POWER_CARDS);
  return STARTING_NUMBERS.map((n, i) => {
    const slot = slots.indexOf(i);
    return numberCard(n, slot === -1 ? null : chosen[slot]!);
  });
}

function checkOptions(o: GameOptions): Result<true> {
  if (!Number.isInteger(o.players) || o.players < PLAYER_LIMITS.min || o.players > PLAYER_LIMITS.max) {
    return refuse('bad_player_count', {
      path: ['players'],
      expected: `${PLAYER_LIMITS.min}-${PLAYER_LIMITS.max}`,
      received: o.players,
    });
  }
  for (const [i, v] of (o.variants ?? []).entries()) {
    if (!Object.hasOwn(variantTable, v))
      return refuse('unknown_variant', { path: ['variants', i], received: String(v) });
  }
  for (const [i, x] of (o.expansions ?? []).entries()) {
    if (!Object.hasOwn(expansionTable, x))
      return refuse('unknown_expansion', { path: ['expansions', i], received: String(x) });
  }
  if (o.maxTurns !== undefined && (!Number.isInteger(o.maxTurns) || o.maxTurns < 1)) {
    return refuse('bad_turn_limit', { path: ['maxTurns'], received: o.maxTurns });
  }
  if (o.contracts !== undefined && (!Number.isInteger(o.contracts) || o.contracts < DISPLAY_SIZE)) {
    return refuse('too_few_contracts', { path: ['contracts'], expected: DISPLAY_SIZE, received: o.contracts });
  }
  return ok(true);
}
