import type { Challenge } from './templates.js';

/** Identifies one Contract card for the whole game, e.g. "k007". */
export type ContractId = string;

/** A Contract's difficulty rating. */
export type Stars = 1 | 2 | 3 | 4 | 5;

/** Team Contracts are the base game; Forced and Battle come with the Lost Souls expansion. */
export type ContractKind = 'team' | 'forced' | 'battle';

/** One side of a Contract: score or cards, gained (reward) or lost (penalty), per Soul of Turnout. */
export interface Payout {
  kind: 'score' | 'card';
  amount: number;
}

/** One Contract card as generated: its challenge, rating, reward and penalty. */
export interface Contract {
  id: ContractId;
  name: string;
  kind: ContractKind;
  challenge: Challenge;
  /** Fewest Souls the Contract needs: 1 for team, the printed minimum for Forced, 2 for Battle. */
  minTurnout: number;
  stars: Stars;
  reward: Payout;
  penalty: Payout;
  /** The chance of success the rating was based on, and the Turnout it assumed. */
  chance: number;
  expectedTurnout: number;
}
