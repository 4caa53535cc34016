/** A broad kind of Trauma a GM can shape into a specific one. */
export interface TraumaTypeConfig {
  name: string;
  summary: string;
}

/** The three general shapes of Trauma. */
export const TRAUMA_TYPES = {
  delusion: {
    name: 'Delusion',
    summary: 'A false belief held against all evidence; acting on the facts instead takes a Self-Control roll.',
  },
  compulsion: {
    name: 'Compulsion',
    summary: 'An urge to do something specific; passing up a chance to do it takes a Self-Control roll.',
  },
  phobia: {
    name: 'Phobia',
    summary: 'An outsized fear; meeting its object takes a Self-Control roll or the Contractor fights or flees.',
  },
} as const satisfies Record<string, TraumaTypeConfig>;
export type TraumaTypeId = keyof typeof TRAUMA_TYPES;

/** A ready-made Trauma: a one-line summary in our own words and the numbers other rules read. */
export interface StockTraumaConfig {
  name: string;
  summary: string;
  /** Mind damage a failed Self-Control roll deals for this Trauma. */
  mindDamageOnFailure?: number;
  /** After a failed Self-Control roll the Contractor may still Exert to push through. */
  exertAfterFailure?: boolean;
}

/** The stock Traumas a GM can hand out or adapt. */
export const STOCK_TRAUMAS = {
  nightmares: {
    name: 'Nightmares',
    summary: 'Self-Control at the start of every Contract and each time you sleep; a failure costs 1 Mind.',
    mindDamageOnFailure: 1,
  },
  anti_social: {
    name: 'Anti-social',
    summary:
      'Approaching or talking to anyone met less than a day ago takes Self-Control; being the focus of a crowd takes an Exertion.',
  },
  vengeful: {
    name: 'Vengeful',
    summary: 'A serious slight or attack must be avenged unless a Self-Control roll succeeds.',
  },
  pyromania: {
    name: 'Pyromania',
    summary: 'Each new flammable thing you come across tempts you to burn it; resist with Self-Control.',
  },
  kleptomania: {
    name: 'Kleptomania',
    summary: 'On reaching a new place, pass Self-Control or try to steal something nearby.',
  },
  technophobe: {
    name: 'Technophobe',
    summary: 'Using modern technology takes Self-Control; after a failure you may Exert to go ahead.',
    exertAfterFailure: true,
  },
  delusions_of_grandeur: {
    name: 'Delusions of Grandeur',
    summary: 'Accepting or acting on anything that says you are not the best takes Self-Control.',
  },
  substance_addiction: {
    name: 'Substance Addiction',
    summary:
      'Meeting the substance takes Self-Control (fail: use it; botch: overdose); no Mind comes back from rest on a day without it.',
  },
  uncontrollable_anger: { name: 'Uncontrollable Anger', summary: 'Whenever angered, pass Self-Control or lash out.' },
  compulsive_liar: {
    name: 'Compulsive Liar',
    summary:
      'Telling the truth about yourself takes Self-Control; once caught lying, only an Exertion lets you come clean.',
  },
  paranoia: {
    name: 'Paranoia',
    summary:
      'Letting anyone stand where they could hurt you, or trusting them with your safety, takes Self-Control; after a failure you may Exert.',
    exertAfterFailure: true,
  },
  fear_of_the_dark: {
    name: 'Fear of the Dark',
    summary:
      'Leaving a well-lit place takes Self-Control (Exert after a failure to go anyway); being surprised in the dark costs 1 Mind.',
    exertAfterFailure: true,
  },
} as const satisfies Record<string, StockTraumaConfig>;
export type StockTraumaId = keyof typeof STOCK_TRAUMAS;
