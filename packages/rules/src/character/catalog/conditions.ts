/** Whether a stock Condition or Circumstance helps, hurts, or cuts both ways. */
export type StockEntryTone = 'boon' | 'burden' | 'mixed';

/** A ready-made Condition or Circumstance a GM can hand out as it stands or reshape. */
export interface StockStateConfig {
  name: string;
  tone: StockEntryTone;
  /** What it does and how it usually ends, in a line. */
  effect: string;
}

/** A ready-made Trophy: a strange keepsake from a Contract and what it does. */
export interface StockTrophyConfig {
  name: string;
  effect: string;
}

/** Stock Conditions: states of the Contractor's body or mind that come and go with play. */
export const STOCK_CONDITIONS = {
  concussed: {
    name: 'Concussed',
    tone: 'burden',
    effect: 'Intellect and Perception rolls at +1 Difficulty until a full night of rest after treatment.',
  },
  infected: {
    name: 'Infected',
    tone: 'burden',
    effect: 'One Injury cannot heal and physical rolls lose 1 die until antibiotics or a healer deal with it.',
  },
  sleep_deprived: {
    name: 'Sleep-Deprived',
    tone: 'burden',
    effect: 'One die fewer on every roll until eight unbroken hours of sleep.',
  },
  intoxicated: {
    name: 'Intoxicated',
    tone: 'burden',
    effect: 'One die fewer on Dexterity and Intellect rolls for a few hours.',
  },
  sickened: {
    name: 'Sickened',
    tone: 'burden',
    effect: 'Nausea and cramps: two dice fewer on physical rolls for about an hour.',
  },
  numb_hands: {
    name: 'Numb Hands',
    tone: 'burden',
    effect: 'Cold or nerve damage: two dice fewer on fine manual work until the hands recover.',
  },
  marked: {
    name: 'Marked',
    tone: 'burden',
    effect: 'A brand that lets one supernatural being find the Contractor anywhere until it is removed.',
  },
  hexed: {
    name: 'Hexed',
    tone: 'burden',
    effect: 'Once per Contract the GM may have one successful roll made again, the second result standing.',
  },
  second_wind: { name: 'Second Wind', tone: 'boon', effect: 'Ignore 1 point of Penalty until the current scene ends.' },
  well_rested: {
    name: 'Well-Rested',
    tone: 'boon',
    effect: 'One extra die on the first Perception roll of the next Contract.',
  },
  inspired: {
    name: 'Inspired',
    tone: 'boon',
    effect: 'One extra die on rolls that push toward a chosen goal, until the next Downtime.',
  },
} as const satisfies Record<string, StockStateConfig>;
export type StockConditionId = keyof typeof STOCK_CONDITIONS;

/** Stock Circumstances: facts about the Contractor's situation in the world. */
export const STOCK_CIRCUMSTANCES = {
  wealthy: {
    name: 'Wealthy',
    tone: 'boon',
    effect: 'Money for travel, bribes and good gear is at hand; vast sums still need a story.',
  },
  steady_job: {
    name: 'Steady Job',
    tone: 'mixed',
    effect: 'A wage and colleagues to ask for help, and a boss who notices every absence.',
  },
  loyal_ally: {
    name: 'Loyal Ally',
    tone: 'boon',
    effect: 'A named friend who will take on one request each Downtime.',
  },
  property_owner: {
    name: 'Property Owner',
    tone: 'boon',
    effect: 'A house or shop of their own: storage, a workshop, a place to host.',
  },
  minor_celebrity: {
    name: 'Minor Celebrity',
    tone: 'mixed',
    effect: 'Recognised in public: some doors open, and blending into a crowd becomes hard.',
  },
  homeless: {
    name: 'Homeless',
    tone: 'burden',
    effect: 'No safe place to sleep or keep belongings; rest is light and gear goes missing.',
  },
  under_investigation: {
    name: 'Under Investigation',
    tone: 'burden',
    effect: 'The police are watching: anything odd near the Contractor gets noticed and written down.',
  },
  owes_a_favor: {
    name: 'Owes a Favor',
    tone: 'burden',
    effect: 'Someone dangerous may call in one debt, at a time of their choosing.',
  },
  blacklisted: {
    name: 'Blacklisted',
    tone: 'burden',
    effect: 'Barred from a trade, a guild or an institution, and the word travels.',
  },
  on_parole: {
    name: 'On Parole',
    tone: 'burden',
    effect: 'Weekly check-ins, no leaving the region, no weapons; a slip means prison.',
  },
  price_on_their_head: {
    name: 'Price on Their Head',
    tone: 'burden',
    effect: 'A bounty stands, and every so often someone comes to collect it.',
  },
} as const satisfies Record<string, StockStateConfig>;
export type StockCircumstanceId = keyof typeof STOCK_CIRCUMSTANCES;

/** Stock Trophies: uncanny spoils a GM may award; they only promise to work in the Playgroup that gave them. */
export const STOCK_TROPHIES = {
  whispering_compass: {
    name: 'Whispering Compass',
    effect: 'Once per Contract, its needle points at whatever the holder wants most to find.',
  },
  bottled_scream: {
    name: 'Bottled Scream',
    effect: 'Uncorked once: everyone within 30 feet rolls Mind at Difficulty 7 or loses their next action.',
  },
  cracked_hourglass: {
    name: 'Cracked Hourglass',
    effect: 'Turn it over to replay the last few seconds for its holder alone; it then shatters.',
  },
  homing_coin: { name: 'Homing Coin', effect: "Spent, thrown or lost, it is back in its owner's pocket by morning." },
  night_bird_feather: {
    name: 'Night Bird Feather',
    effect: 'While carried, no fall causes an Injury worse than Severity 3.',
  },
  stitched_doll: {
    name: 'Stitched Doll',
    effect: 'A cloth likeness of a defeated foe; while it stays whole, that foe cannot return.',
  },
  wardens_key: { name: "Warden's Key", effect: 'Opens any one lock, then crumbles into rust.' },
  jarred_eye: {
    name: 'Jarred Eye',
    effect: 'Once per Downtime, look through it to see what it saw since you last looked.',
  },
  giants_tooth: { name: "Giant's Tooth", effect: 'Worn on a cord, it adds one die to intimidation.' },
  impossible_map: {
    name: 'Impossible Map',
    effect: 'Shows the way to a hidden place the GM has in mind, and redraws itself when followed.',
  },
} as const satisfies Record<string, StockTrophyConfig>;
export type StockTrophyId = keyof typeof STOCK_TROPHIES;
