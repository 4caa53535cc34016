import { strategies, strategyIds, type StrategyId } from '../bots/strategies.js';
import { templateIds, templates, type TemplateId } from '../contracts/templates.js';
import type { GameEvent } from '../engine/events.js';
import { expansionIds, PLAYER_LIMITS, variantIds, type ExpansionId, type VariantId } from '../engine/options.js';
import { ok, refuse, type Result, type SimulationIssueCode } from '../result.js';
import { playGame } from './play-game.js';

/** What a balance run plays. */
export interface SimulationOptions {
  players: number;
  games: number;
  seed: number | string;
  /** Variant ids; expansion ids are welcome here too (handy for a single `--variant` flag). */
  variant?: VariantId | ExpansionId | readonly (VariantId | ExpansionId)[];
  expansions?: readonly ExpansionId[];
  /** Strategies dealt round the table; the deal rotates one seat each game. Default: cautious, greedy. */
  strategies?: readonly StrategyId[];
  maxTurns?: number;
}

/** Wins of one seat. */
export interface SeatLine {
  seat: number;
  wins: number;
  winRate: number;
}

/** Wins of one strategy over all the seats it played. */
export interface StrategyLine {
  strategy: StrategyId;
  seatsPlayed: number;
  wins: number;
  winRate: number;
}

/** How one challenge template fared: for teams, passes per attempt; for Battles, wins per Soul taking part. */
export interface TemplateLine {
  template: TemplateId;
  kind: 'team' | 'battle';
  attempts: number;
  successes: number;
  passRate: number;
}

/** The outcome of a balance run. */
export interface BalanceReport {
  players: number;
  games: number;
  seed: string;
  variants: VariantId[];
  expansions: ExpansionId[];
  strategies: StrategyId[];
  averageTurns: number;
  shortestGame: number;
  longestGame: number;
  draws: number;
  seats: SeatLine[];
  strategyResults: StrategyLine[];
  templates: TemplateLine[];
}

/** Checks simulation options the way the CLI receives them, with snake_case codes. */
export function checkSimulation(options: SimulationOptions): Result<true, SimulationIssueCode> {
  const { players, games } = options;
  if (!Number.isInteger(players) || players < PLAYER_LIMITS.min || players > PLAYER_LIMITS.max) {
    return refuse('bad_player_count', {
      path: ['players'],
      expected: `${PLAYER_LIMITS.min}-${PLAYER_LIMITS.max}`,
      received: players,
    });
  }
  if (!Number.isInteger(games) || games < 1) return refuse('bad_game_count', { path: ['games'], received: games });
  for (const v of asList(options.variant)) {
    const known = variantIds.includes(v as VariantId) || expansionIds.includes(v as ExpansionId);
    if (!known) return refuse('unknown_variant', { path: ['variant'], received: String(v) });
  }
  for (const x of options.expansions ?? []) {
    if (!expansionIds.includes(x)) return refuse('unknown_expansion', { path: ['expansions'], received: String(x) });
  }
  const chosen = options.strategies ?? [];
  for (const id of chosen) {
    if (!Object.hasOwn(strategies, id))
      return refuse('unknown_strategy', { path: ['strategies'], received: String(id) });
  }
  if (options.strategies && chosen.length === 0) return refuse('no_strategies', { path: ['strategies'] });
  return ok(true);
}

/**
 * Plays many bot games and sums them up: game length, win rates by seat and by strategy, and how
 * often each challenge template succeeds. Seeded, so a run can be repeated exactly.
 * @example formatBalanceReport(simulateGames({ players: 4, games: 1000, seed: 1 }))
 */
export function simulateGames(options: SimulationOptions): BalanceReport {
  const checked = checkSimulation(options);
  if (!checked.ok) throw new RangeError(`simulateGames: ${checked.issues.map((i) => i.code).join(', ')}`);
  const { players, games } = options;
  const deal = [...(options.strategies ?? strategyIds)];
  const named = asList(options.variant);
  const variants = [...new Set(named.filter((v): v is VariantId => variantIds.includes(v as VariantId)))];
  const expansions = [
    ...new Set([
      ...(options.expansions ?? []),
      ...named.filter((v): v is ExpansionId => expansionIds.includes(v as ExpansionId)),
    ]),
  ];
  const seatWins = new Array<number>(players).fill(0);
  const byStrategy = new Map<StrategyId, { seats: number; wins: number }>(
    deal.map((id) => [id, { seats: 0, wins: 0 }]),
  );
  const byTemplate = new Map<TemplateId, { attempts: number; successes: number }>();
  let turns = 0;
  let shortest = Infinity;
  let longest = 0;
  let draws = 0;

  for (let g = 0; g < games; g++) {
    const seats = Array.from({ length: players }, (_, i) => deal[(i + g) % deal.length]!);
    const { state, log } = playGame({
      players,
      seed: `${options.seed}:${g}`,
      seats,
      variants,
      expansions,
      ...(options.maxTurns ? { maxTurns: options.maxTurns } : {}),
    });
    seats.forEach((id) => byStrategy.get(id)!.seats++);
    turns += state.turn;
    shortest = Math.min(shortest, state.turn);
    longest = Math.max(longest, state.turn);
    if (state.result?.kind === 'win') {
      seatWins[state.result.winner]! += 1;
      byStrategy.get(seats[state.result.winner]!)!.wins++;
    } else draws++;
    countTemplates(log, (id) => state.contracts[id]!.challenge.template, byTemplate);
  }

  return {
    players,
    games,
    seed: String(options.seed),
    variants,
    expansions,
    strategies: deal,
    averageTurns: turns / games,
    shortestGame: shortest,
    longestGame: longest,
    draws,
    seats: seatWins.map((wins, seat) => ({ seat, wins, winRate: wins / games })),
    strategyResults: [...byStrategy].map(([strategy, t]) => ({
      strategy,
      seatsPlayed: t.seats,
      wins: t.wins,
      winRate: t.seats === 0 ? 0 : t.wins / t.seats,
    })),
    templates: templateIds
      .filter((id) => byTemplate.has(id))
      .map((id) => {
        const t = byTemplate.get(id)!;
        return {
          template: id,
          kind: templates[id].battle ? 'battle' : 'team',
          ...t,
          passRate: t.successes / t.attempts,
        };
      }),
  };
}

function countTemplates(
  log: readonly GameEvent[],
  templateOf: (contract: string) => TemplateId,
  into: Map<TemplateId, { attempts: number; successes: number }>,
): void {
  let current: TemplateId | null = null;
  const add = (attempts: number, successes: number) => {
    if (!current) return;
    const line = into.get(current) ?? { attempts: 0, successes: 0 };
    line.attempts += attempts;
    line.successes += successes;
    into.set(current, line);
  };
  for (const e of log) {
    if (e.type === 'contract_picked') current = templateOf(e.contract);
    else if (e.type === 'challenge_passed') add(1, 1);
    else if (e.type === 'challenge_failed') add(1, 0);
    else if (e.type === 'battle_decided') add(e.winners.length + e.losers.length, e.winners.length);
  }
}

function asList(variant: SimulationOptions['variant']): (VariantId | ExpansionId)[] {
  if (variant === undefined) return [];
  return typeof variant === 'string' ? [variant] : [...variant];
}
