import type { AssetLiabilityConfig } from './asset-liability-config.js';

/** Assets a player may buy at creation; each gives a helpful Condition or Circumstance (Gifted: a Gift Credit). */
export const ASSETS = {
  double_jointed: { name: 'Double-Jointed', value: 2, category: 'physical', restricted: false, grantKind: 'condition', grants: 'Joints bend past the usual: +1 die to slip bonds, break a grapple or squeeze through a narrow gap.' },
  beautiful: { name: 'Beautiful', value: 3, category: 'physical', restricted: false, grantKind: 'condition', grants: 'Striking looks: +1 die on social rolls where appearance matters (lost while Disfigured).' },
  iron_stomach: { name: 'Iron Stomach', value: 1, category: 'physical', restricted: false, grantKind: 'condition', grants: 'Rotten food, hard liquor and swallowed poisons are resisted at -1 Difficulty.' },
  night_eyes: { name: 'Night Eyes', value: 2, category: 'physical', restricted: false, grantKind: 'condition', grants: 'Dim light costs nothing on sight rolls; only full darkness does.' },
  ambidextrous: { name: 'Ambidextrous', value: 2, category: 'physical', restricted: false, grantKind: 'condition', grants: 'Either hand works as the good one: no off-hand penalty, ever.' },
  tireless: { name: 'Tireless', value: 3, category: 'physical', restricted: false, grantKind: 'condition', grants: 'Four hours of sleep are enough; a missed night only starts to tell on the second day.' },
  thick_skinned: { name: 'Thick-Skinned', value: 6, category: 'physical', restricted: true, grantKind: 'condition', grants: 'The wound Penalty counts one lower (not below 0); Battle Scar penalties are unchanged.' },
  comfortable: { name: 'Comfortable', value: 2, category: 'background', restricted: false, grantKind: 'circumstance', grants: 'A steady income: rent, a car and everyday gear are never in doubt.' },
  rich: { name: 'Rich', value: 5, category: 'background', restricted: false, grantKind: 'circumstance', grants: 'Savings and income enough for travel, good gear and bribes; huge sums still raise questions.' },
  old_money: { name: 'Old Money', value: 8, category: 'background', restricted: true, grantKind: 'circumstance', grants: 'A family fortune: anything legal that money buys is within reach, along with the family.' },
  stockpile: { name: 'Stockpile', value: 3, category: 'background', restricted: false, grantKind: 'circumstance', grants: 'A supplier of restricted goods such as drugs, lock picks and fake papers, but not military arms.' },
  arsenal: { name: 'Arsenal', value: 4, category: 'background', restricted: true, grantKind: 'circumstance', grants: 'A line to military weapons, explosives and armor, given a few days and the cash.' },
  underworld_contacts: { name: 'Underworld Contacts', value: 2, category: 'background', restricted: false, grantKind: 'circumstance', grants: 'Fences, smugglers and loan sharks who will take a call and share street rumours.' },
  medical_license: { name: 'Medical License', value: 2, category: 'background', restricted: false, grantKind: 'circumstance', grants: 'Papers to work in a clinic, write prescriptions and walk hospital halls unchallenged.' },
  safehouse: { name: 'Safehouse', value: 3, category: 'background', restricted: false, grantKind: 'circumstance', grants: 'A stocked hideout in the home city that no record ties to the Contractor.' },
  badge: { name: 'Badge', value: 4, category: 'background', restricted: true, grantKind: 'circumstance', grants: 'Police powers in one jurisdiction, with the duties and oversight that come with them.' },
  favors_owed: { name: 'Favors Owed', value: 2, category: 'background', restricted: false, grantKind: 'circumstance', grants: 'Three people, agreed with the GM, each owe one sizeable favor.' },
  raised_off_grid: { name: 'Raised Off-Grid', value: 2, category: 'background', restricted: false, grantKind: 'condition', grants: 'A childhood in the wild: +1 die to forage, track and find shelter outdoors.' },
  gifted: { name: 'Gifted', value: 6, category: 'background', restricted: true, grantKind: 'gift_credit', grants: 'Touched by power before the first Contract: starts play with one Gift Credit.', giftCredit: 1 },
  steady_nerves: { name: 'Steady Nerves', value: 3, category: 'mental', restricted: false, grantKind: 'condition', grants: '+1 die on Self-Control rolls.' },
  rationalizer: { name: 'Rationalizer', value: 4, category: 'mental', restricted: true, grantKind: 'condition', grants: 'Can explain anything away: once per Contract, reroll a failed Trauma roll.' },
  jaded: { name: 'Jaded', value: 2, category: 'mental', restricted: false, grantKind: 'condition', grants: 'Seen it all: +1 die to resist threats, flattery and emotional manipulation.' },
  eidetic_memory: { name: 'Eidetic Memory', value: 3, category: 'mental', restricted: false, grantKind: 'condition', grants: 'Anything studied for a minute or more can be recalled in exact detail later.' },
  compass_sense: { name: 'Compass Sense', value: 1, category: 'mental', restricted: false, grantKind: 'condition', grants: 'Always knows which way is north and how to retrace a route once travelled.' },
  polyglot: { name: 'Polyglot', value: 2, category: 'mental', restricted: false, grantKind: 'condition', grants: 'Fluent in four more languages, chosen at creation.' },
  uncanny_hunch: { name: 'Uncanny Hunch', value: 5, category: 'mental', restricted: true, grantKind: 'condition', grants: 'Once per Contract, the GM gives a warning moments before an ambush or trap goes off.' },
} as const satisfies Record<string, AssetLiabilityConfig>;
export type AssetId = keyof typeof ASSETS;

/** Asset ids in listing order. */
export const ASSET_IDS = Object.keys(ASSETS) as AssetId[];
