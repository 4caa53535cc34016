import {
  SCAR_CLASSES,
  SEVERITY_LEVELS,
  STATUSES,
  severityLevel,
  type HealthState,
  type ResultTier,
  type ScarClassId,
  type StatusId,
} from '@harbinger/rules';

/** How the sheet names each result tier of a roll. */
export const TIER_WORDS = {
  botch: 'Botch',
  failure: 'Failure',
  partial: 'Partial success',
  complete: 'Complete success',
  exceptional: 'Exceptional success',
} as const satisfies Record<ResultTier, string>;

/** How the sheet names each health state. */
export const STATE_WORDS = {
  ok: 'Able to act',
  incapacitated: 'Incapacitated',
  dead: 'Dead',
} as const satisfies Record<HealthState, string>;

/** The tab names of the sheet, in the order they are shown. */
export const SHEET_TABS = { status: 'Status', stock: 'Stock', story: 'Story' } as const satisfies Record<
  string,
  string
>;
export type SheetTab = keyof typeof SHEET_TABS;

/** The tab a `?tab=` value asks for, Status when it names none. */
export function sheetTab(value: string | null | undefined): SheetTab {
  return value !== null && value !== undefined && Object.hasOwn(SHEET_TABS, value) ? (value as SheetTab) : 'status';
}

/** A Status id as people read it ("Seasoned"). */
export function statusName(status: StatusId): string {
  return STATUSES[status].name;
}

/** The band name of an Injury's Severity ("Serious"). */
export function severityName(severity: number): string {
  return Number.isInteger(severity) && severity >= 1 ? SEVERITY_LEVELS[severityLevel(severity)].name : 'Unknown';
}

/** A Battle Scar class as people read it ("Major"). */
export function scarClassName(scarClass: string | null | undefined): string {
  if (!scarClass) return '';
  return Object.hasOwn(SCAR_CLASSES, scarClass) ? SCAR_CLASSES[scarClass as ScarClassId].name : scarClass;
}

/** "1 die", "3 dice". */
export function diceWord(count: number): string {
  return `${String(count)} ${count === 1 ? 'die' : 'dice'}`;
}

/** What each weapon and armor note code of the rules tables means, in a short phrase for the sheet. */
export const GEAR_NOTE_WORDS: Record<string, string> = {
  blinds: 'blinds whoever it hits',
  body_resists: 'the target resists with Body',
  conspicuous: 'hard to hide',
  darts_repeat_3_rounds: 'the darts keep shocking for 3 rounds',
  escape_needs_defeating_holder: 'escaping means beating whoever holds it',
  made_as_armor: 'made to protect',
  most_improvised_weapons: 'covers most improvised weapons',
  movement_severely_limited: 'movement is badly hampered',
  no_damage: 'deals no damage',
  no_tripod_plus_3_difficulty: '+3 Difficulty without its tripod',
  range_35_to_50_feet: 'reaches 35 to 50 ft',
  surprise_from_behind_minus_2_difficulty: '−2 Difficulty when striking by surprise from behind',
  tough_jacket_or_denim: 'a tough jacket, denim and the like',
  tripod_takes_an_action: 'setting up the tripod takes an Action',
  unarmed: 'bare hands',
  works_as_choke: 'works as a choke hold',
};

/** The words for a list of gear note codes; unknown codes are shown as written, with spaces. */
export function gearNotes(notes: readonly string[] | undefined): string[] {
  return (notes ?? []).map((code) => GEAR_NOTE_WORDS[code] ?? code.replaceAll('_', ' '));
}

/** The Source as a label: "Source (Rage)", or just "Source" when it has no name of its own (not "Source (Source)"). */
export function sourceLabel(name: string | null | undefined): string {
  const own = (name ?? '').trim();
  return own === '' || own.toLowerCase() === 'source' ? 'Source' : `Source (${own})`;
}
