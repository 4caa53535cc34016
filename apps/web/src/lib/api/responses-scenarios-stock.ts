import { DISCOVERY_REASONS, STATUS_IDS } from '@harbinger/rules';
import { z } from 'zod';
import { id } from './response-fields.js';

/** One stock Scenario on the shelf: its spoiler-free fields and what the reader has earned. */
export const stockShelfItemSchema = z.strictObject({
  id,
  stockKey: z.enum(['free', 'playgroup', 'player', 'gm', 'loss', 'learning']),
  forLearning: z.boolean().meta({ description: 'The teaching Scenario: for learning, not for play; readable by all.' }),
  title: z.string(),
  summary: z.string(),
  objective: z.string(),
  minPlayers: z.number().int(),
  maxPlayers: z.number().int(),
  suggestedStatus: z.enum(['any', ...STATUS_IDS]),
  highlander: z.boolean(),
  rivalry: z.boolean(),
  needsRinger: z.boolean(),
  tags: z.array(z.string()),
  wordCount: z.number().int(),
  requirement: z.enum(['none', 'create_playgroup', 'play_contract', 'gm_contract', 'lose_contractor']),
  how: z.string().meta({ description: 'How to earn it, in words.' }),
  qualifies: z.boolean().meta({ description: 'The reader has earned it now.' }),
  unlocked: z.boolean(),
  discovered: z.array(z.enum(DISCOVERY_REASONS)),
  readable: z.boolean().meta({ description: 'The reader may read the write-up at /scenarios/{id}.' }),
  canUnlock: z.boolean(),
});

/** The stock shelf. */
export const stockShelfSchema = z.strictObject({ signedIn: z.boolean(), items: z.array(stockShelfItemSchema) });
