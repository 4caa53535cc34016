/** Words a Scenario's write-up needs before running it earns its writer an Improvement (seed 000). */
export const SCENARIO_REWARD_WORDS = 1000;

/** Exchange credits a writer receives the first time one of their Scenarios is approved for the Exchange. */
export const EXCHANGE_APPROVAL_CREDITS = 340;

/** Exchange credits it costs to unlock a Scenario from the Exchange. */
export const EXCHANGE_UNLOCK_CREDITS = 100;

/** The write-up's sections, in reading order; the Aftermath stays hidden until a reader chooses to see it. */
export const SCENARIO_SECTIONS = ['overview', 'backstory', 'introduction', 'mission', 'aftermath'] as const;
export type ScenarioSection = (typeof SCENARIO_SECTIONS)[number];

/** Why someone may read a Scenario's write-up; any of them spoils it for playing. */
export const DISCOVERY_REASONS = ['played', 'wrote', 'gmed', 'shared', 'unlocked', 'purchased'] as const;
export type DiscoveryReason = (typeof DISCOVERY_REASONS)[number];

/** What a Scenario may hand out to the Contractors of a run. */
export const HANDOUT_KINDS = ['condition', 'circumstance', 'trophy', 'loose_end'] as const;
export type HandoutKind = (typeof HANDOUT_KINDS)[number];

/** How bad a Loose End's Threat is when it comes due. */
export const THREAT_LEVELS = ['dangerous', 'deadly', 'fateful'] as const;
export type ThreatLevel = (typeof THREAT_LEVELS)[number];

/** A Loose End's Cutoff: Contracts attended before its Threat comes due. */
export const LOOSE_END_CUTOFF = { min: 1, max: 5 } as const;
