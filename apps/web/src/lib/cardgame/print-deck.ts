import {
  createGame,
  expansionIds,
  PLAYER_LIMITS,
  variantIds,
  type Contract,
  type DiceCard,
  type ExpansionId,
  type Result,
  type VariantId,
} from '@harbinger/cardgame';
import { cleanSeed, gameRng } from './seed.js';

/** Table sizes the forms offer (the engine deals for 2 to 6 and checks again itself). */
export const PLAYER_COUNTS: readonly number[] = Array.from(
  { length: PLAYER_LIMITS.max - PLAYER_LIMITS.min + 1 },
  (_, i) => PLAYER_LIMITS.min + i,
);

/** Paper sizes the sheets are laid out for. */
export const PAPER = {
  a4: { name: 'A4', widthMm: 210, heightMm: 297 },
  letter: { name: 'US Letter', widthMm: 215.9, heightMm: 279.4 },
} as const;

/** The id of one paper size. */
export type PaperId = keyof typeof PAPER;

/** A printed card's size (the common poker size), in millimetres. */
export const CARD_MM = { width: 63, height: 88 } as const;

/** What a printed deck is made from: the same options and seed a game is set up with. */
export interface PrintOptions {
  seed: string;
  players: number;
  variants: VariantId[];
  expansions: ExpansionId[];
  paper: PaperId;
}

/** One Dice Card to print, and where it goes at setup. */
export interface PrintDiceCard {
  card: DiceCard;
  /** "Starting deck, seat 2", "Supply", or "Deal at random" (chaotic variant). */
  place: string;
}

/** Every card of one game, in print order. */
export interface PrintDeck {
  options: PrintOptions;
  contracts: Contract[];
  dice: PrintDiceCard[];
}

/**
 * The cards a game with these options and this seed is set up with, for printing: the Contract deck in deck
 * order, then each starting deck and the supply. The engine deals them, so the sheets always match the game
 * the same seed gives on the Play page.
 * @example printDeck({ seed: 'pub-night', players: 4, variants: [], expansions: [], paper: 'a4' })
 */
export function printDeck(options: PrintOptions): Result<PrintDeck> {
  const created = createGame(
    { players: options.players, variants: options.variants, expansions: options.expansions },
    gameRng(options.seed),
  );
  if (!created.ok) return created;
  const state = created.value;
  const contracts = Object.keys(state.contracts)
    .sort()
    .map((id) => state.contracts[id]!);
  const chaotic = state.config.variants.includes('chaotic');
  const byId = (ids: readonly string[]) => [...ids].sort().map((id) => state.cards[id]!);
  const dice: PrintDiceCard[] = chaotic
    ? byId(Object.keys(state.cards)).map((card) => ({ card, place: 'Deal at random' }))
    : [
        ...state.players.flatMap((p) =>
          byId(p.deck).map((card) => ({ card, place: `Starting deck, seat ${p.seat + 1}` })),
        ),
        ...byId(state.supply).map((card) => ({ card, place: 'Supply' })),
      ];
  return { ok: true, value: { options, contracts, dice } };
}

/**
 * Reads print options from a query string (`seed`, `players`, `variant`, `expansion`, `paper`); lists may repeat or use
 * commas.
 */
export function printOptionsFrom(query: URLSearchParams): Result<PrintOptions> {
  const list = (key: string) =>
    query
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
  const players = Number(query.get('players') ?? '4');
  if (!Number.isInteger(players))
    return {
      ok: false,
      issues: [{ code: 'bad_player_count', path: ['players'], received: String(query.get('players')) }],
    };
  const variants = list('variant');
  const badVariant = variants.find((v) => !(variantIds as string[]).includes(v));
  if (badVariant) return { ok: false, issues: [{ code: 'unknown_variant', path: ['variant'], received: badVariant }] };
  const expansions = list('expansion');
  const badExpansion = expansions.find((x) => !(expansionIds as string[]).includes(x));
  if (badExpansion)
    return { ok: false, issues: [{ code: 'unknown_expansion', path: ['expansion'], received: badExpansion }] };
  const paper = query.get('paper') === 'letter' ? 'letter' : 'a4';
  return {
    ok: true,
    value: {
      seed: cleanSeed(query.get('seed')) || '1',
      players,
      variants: [...new Set(variants)] as VariantId[],
      expansions: [...new Set(expansions)] as ExpansionId[],
      paper,
    },
  };
}

/** The query string that reprints this deck (for links between the print page, the PDF and the Play page). */
export function printQuery(options: PrintOptions): string {
  const query = new URLSearchParams({ seed: options.seed, players: String(options.players) });
  for (const v of options.variants) query.append('variant', v);
  for (const x of options.expansions) query.append('expansion', x);
  if (options.paper !== 'a4') query.set('paper', options.paper);
  return query.toString();
}
