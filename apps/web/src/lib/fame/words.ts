import type { HallOfFameView, ProfileStatKey } from '@harbinger/platform';

// The words for the profile counts and the Hall of Fame boards. Each Record is keyed by the platform's own keys, so a
// new count or board fails the typecheck until it has words here.

/** A profile count's label and what it counts. */
export const PROFILE_STAT_WORDS: Record<ProfileStatKey, { label: string; help: string }> = {
  gamesPlayed: {
    label: 'Contracts played',
    help: 'Recorded Contracts with a seat of theirs, with a Contractor or as a Ringer.',
  },
  gamesGmed: { label: 'Contracts GMed', help: 'Recorded Contracts they ran as GM.' },
  victories: { label: 'Victories', help: 'Seats of their Contractors recorded as a victory.' },
  deaths: { label: 'Deaths', help: 'Seats of their Contractors recorded as a death.' },
  survivals: {
    label: 'Survivals',
    help: 'Seats of their Contractors that came back alive: a victory or a failure (turning a job down is neither).',
  },
  journalsWritten: {
    label: 'Journals',
    help: 'Journals their Contractors wrote about recorded Contracts and the Downtimes after them.',
  },
  movesGmed: { label: 'Moves GMed', help: 'Moves they recorded as GM that no Leader voided.' },
};

/** The profile counts in the order the page lists them. */
export const PROFILE_STAT_KEYS = Object.keys(PROFILE_STAT_WORDS) as ProfileStatKey[];

/** The boards that rank players, Contractors or Scenarios by one count. */
type BoardKey = Exclude<keyof HallOfFameView, 'minimums' | 'size'>;

/** A board's title and the line under it; `min` is the floor of a "deadliest" board. */
export function boardWords(minimums: HallOfFameView['minimums']): Record<BoardKey, { title: string; help: string }> {
  return {
    mostGmed: { title: 'Most Contracts GMed', help: 'Recorded Contracts run as GM.' },
    deadliestGms: {
      title: 'Deadliest GMs',
      help:
        `Deaths at their table per Contract GMed. Only GMs with at least ${minimums.gmContracts} recorded Contracts ` +
        'and one death are ranked, so a single unlucky game does not crown anyone.',
    },
    mostPlayed: { title: 'Most played', help: 'Recorded Contracts played, with a Contractor or as a Ringer.' },
    topJournalWriters: {
      title: 'Top Journal writers',
      help: 'Journals written by their public Contractors about recorded Contracts and the Downtimes after them.',
    },
    topSurvivors: {
      title: 'Top survivors',
      help: 'Living Contractors by Contracts they came back from (victories and failures).',
    },
    mostVictories: { title: 'Contractors by victories', help: 'Contracts won on this site, the fallen included.' },
    mostRunScenarios: { title: 'Most run Scenarios', help: 'Recorded Contracts that ran the Scenario.' },
    deadliestScenarios: {
      title: 'Deadliest Scenarios',
      help: `Deaths per run, for Scenarios run at least ${minimums.scenarioRuns} times with one death.`,
    },
  };
}

/** A rate as a table shows it: two decimals at most. */
export function rate(value: number): string {
  return value.toLocaleString('en', { maximumFractionDigits: 2 });
}
