import { stampGiftSpec } from './catalog-check.js';
import { giftCatalog, type EffectId } from './catalog.js';
import type { GiftTypeId } from './gift-types.js';
import type { StyleId } from './styles.js';
import type { GiftCatalog, GiftSpec, ModifierPick } from './types.js';

/** The shelves premade Gifts sit on in the builder. */
export const stockGiftCategories = {
  bruiser: { name: 'Bruisers', summary: 'Hit hard, take hits, keep standing.' },
  marksman: { name: 'Marksmen', summary: 'Never miss.' },
  occultist: { name: 'Occultists', summary: 'Curses, hexes and hellfire.' },
  face: { name: 'Faces', summary: 'Talk, charm and command.' },
  sleuth: { name: 'Sleuths', summary: 'Find out what others hide.' },
  shadow: { name: 'Shadows', summary: 'Be elsewhere, or nowhere.' },
  medic: { name: 'Medics', summary: 'Keep the team alive and sane.' },
  shifter: { name: 'Shifters', summary: 'Wear another shape.' },
  artificer: { name: 'Artificers', summary: 'Make things for the team.' },
  relic: { name: 'Relics', summary: 'Legendary Artifacts with a story.' },
  fixer: { name: 'Fixers', summary: 'Machines, errands and servants.' },
} as const satisfies Record<string, { name: string; summary: string }>;
export type StockGiftCategoryId = keyof typeof stockGiftCategories;

/** One premade Gift: a shelf plus everything a player would choose in the builder. */
export interface StockGiftConfig {
  category: StockGiftCategoryId;
  typeId: GiftTypeId;
  effectId: EffectId;
  styleId: StyleId;
  parameters?: Readonly<Record<string, string>>;
  enhancements?: readonly ModifierPick[];
  drawbacks?: readonly ModifierPick[];
  name: string;
  tagline: string;
  description: string;
}

