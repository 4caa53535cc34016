/**
 * Where the sheet's and the Gift Builder's help points in the rules reference. Kept apart from the content (and
 * free of imports) so a hydrated page can link to the rules without shipping them; a unit test checks that every
 * target exists.
 */
export const HELP_LINKS = {
  penalty: { slug: 'penalty', label: 'Penalty' },
  body: { slug: 'body', label: 'Body' },
  mind: { slug: 'mind', label: 'Mind' },
  'mind-damage': { slug: 'mind', anchor: 'damage', label: 'Mind damage' },
  injuries: { slug: 'injuries', label: 'Injuries and Severity' },
  stabilization: { slug: 'stabilization', label: 'Stabilization' },
  'battle-scars': { slug: 'battle-scars', label: 'Battle Scars' },
  'will-to-survive': { slug: 'will-to-survive', label: 'Will to Survive' },
  traumas: { slug: 'traumas', label: 'Traumas' },
  difficulty: { slug: 'difficulty', label: 'Difficulty' },
  exertion: { slug: 'exertion', label: 'Exertion' },
  outcome: { slug: 'outcome', label: 'Outcome' },
  dice: { slug: 'dice', label: 'Rolling dice' },
  'dice-pool': { slug: 'dice-pool-modifiers', label: 'Dice pool modifiers' },
  initiative: { slug: 'initiative', label: 'Initiative' },
  movement: { slug: 'movement', label: 'Movement' },
  encumbrance: { slug: 'encumbrance', label: 'Encumbrance' },
  experience: { slug: 'experience', label: 'Experience' },
  status: { slug: 'contractor-status', label: 'Contractor Status' },
  source: { slug: 'source', label: 'Source' },
  'gift-credits': { slug: 'gift-credits', label: 'Gift Credits and Improvements' },
  'gift-types': { slug: 'gifts', anchor: 'types', label: 'Gift Types' },
  effects: { slug: 'gift-builder', anchor: 'effects', label: 'Effects' },
  styles: { slug: 'gift-builder', anchor: 'styles', label: 'Activation Styles' },
  parameters: { slug: 'gift-builder', anchor: 'parameters', label: 'Parameters' },
  enhancements: { slug: 'gift-builder', anchor: 'enhancements-drawbacks', label: 'Enhancements' },
  drawbacks: { slug: 'gift-builder', anchor: 'enhancements-drawbacks', label: 'Drawbacks' },
  description: { slug: 'gift-builder', anchor: 'description', label: 'Description and System Text' },
} as const satisfies Record<string, { slug: string; anchor?: string; label: string }>;
export type HelpTopic = keyof typeof HELP_LINKS;

/** The address of a help topic's rules section. */
export function helpHref(topic: HelpTopic): string {
  const link: { slug: string; anchor?: string } = HELP_LINKS[topic];
  return `/rules/${link.slug}${link.anchor ? `#${link.anchor}` : ''}`;
}
