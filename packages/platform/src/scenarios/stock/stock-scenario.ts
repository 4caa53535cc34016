import type { StatusId } from '@harbinger/rules';
import type { StoredHandout } from '../../db/schema-scenarios.js';

/** How a stock Scenario is earned: free to all, by an achievement, or never (the teaching one, readable by all). */
export const STOCK_KEYS = ['free', 'playgroup', 'player', 'gm', 'loss', 'learning'] as const;
export type StockKey = (typeof STOCK_KEYS)[number];

/** One of our own Scenarios as it ships: the fixed id, every field of its row, and the five sections in markdown. */
export interface StockScenario {
  /** Fixed forever: the seeding upserts by it and discoveries point at it. */
  id: string;
  stockKey: StockKey;
  forLearning: boolean;
  title: string;
  /** Spoiler-free: anyone may read it. */
  summary: string;
  objective: string;
  minPlayers: number;
  maxPlayers: number;
  suggestedStatus: StatusId | 'any';
  highlander: boolean;
  rivalry: boolean;
  needsRinger: boolean;
  tags: string[];
  overview: string;
  backstory: string;
  introduction: string;
  mission: string;
  aftermath: string;
  handouts: StoredHandout[];
}
