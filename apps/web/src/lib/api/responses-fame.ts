import { STATUS_IDS } from '@harbinger/rules';
import { z } from 'zod';
import { handleRef, id } from './response-fields.js';

const rank = z.number().int().meta({ description: '1 for the top; equal counts share a rank (1, 1, 3 …).' });
const count = z.number().int();

const playerEntry = z.strictObject({ rank, player: handleRef, count });
const contractorEntry = z.strictObject({
  rank,
  contractor: z.strictObject({ id, name: z.string(), status: z.enum(STATUS_IDS) }),
  owner: handleRef,
  count,
});
const scenarioEntry = z.strictObject({
  rank,
  scenario: z.strictObject({ id, title: z.string() }),
  runs: count,
  deaths: count,
  deathsPerRun: z.number(),
});

/** The Hall of Fame: every board, best first. */
export const hallOfFameSchema = z.strictObject({
  mostGmed: z.array(playerEntry),
  deadliestGms: z.array(
    z.strictObject({ rank, player: handleRef, contracts: count, deaths: count, deathsPerContract: z.number() }),
  ),
  mostPlayed: z.array(playerEntry),
  topJournalWriters: z.array(playerEntry),
  topSurvivors: z.array(contractorEntry),
  mostVictories: z.array(contractorEntry),
  mostRunScenarios: z.array(scenarioEntry),
  deadliestScenarios: z.array(scenarioEntry),
  minimums: z.strictObject({ gmContracts: count, scenarioRuns: count }),
  size: count,
});
