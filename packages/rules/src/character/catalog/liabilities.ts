import type { AssetLiabilityConfig } from './asset-liability-config.js';

/**
 * Liabilities a player may take at creation for extra Exp; each gives a harmful Condition or Circumstance, or
 * one of the stock Battle Scars or Traumas. Scar Liabilities are worth 2, 4, 6 or 8 by scar class.
 */
export const LIABILITIES = {
  ringing_ears: { name: 'Ringing Ears', value: 2, category: 'physical', restricted: false, grantKind: 'scar', grants: 'The Tinnitus Battle Scar.', scarId: 'tinnitus' },
  chronic_pain: { name: 'Chronic Pain', value: 2, category: 'physical', restricted: false, grantKind: 'scar', grants: 'The Chronic Pain Battle Scar.', scarId: 'chronic_pain' },
  missing_fingers: { name: 'Missing Fingers', value: 2, category: 'physical', restricted: false, grantKind: 'scar', grants: 'The Missing Fingers Battle Scar.', scarId: 'missing_fingers' },
  one_eye: { name: 'One Eye', value: 4, category: 'physical', restricted: false, grantKind: 'scar', grants: 'The One Eye Battle Scar.', scarId: 'one_eye' },
  bad_leg: { name: 'Bad Leg', value: 4, category: 'physical', restricted: false, grantKind: 'scar', grants: 'The Limp Battle Scar.', scarId: 'limp' },
  mute: { name: 'Mute', value: 4, category: 'physical', restricted: false, grantKind: 'scar', grants: 'The Mute Battle Scar.', scarId: 'mute' },
  missing_leg: { name: 'Missing Leg', value: 6, category: 'physical', restricted: false, grantKind: 'scar', grants: 'The Missing Leg Battle Scar.', scarId: 'missing_leg' },
  deaf: { name: 'Deaf', value: 6, category: 'physical', restricted: false, grantKind: 'scar', grants: 'The Deaf Battle Scar.', scarId: 'deaf' },
  blind: { name: 'Blind', value: 8, category: 'physical', restricted: true, grantKind: 'scar', grants: 'The Blindness Battle Scar.', scarId: 'blindness' },
  brittle_bones: { name: 'Brittle Bones', value: 3, category: 'physical', restricted: false, grantKind: 'condition', grants: 'Injuries from falls and blunt blows are 1 Severity worse.' },
  asthma: { name: 'Asthma', value: 2, category: 'physical', restricted: false, grantKind: 'condition', grants: 'After a sprint or a hard climb, roll Body at Difficulty 6 or lose 1 die on physical rolls for ten minutes.' },
  severe_allergy: { name: 'Severe Allergy', value: 2, category: 'physical', restricted: false, grantKind: 'condition', grants: 'One common trigger (stings, nuts, latex) acts as a Severity 2 Injury unless treated within minutes.' },
  wanted: { name: 'Wanted', value: 4, category: 'background', restricted: false, grantKind: 'circumstance', grants: 'An open arrest warrant at home: any police check can end in a cell.' },
  deep_debt: { name: 'Deep Debt', value: 3, category: 'background', restricted: false, grantKind: 'circumstance', grants: 'Owes a large sum to lenders who collect with fists.' },
  dependent: { name: 'Dependent', value: 2, category: 'background', restricted: false, grantKind: 'circumstance', grants: 'Someone relies on the Contractor for care, and enemies can use that.' },
  hunted: { name: 'Hunted', value: 5, category: 'background', restricted: true, grantKind: 'circumstance', grants: 'A powerful person or group wants the Contractor dead and keeps searching.' },
  destitute: { name: 'Destitute', value: 2, category: 'background', restricted: false, grantKind: 'circumstance', grants: 'No savings, no income and no fixed address.' },
  infamous: { name: 'Infamous', value: 3, category: 'background', restricted: false, grantKind: 'circumstance', grants: 'A public scandal: strangers know the face and assume the worst.' },
  no_papers: { name: 'No Papers', value: 2, category: 'background', restricted: false, grantKind: 'circumstance', grants: 'No legal identity: banks, formal jobs and airports are closed doors.' },
  haunted_sleep: { name: 'Haunted Sleep', value: 3, category: 'mental', restricted: false, grantKind: 'trauma', grants: 'The Nightmares Trauma.', traumaId: 'nightmares' },
  paranoid: { name: 'Paranoid', value: 3, category: 'mental', restricted: false, grantKind: 'trauma', grants: 'The Paranoia Trauma.', traumaId: 'paranoia' },
  afraid_of_the_dark: { name: 'Afraid of the Dark', value: 3, category: 'mental', restricted: false, grantKind: 'trauma', grants: 'The Fear of the Dark Trauma.', traumaId: 'fear_of_the_dark' },
  addict: { name: 'Addict', value: 4, category: 'mental', restricted: false, grantKind: 'trauma', grants: 'The Substance Addiction Trauma, for a substance agreed with the GM.', traumaId: 'substance_addiction' },
  compulsive_liar: { name: 'Compulsive Liar', value: 2, category: 'mental', restricted: false, grantKind: 'trauma', grants: 'The Compulsive Liar Trauma.', traumaId: 'compulsive_liar' },
  short_fuse: { name: 'Short Fuse', value: 3, category: 'mental', restricted: false, grantKind: 'trauma', grants: 'The Uncontrollable Anger Trauma.', traumaId: 'uncontrollable_anger' },
  technophobe: { name: 'Technophobe', value: 2, category: 'mental', restricted: false, grantKind: 'trauma', grants: 'The Technophobe Trauma.', traumaId: 'technophobe' },
  sworn_pacifist: { name: 'Sworn Pacifist', value: 3, category: 'mental', restricted: false, grantKind: 'condition', grants: 'Wounding any person, not only killing one, calls for a Trauma roll.' },
  trusting: { name: 'Trusting', value: 2, category: 'mental', restricted: false, grantKind: 'condition', grants: 'Spotting a lie told by someone counted as a friend is at +1 Difficulty.' },
  fragile_psyche: { name: 'Fragile Psyche', value: 4, category: 'mental', restricted: true, grantKind: 'condition', grants: 'Trauma rolls are made at Difficulty 9 instead of 8.' },
} as const satisfies Record<string, AssetLiabilityConfig>;
export type LiabilityId = keyof typeof LIABILITIES;

/** Liability ids in listing order. */
export const LIABILITY_IDS = Object.keys(LIABILITIES) as LiabilityId[];