/** Premade Gifts, each worth one Gift Credit, grantable as they are or opened in the builder. */
export const stockGifts = {
  'iron-knuckles': { category: 'bruiser', typeId: 'power', effectId: 'unarmed-mastery', styleId: 'passive', name: 'Iron Knuckles', tagline: 'Hands like sledgehammers.', description: 'Years of bare-knuckle bouts have turned your fists into something closer to stone.' },
  'bull-strength': { category: 'bruiser', typeId: 'power', effectId: 'mythic-brawn', styleId: 'passive', name: 'Bull\'s Strength', tagline: 'Lift with your legs. Or don\'t.', description: 'Your muscles are denser than they look; doors, cars and people move when you push.' },
  'oak-skin': { category: 'bruiser', typeId: 'power', effectId: 'armor', styleId: 'activated', parameters: { rating: 'two' }, drawbacks: [{ id: 'heavy' }], name: 'Oak Skin', tagline: 'Knock on wood.', description: 'Your skin thickens into rough grey bark that creaks when you move.' },
  'bloody-minded': { category: 'bruiser', typeId: 'power', effectId: 'grit', styleId: 'passive', name: 'Bloody-Minded', tagline: 'Pain is a rumor.', description: 'You simply refuse to notice how hurt you are until the fight is over.' },
  'dead-eye': { category: 'marksman', typeId: 'power', effectId: 'weapon-mastery', styleId: 'passive', name: 'Dead Eye', tagline: 'One shot is plenty.', description: 'Pistols feel like part of your arm; your breathing slows and the world goes quiet when you aim.' },
  'anything-is-a-knife': { category: 'marksman', typeId: 'power', effectId: 'throwing-mastery', styleId: 'passive', parameters: { range: 'sixty' }, drawbacks: [{ id: 'wind-up' }], name: 'Anything Is a Knife', tagline: 'Including the spoon.', description: 'You wind up with a theatrical spin, and whatever leaves your hand flies like it was forged for the purpose.' },
  'hawks-gaze': { category: 'marksman', typeId: 'power', effectId: 'mythic-perception', styleId: 'passive', name: 'Hawk\'s Gaze', tagline: 'I saw that.', description: 'Your pupils are a little too large, and nothing in the room escapes them.' },
  'hellfire-bolt': { category: 'occultist', typeId: 'power', effectId: 'injure', styleId: 'targeted', enhancements: [{ id: 'staggering' }], drawbacks: [{ id: 'telltale', detail: 'the stink of sulfur and a red glare in your eyes' }], name: 'Hellfire Bolt', tagline: 'Straight from the source.', description: 'A spear of red flame leaps from your palm, leaving a smell of rotten eggs behind.' },
  'evil-eye': { category: 'occultist', typeId: 'power', effectId: 'hex', styleId: 'targeted', name: 'Evil Eye', tagline: 'Bad luck follows.', description: 'You stare without blinking; the target\'s shoelaces snap, their gun jams, their footing slips.' },
  thunderclap: { category: 'occultist', typeId: 'power', effectId: 'blast', styleId: 'targeted', enhancements: [{ id: 'knockdown' }], drawbacks: [{ id: 'caught-inside' }], name: 'Thunderclap', tagline: 'Everybody down.', description: 'You slam your palms together and a shock of air flattens everything around you, you included.' },
  whispers: { category: 'occultist', typeId: 'power', effectId: 'mental-assault', styleId: 'targeted', name: 'Whispers', tagline: 'Can you hear them too?', description: 'A chorus of voices only your target can hear tells them the worst things they believe about themselves.' },
  'silver-tongue': { category: 'face', typeId: 'power', effectId: 'suggestion', styleId: 'targeted', name: 'Silver Tongue', tagline: 'It was your idea, really.', description: 'Your voice drops half an octave and your words settle into people\'s heads like their own thoughts.' },
  showstopper: { category: 'face', typeId: 'power', effectId: 'fascinate', styleId: 'targeted', name: 'Showstopper', tagline: 'All eyes on me.', description: 'A snap of your fingers, a twirl of a coin, and nobody can look anywhere else.' },
  heartstrings: { category: 'face', typeId: 'power', effectId: 'emotion-control', styleId: 'targeted', name: 'Heartstrings', tagline: 'Feel what I want you to feel.', description: 'A touch on the arm and a kind word stir exactly the feeling you reach for.' },
  magnetism: { category: 'face', typeId: 'power', effectId: 'mythic-charisma', styleId: 'passive', name: 'Magnetism', tagline: 'Born for the spotlight.', description: 'People turn toward you the way plants turn toward the sun.' },
  'cold-read': { category: 'sleuth', typeId: 'power', effectId: 'investigate-individual', styleId: 'targeted', name: 'Cold Read', tagline: 'You\'ve been crying. And you own a cat.', description: 'A glance at someone\'s hands, shoes and posture tells you more than their file would.' },
  'echoes-of-the-room': { category: 'sleuth', typeId: 'power', effectId: 'investigate-area', styleId: 'activated', name: 'Echoes of the Room', tagline: 'Walls remember.', description: 'You close your eyes and the last day of a room plays back as whispers and shadows.' },
  psychometry: { category: 'sleuth', typeId: 'power', effectId: 'investigate-object', styleId: 'activated', name: 'Psychometry', tagline: 'Tell me where you\'ve been.', description: 'Holding an object, you feel flashes of the hands that held it before.' },
  'open-book': { category: 'sleuth', typeId: 'power', effectId: 'read-mind', styleId: 'targeted', name: 'Open Book', tagline: 'Go on, think it louder.', description: 'You tilt your head and hear the thoughts behind a stranger\'s polite face.' },
  bloodhound: { category: 'sleuth', typeId: 'power', effectId: 'heightened-senses', styleId: 'passive', name: 'Bloodhound', tagline: 'I can smell fear. Literally.', description: 'Your sense of smell is keener than any dog\'s; a trail hours old is as plain as paint.' },
  'shadow-cloak': { category: 'shadow', typeId: 'power', effectId: 'obscure', styleId: 'activated', name: 'Shadow Cloak', tagline: 'Now you see me.', description: 'Darkness gathers around you like a coat, and eyes slide right off it.' },
  'borrowed-face': { category: 'shadow', typeId: 'power', effectId: 'disguise', styleId: 'activated', name: 'Borrowed Face', tagline: 'Nobody in particular.', description: 'Your features blur and settle into an ordinary face no one will remember.' },
  blink: { category: 'shadow', typeId: 'power', effectId: 'teleport', styleId: 'activated', name: 'Blink', tagline: 'Over here.', description: 'You fold space with a faint pop and a breath of cold air.' },
  wallcrawler: { category: 'shadow', typeId: 'power', effectId: 'special-movement', styleId: 'passive', name: 'Wallcrawler', tagline: 'Gravity is a suggestion.', description: 'Your fingertips and soles cling to brick, glass and ceiling alike.' },
  'laying-on-of-hands': { category: 'medic', typeId: 'power', effectId: 'heal', styleId: 'targeted', name: 'Laying On of Hands', tagline: 'Be still.', description: 'Warm light seeps from your palms into the wound, and the torn flesh draws closed.' },
  purge: { category: 'medic', typeId: 'power', effectId: 'cure', styleId: 'targeted', name: 'Purge', tagline: 'Out it comes.', description: 'You press on the patient\'s chest and the poison beads out through their skin as black sweat.' },
  'bedside-manner': { category: 'medic', typeId: 'power', effectId: 'heal-mind', styleId: 'targeted', name: 'Bedside Manner', tagline: 'Breathe with me.', description: 'Your calm is contagious; panicked people steady once you start talking to them.' },
  'wolf-shape': { category: 'shifter', typeId: 'power', effectId: 'animal-form', styleId: 'activated', name: 'Wolf Shape', tagline: 'Run with the pack.', description: 'Fur ripples over your skin and you drop to four legs as a lean grey dog-wolf.' },
  berserker: { category: 'shifter', typeId: 'power', effectId: 'alternate-form', styleId: 'activated', name: 'Berserker', tagline: 'Not so polite now.', description: 'Your veins stand out, your shoulders swell and your eyes go red for a while.' },
  'healing-draught': { category: 'artificer', typeId: 'consumable-crafting', effectId: 'heal', styleId: 'targeted', enhancements: [{ id: 'steady-hands' }], name: 'Healing Draught', tagline: 'Tastes like pennies.', description: 'A small corked vial of red syrup brewed from your own recipe; poured on a wound, it knits it.' },
  'smoke-pellets': { category: 'artificer', typeId: 'consumable-crafting', effectId: 'obscure', styleId: 'activated', enhancements: [{ id: 'no-trace' }], name: 'Smoke Pellets', tagline: 'Exit, stage left.', description: 'Clay marbles that burst into grey smoke which clings to the thrower and hides them.' },
  'tempered-blade': { category: 'artificer', typeId: 'artifact-crafting', effectId: 'enhanced-weapon', styleId: 'functional', name: 'Tempered Blade', tagline: 'Folded a thousand times.', description: 'Knives from your forge keep an edge through bone and steel.' },
  'ward-charm': { category: 'artificer', typeId: 'artifact-crafting', effectId: 'barrier', styleId: 'activated', name: 'Ward Charm', tagline: 'Wear it close.', description: 'A braided cord with a lead bead; squeeze it and a shimmer of force wraps around the wearer.' },
  'grandfathers-sword': { category: 'relic', typeId: 'legendary-artifact', effectId: 'enhanced-weapon', styleId: 'functional', enhancements: [{ id: 'returning' }], name: 'Grandfather\'s Sword', tagline: 'It always comes home.', description: 'A notched cavalry sabre passed down four generations; it never stays lost for long.' },
  'speaking-stones': { category: 'relic', typeId: 'legendary-artifact', effectId: 'telepathy', styleId: 'targeted', enhancements: [{ id: 'shared-senses' }], name: 'Speaking Stones', tagline: 'Two halves of one voice.', description: 'A pair of river stones; whoever holds one can hear and see through the other.' },
  'pocket-of-elsewhere': { category: 'fixer', typeId: 'power', effectId: 'stash', styleId: 'activated', name: 'Pocket of Elsewhere', tagline: 'Where did that come from?', description: 'You reach behind your back and your hand goes somewhere else entirely.' },
  'gremlin-touch': { category: 'fixer', typeId: 'power', effectId: 'hack', styleId: 'targeted', name: 'Gremlin Touch', tagline: 'Have you tried turning it off and on?', description: 'Machines chatter to you through your fingertips and tell you their secrets.' },
  'spirit-servant': { category: 'fixer', typeId: 'power', effectId: 'summon', styleId: 'activated', name: 'Spirit Servant', tagline: 'Fetch.', description: 'You whistle and a small grey spirit-hound steps out of the nearest shadow.' },
  blur: { category: 'fixer', typeId: 'power', effectId: 'super-speed', styleId: 'activated', name: 'Blur', tagline: 'Already there.', description: 'Everything slows to a crawl around you, and you cross the room between heartbeats.' },
} as const satisfies Record<string, StockGiftConfig>;
export type StockGiftId = keyof typeof stockGifts;

/** Stock Gift ids in shelf order. */
export const STOCK_GIFT_IDS = Object.keys(stockGifts) as StockGiftId[];

/**
 * The spec of a stock Gift, ready to grant or open in the builder, stamped against the catalog.
 * @example stockGiftSpec('blink').effectId === 'teleport'
 */
export function stockGiftSpec(id: StockGiftId, catalog: GiftCatalog = giftCatalog): GiftSpec {
  const stock: StockGiftConfig = stockGifts[id];
  return stampGiftSpec(
    {
      catalogVersion: catalog.version,
      typeId: stock.typeId,
      effectId: stock.effectId,
      styleId: stock.styleId,
      parameters: { ...stock.parameters },
      enhancements: (stock.enhancements ?? []).map((pick) => ({ ...pick })),
      drawbacks: (stock.drawbacks ?? []).map((pick) => ({ ...pick })),
      name: stock.name,
      tagline: stock.tagline,
      description: stock.description,
    },
    catalog,
  );
}
