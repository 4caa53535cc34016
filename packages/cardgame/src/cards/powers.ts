/** A special power printed on a Dice Card; it fires when the card is revealed and always aims at another Soul. */
export interface PowerConfig {
  name: string;
  text: string;
  /** The box the power ships in: the base game or the Devilish Numbers expansion. */
  pack: 'base' | 'devilish_numbers';
  /** What the owner points it at: a revealed card of another Soul, or another Soul itself. */
  aim: 'card' | 'soul';
}

/** Every power of our design, keyed by a short id. */
export const powers = {
  tailwind: {
    name: 'Tailwind',
    text: 'Pick a card another Soul has revealed: it counts 1 higher.',
    pack: 'base',
    aim: 'card',
  },
  undertow: {
    name: 'Undertow',
    text: 'Pick a card another Soul has revealed: it counts 1 lower, to a floor of 0.',
    pack: 'base',
    aim: 'card',
  },
  second_wind: {
    name: 'Second Wind',
    text: 'Pick another Soul with cards left in their deck: they reveal one more card right now.',
    pack: 'base',
    aim: 'soul',
  },
  do_over: {
    name: 'Do-Over',
    text: 'Pick a card another Soul has revealed: it goes back into its deck and that Soul reveals a new one.',
    pack: 'base',
    aim: 'card',
  },
  switcheroo: {
    name: 'Switcheroo',
    text: 'Pick a card another Soul has revealed: it and this card trade Souls until the challenge is over.',
    pack: 'base',
    aim: 'card',
  },
  copycat: {
    name: 'Copycat',
    text: 'Pick a card another Soul has revealed: it now shows the number printed on this card.',
    pack: 'base',
    aim: 'card',
  },
  opposite_face: {
    name: 'Opposite Face',
    text: 'Pick a card another Soul has revealed: it flips to 7 minus its number, to a floor of 0.',
    pack: 'devilish_numbers',
    aim: 'card',
  },
  twin_echo: {
    name: 'Twin Echo',
    text: 'Pick a card another Soul has revealed: its number counts twice over.',
    pack: 'devilish_numbers',
    aim: 'card',
  },
  blank_stare: {
    name: 'Blank Stare',
    text: 'Pick a card another Soul has revealed: it counts as 0.',
    pack: 'devilish_numbers',
    aim: 'card',
  },
} as const satisfies Record<string, PowerConfig>;

/** The id of one power. */
export type PowerId = keyof typeof powers;

/** All power ids, in table order. */
export const powerIds = Object.keys(powers) as PowerId[];

/** The powers available with or without the Devilish Numbers expansion. */
export function powerPool(devilish: boolean): PowerId[] {
  return powerIds.filter((id) => devilish || powers[id].pack === 'base');
}
