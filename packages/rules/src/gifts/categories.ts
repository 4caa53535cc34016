/** One heading the builder groups Effects under. */
export interface EffectCategoryConfig {
  name: string;
  summary: string;
}

/** The Effect categories, in the order the builder lists them (one data file per category). */
export const effectCategories = {
  harm: { name: 'Harm', summary: 'Hurt bodies and minds, up close or from afar.' },
  protection: { name: 'Protection', summary: 'Keep harm away or shrug it off.' },
  healing: { name: 'Healing', summary: 'Undo wounds, sickness, scars and trauma.' },
  influence: { name: 'Influence', summary: 'Sway, command or take over other creatures.' },
  information: { name: 'Information', summary: 'Learn what is hidden about people, places and things.' },
  stealth: { name: 'Stealth', summary: 'Go unseen or pass as someone else.' },
  movement: { name: 'Movement', summary: 'Get where you need to be in ways nobody else can.' },
  transformation: { name: 'Transformation', summary: 'Change your shape, for an hour or for good.' },
  mastery: { name: 'Mastery', summary: 'Fight, drive or work with a skill no human trainer could teach.' },
  mythic: { name: 'Mythic Attributes', summary: 'Push one Attribute past the human limit.' },
  utility: { name: 'Utility', summary: 'Tools, servants, storage and machines.' },
} as const satisfies Record<string, EffectCategoryConfig>;
export type EffectCategoryId = keyof typeof effectCategories;
