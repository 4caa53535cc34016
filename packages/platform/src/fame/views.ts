import type { StatusId } from '@harbinger/rules';

/** A player on a board: their handle and the count the board ranks. */
export interface PlayerEntry {
  /** 1 for the top; players with the same count share a rank (1, 1, 3 …). */
  rank: number;
  player: { handle: string };
  count: number;
}

/** A GM on the deadliest board: Contracts GMed, deaths at their table, and deaths per Contract. */
export interface DeadlyGmEntry {
  rank: number;
  player: { handle: string };
  contracts: number;
  deaths: number;
  deathsPerContract: number;
}

/** A public Contractor on a board. */
export interface ContractorEntry {
  rank: number;
  contractor: { id: string; name: string; status: StatusId };
  owner: { handle: string };
  count: number;
}

/** A Scenario on a board: its finished runs, the deaths on them, and deaths per run. */
export interface ScenarioEntry {
  rank: number;
  scenario: { id: string; title: string };
  runs: number;
  deaths: number;
  deathsPerRun: number;
}

/** The Hall of Fame: every board, best first, at most `size` entries each. */
export interface HallOfFameView {
  /** Most finished Contracts GMed. */
  mostGmed: PlayerEntry[];
  /** Deaths per Contract GMed, among GMs with at least `minimums.gmContracts` Contracts and one death. */
  deadliestGms: DeadlyGmEntry[];
  /** Most finished Contracts played (a seat with a Contractor or as a Ringer). */
  mostPlayed: PlayerEntry[];
  /** Most Journals written by a player's public Contractors about recorded Contracts. */
  topJournalWriters: PlayerEntry[];
  /** Living Contractors by Contracts survived (victory or failure). */
  topSurvivors: ContractorEntry[];
  /** Contractors by Contracts won. */
  mostVictories: ContractorEntry[];
  /** Scenarios by finished runs. */
  mostRunScenarios: ScenarioEntry[];
  /** Deaths per run, among Scenarios run at least `minimums.scenarioRuns` times with one death. */
  deadliestScenarios: ScenarioEntry[];
  /** The floors the two "deadliest" boards apply. */
  minimums: { gmContracts: number; scenarioRuns: number };
  /** How many entries a board lists at most. */
  size: number;
}
