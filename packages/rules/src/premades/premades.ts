import type { PremadeConfig } from './premade-types.js';

const ORDINARY_LIMITS = [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'murder' }] as const;

/**
 * Six ready-to-play new Contractors of our own invention, one per corner of the game: a brawler, a medic, a driver,
 * an investigator, an occult scholar and a face. Each is a valid new Contractor (150 Exp, no restricted picks).
 */
export const PREMADES = {
  'knuckles-halloran': {
    name: 'Benedek “Knuckles” Halloran',
    pitch: 'A retired middleweight who still answers every problem with his fists, and usually wins.',
    archetype: 'washed-up boxer',
    paradigm: 'a saint’s finger bone sewn into his old glove',
    ambition: 'to buy back the gym his father drank away',
    age: '44',
    residence: 'Glasgow',
    appearance: 'Broad, flat-nosed, grey stubble; a tracksuit older than most of his sparring partners.',
    limits: ORDINARY_LIMITS,
    attributes: { brawn: 4, dexterity: 3, perception: 3, charisma: 3, intellect: 2 },
    abilities: {
      brawl: 5,
      athletics: 4,
      alertness: 2,
      influence: 2,
      medicine: 2,
      melee: 1,
      drive: 1,
      stealth: 1,
      survival: 1,
      investigation: 1,
    },
    secondaryAbilities: { 'Reading a fighter': 2 },
    assets: ['tireless'],
    liabilities: ['deep_debt'],
    weapons: ['unarmed', 'club'],
    armor: 'layered',
    equipment: 'Hand wraps, a dented thermos of tea, the gym’s last unpaid electricity bill.',
    biography:
      'Benedek fought forty-one times and lost nine, three of them on purpose. The money from those three kept his ' +
      'father’s gym open for one more winter, and then the old man sold the lease for a bar tab. Benedek coaches ' +
      'kids in a church hall now. When the Harbinger’s invitation slid under the door, the glove with the relic in ' +
      'it was warm for the first time in years.',
    firstGiftIdea: 'A blessed haymaker: one punch a fight that lands like a sledgehammer.',
  },
  'priya-castellanos': {
    name: 'Priya Castellanos',
    pitch: 'A hospice nurse who keeps people alive on the job and hears what the dying never said.',
    archetype: 'hospice nurse',
    paradigm: 'a listener to the last thoughts of the dying',
    ambition: 'to make death keep its appointments honestly',
    age: '36',
    residence: 'Lisbon',
    appearance: 'Small and tidy, reading glasses on a beaded chain, sensible shoes, a laugh that fills a ward.',
    limits: [{ id: 'harm_to_innocents' }, { id: 'atrocities' }, { id: 'murder' }],
    attributes: { brawn: 2, dexterity: 3, perception: 3, charisma: 3, intellect: 3 },
    abilities: {
      medicine: 5,
      alertness: 3,
      influence: 3,
      investigation: 3,
      science: 3,
      occult: 2,
      athletics: 2,
      drive: 2,
      stealth: 1,
    },
    secondaryAbilities: { 'Palliative care': 3 },
    assets: ['medical_license', 'steady_nerves'],
    liabilities: ['haunted_sleep'],
    weapons: ['knife'],
    armor: null,
    equipment: 'A trauma kit, a pocket notebook of last words, a rosary that belonged to a patient.',
    biography:
      'Twelve years on night shifts taught Priya that people rarely die when the chart says they will. Some hang on ' +
      'for a grandchild, some let go the moment the room empties. Lately she hears them afterwards: a sentence or two, ' +
      'left over like a coat on a chair. One of them told her someone was taking patients early, on purpose.',
    firstGiftIdea: 'A hand on the chest that holds a dying person in place for one more minute.',
  },
  'jonah-kestrel': {
    name: 'Jonah Kestrel',
    pitch: 'A getaway driver who has never been caught and has started to wonder why.',
    archetype: 'getaway driver',
    paradigm: 'roads that bend to let him through',
    ambition: 'to outrun the family that owns his debts, for good',
    age: '27',
    residence: 'Marseille',
    appearance: 'Wiry, restless hands, a leather jacket with a torn lining where he keeps spare keys.',
    limits: [{ id: 'anguish' }, { id: 'betrayal' }, { id: 'murder' }],
    attributes: { brawn: 3, dexterity: 4, perception: 3, charisma: 2, intellect: 3 },
    abilities: {
      drive: 5,
      firearms: 3,
      alertness: 3,
      athletics: 3,
      technology: 2,
      thievery: 2,
      stealth: 2,
      brawl: 2,
      influence: 1,
    },
    secondaryAbilities: { 'Engine repair': 2 },
    assets: ['night_eyes'],
    liabilities: ['wanted'],
    weapons: ['handgun'],
    armor: 'layered',
    equipment: 'A ring of master keys, a police scanner, cash in three currencies, fake plates under the seat.',
    biography:
      'Jonah learned to drive on the hairpins above his grandmother’s village and learned to run from the men she ' +
      'borrowed from. He has driven for four crews; two are in prison and one is dead, and he walked away every ' +
      'time without a scratch. The streets rearrange themselves when he is late. He owes the Moreau family more than ' +
      'he can earn in a lifetime, which makes a Harbinger’s offer look cheap.',
    firstGiftIdea: 'A shortcut that was not there a moment ago, for him and whoever rides along.',
  },
  'odalys-finch': {
    name: 'Odalys Finch',
    pitch: 'A forensic accountant who follows money into places where it goes bad.',
    archetype: 'forensic accountant',
    paradigm: 'numbers that whisper the sins behind them',
    ambition: 'to expose who really owns her city council',
    age: '39',
    residence: 'Chicago',
    appearance: 'Tall, precise, a grey suit, one earring shaped like a percent sign, always a pencil behind an ear.',
    limits: [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'exposure' }],
    attributes: { brawn: 1, dexterity: 3, perception: 4, charisma: 2, intellect: 4 },
    abilities: {
      investigation: 5,
      technology: 3,
      alertness: 3,
      culture: 2,
      influence: 2,
      firearms: 2,
      stealth: 1,
      science: 1,
      occult: 1,
    },
    secondaryAbilities: { Accounting: 3 },
    assets: ['eidetic_memory'],
    liabilities: ['paranoid'],
    weapons: ['taser'],
    armor: null,
    equipment:
      'A laptop with a privacy screen, a ledger in her own cipher, a burner phone, a parking permit she forged.',
    biography:
      'Odalys spent a decade catching embezzlers for an insurer and found the same shell company under four ' +
      'unrelated frauds. When she took it to the police, her car caught fire. The spreadsheets talk to her now: a ' +
      'wrong number hums, a hidden payment smells of smoke. She no longer trusts anyone who will not show receipts, ' +
      'the Harbinger included.',
    firstGiftIdea: 'A glance at a person’s wallet or ledger that tells her what they are hiding.',
  },
  'wen-haraldsen': {
    name: 'Wen Haraldsen',
    pitch: 'A museum restorer whose old objects remember their makers and do as she asks.',
    archetype: 'museum restorer',
    paradigm: 'old things that remember and obey',
    ambition: 'to return every stolen relic to the place it was taken from',
    age: '52',
    residence: 'Bergen',
    appearance: 'Silver braid, cotton gloves tucked in an apron pocket, a magnifying loupe on a cord.',
    limits: [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'blasphemy' }],
    attributes: { brawn: 2, dexterity: 2, perception: 4, charisma: 2, intellect: 4 },
    abilities: {
      occult: 5,
      crafts: 4,
      culture: 3,
      investigation: 3,
      alertness: 2,
      influence: 2,
      melee: 1,
      science: 1,
      survival: 1,
    },
    secondaryAbilities: { 'Old Norse': 2 },
    assets: ['comfortable'],
    liabilities: ['bad_leg'],
    weapons: ['sword'],
    armor: null,
    equipment:
      'Restoration tools, a notebook of provenance records, a carved walking stick, a key to the museum stores.',
    biography:
      'Wen has glued, stitched and varnished a thousand years of other people’s treasures. She noticed long ago ' +
      'that a bowl wants to go home, and that a sword remembers whose hand it was forged for. Since the storeroom ' +
      'fire that broke her hip, the objects have started answering her back. Half the collection was stolen once; she ' +
      'means to send it home.',
    firstGiftIdea: 'Asking an object what it saw, and getting an answer in the voice of its maker.',
  },
  'rafferty-moon': {
    name: 'Rafferty Moon',
    pitch: 'A stand-up comedian who can talk his way into anything, and out of most of it.',
    archetype: 'stand-up comedian',
    paradigm: 'laughter that makes people believe him',
    ambition: 'to make the whole city laugh at the man who runs it',
    age: '31',
    residence: 'Manchester',
    appearance: 'Loud shirts, quick grin, a voice built for the back row, a healing black eye more often than not.',
    limits: [{ id: 'humiliation' }, { id: 'atrocities' }, { id: 'murder' }],
    attributes: { brawn: 2, dexterity: 3, perception: 3, charisma: 4, intellect: 3 },
    abilities: {
      performance: 5,
      influence: 4,
      athletics: 3,
      culture: 2,
      alertness: 2,
      stealth: 1,
      thievery: 1,
      brawl: 1,
      investigation: 1,
    },
    secondaryAbilities: { Impressions: 2 },
    assets: ['favors_owed', 'jaded'],
    liabilities: ['infamous'],
    weapons: ['pepper-spray'],
    armor: null,
    equipment: 'A notebook of half-jokes, a borrowed microphone, backstage passes to six clubs, a spare shirt.',
    biography:
      'Rafferty went viral for a joke about the mayor and lost every booking in town within a week. He does late sets ' +
      'in basements now, and some nights the crowd agrees with anything he says while they are still laughing. He has ' +
      'noticed. So has the mayor’s security staff. The Harbinger found him bleeding behind a club, and he took the ' +
      'Contract because it was the best offer he had heard all year.',
    firstGiftIdea: 'A punchline that leaves a whole room briefly convinced of whatever came before it.',
  },
} as const satisfies Record<string, PremadeConfig>;

/** The id of a premade Contractor (its address on the premades page). */
export type PremadeId = keyof typeof PREMADES;

/** Every premade's id, in the order the premades page lists them. */
export const PREMADE_IDS = Object.keys(PREMADES) as PremadeId[];

/** Whether a string names a premade. */
export function isPremadeId(id: string): id is PremadeId {
  return Object.hasOwn(PREMADES, id);
}
