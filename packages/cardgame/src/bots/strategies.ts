/** How a bot weighs its choices. */
export interface StrategyConfig {
  name: string;
  /** How much a lost unit hurts compared with a gained one. */
  penaltyWeight: number;
  /** Least expected value that makes the bot accept an invitation. */
  joinThreshold: number;
  /** As the active player: keep as much as the rules allow, or share evenly. */
  sharing: 'keep_most' | 'even';
  /** Turn down invitations that could hand the inviter the game. */
  blockLeader: boolean;
  /** Simulated finishes per option when aiming a power or choosing a Duo's number. */
  samples: number;
}

/** The bot strategies, keyed by a short id. */
export const strategies = {
  cautious: {
    name: 'Cautious',
    penaltyWeight: 1.6,
    joinThreshold: 0.15,
    sharing: 'even',
    blockLeader: true,
    samples: 8,
  },
  greedy: {
    name: 'Greedy',
    penaltyWeight: 0.7,
    joinThreshold: -0.1,
    sharing: 'keep_most',
    blockLeader: false,
    samples: 6,
  },
} as const satisfies Record<string, StrategyConfig>;

/** The id of one strategy. */
export type StrategyId = keyof typeof strategies;

/** All strategy ids. */
export const strategyIds = Object.keys(strategies) as StrategyId[];
