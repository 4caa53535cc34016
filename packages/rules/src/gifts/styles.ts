/** One Activation Style: how a Gift is set off, and the sentence it adds to the System Text. */
export interface StyleConfig {
  name: string;
  summary: string;
  /** The System Text sentence describing activation. */
  text: string;
}

/**
 * The five Activation Styles. What a style does to the cost depends on the Effect, so each Effect lists the
 * styles it allows together with their cost change (see `EffectConfig.styles`); each Gift Type lists the styles
 * it can use (only artifacts are functional items).
 */
export const styles = {
  activated: {
    name: 'Activated',
    summary: 'You call it up on yourself, usually with an Action and an Exertion.',
    text: 'To activate it you spend an Action and Exert your Mind (a point of Source can be spent instead); it works on you.',
  },
  targeted: {
    name: 'Targeted',
    summary: 'You pick a target and call it up, usually with an Action and an Exertion.',
    text: 'To activate it you choose a target you can perceive, spend an Action and Exert your Mind (or spend a point of Source).',
  },
  trap: {
    name: 'Trap',
    summary: 'You lay it down now; something else sets it off later.',
    text:
      'You lay it on a spot or an object with an Action and an Exertion (or a point of Source), naming its trigger; ' +
      'it goes off when the trigger happens, and only one can wait at a time.',
  },
  passive: {
    name: 'Passive',
    summary: 'Always on: no Action, no Exertion.',
    text: 'It is always working and never needs an Action or an Exertion.',
  },
  functional: {
    name: 'Functional item',
    summary: 'A better version of an ordinary object, used the way that object is used.',
    text: 'It is an object that does its ordinary job better than any mundane one; using it takes what using the ordinary object takes, and no Exertion.',
  },
} as const satisfies Record<string, StyleConfig>;
export type StyleId = keyof typeof styles;

/** Style ids in the builder's order. */
export const STYLE_IDS = Object.keys(styles) as StyleId[];
