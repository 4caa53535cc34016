import { ladder, rangeParameter } from './parameters.js';
import { rollWith } from './rolls.js';
import { sharedDrawbacks, sharedEnhancements } from './shared-modifiers.js';
import type { EffectConfig, ParameterConfig } from './types.js';

const reach: ParameterConfig = ladder('Reach', 'touch', [
  { id: 'touch', label: "arm's reach" },
  { id: 'near', label: '15 feet', requires: 'novice' },
  { id: 'medium', label: '50 feet', requires: 'seasoned' },
]);

/** Effects that mend: Injuries, illness, the mind and old scars. */
export const healingEffects = {
  heal: {
    name: 'Heal',
    category: 'healing',
    summary: 'Close wounds and make Injuries less severe.',
    example: 'Brother Anselm presses a hand to the gash and the edges knit while he hums.',
    styles: { targeted: 0, activated: 0 },
    defaultStyle: 'targeted',
    roll: rollWith(['intellect', 'charisma', 'perception'], 'medicine'),
    parameters: {
      reach,
      cap: ladder('Most healed', 'two', [
        { id: 'two', label: '2' },
        { id: 'three', label: '3', requires: 'novice' },
        { id: 'four', label: '4', requires: 'seasoned' },
        { id: 'six', label: '6', requires: 'veteran' },
      ]),
    },
    enhancements: {
      'wide-mercy': {
        name: 'Wide Mercy',
        text: 'One activation treats every ally within 10 feet, one Injury each.',
        requires: 'professional',
      },
      'numbing-touch': {
        name: 'Numbing Touch',
        text: 'The patient also ignores 1 point of Penalty for the rest of the scene.',
      },
      'steady-hands': { name: 'Steady Hands', text: 'Your own Penalty never reduces this roll.' },
      swift: sharedEnhancements.swift,
    },
    drawbacks: {
      'shared-wounds': {
        name: 'Shared Wounds',
        text: 'For every 2 points of severity you remove, you take one Mind damage.',
      },
      'fresh-only': { name: 'Fresh Wounds Only', text: 'It only works on Injuries taken within the last hour.' },
      'once-per-wound': { name: 'Once per Wound', text: 'The same Injury can benefit from it only once.' },
      'slow-rite': sharedDrawbacks['slow-rite'],
    },
    template:
      'Roll {roll} for {activated=yourself|targeted=one creature within {reach}}. Lower the severity of one of ' +
      '{activated=your|targeted=their} Injuries by the Outcome, by {cap} at most; the Injury also counts as stabilized.',
  },
  cure: {
    name: 'Cure',
    category: 'healing',
    summary: 'Drive out poison, disease and maladies.',
    example: "Dr. Pham's glowing syringe turns black as it draws the venom out of the bite.",
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: rollWith(['intellect', 'perception'], 'medicine'),
    parameters: {
      reach,
      potency: ladder('Strength', 'common', [
        { id: 'common', label: 'an ordinary illness or mild poison' },
        { id: 'deadly', label: 'any mundane disease or poison, however deadly', requires: 'novice' },
        { id: 'uncanny', label: 'any disease, poison or malady, Gift-made ones included', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      immunize: { name: 'Immunize', text: 'The patient cannot catch the same ailment again for a month.' },
      diagnose: {
        name: 'Diagnose',
        text: 'Before rolling you learn exactly what ails the patient and where it came from.',
      },
      'purge-all': {
        name: 'Purge All',
        text: 'One success ends every ailment of the allowed strength at once.',
        requires: 'novice',
      },
      precise: sharedEnhancements.precise,
    },
    drawbacks: {
      absorb: { name: 'Absorb', text: 'You suffer the ailment yourself for an hour after curing it.' },
      'long-treatment': {
        name: 'Long Treatment',
        text: 'The patient must rest for an hour before the cure takes hold.',
      },
      focus: sharedDrawbacks.focus,
      erratic: sharedDrawbacks.erratic,
    },
    template:
      'Roll {roll} for one creature within {reach}. On an Outcome of 1 or more you end {potency}; a malady from a Gift ' +
      'ends only if your Outcome is at least the Outcome that caused it.',
  },
  'heal-mind': {
    name: 'Heal Mind',
    aliases: ['Therapy'],
    category: 'healing',
    summary: 'Calm a rattled mind and help it mend after horror.',
    example: 'Over cold tea, June talks the survivor down until his hands finally stop shaking.',
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: rollWith(['charisma', 'intellect'], 'medicine'),
    parameters: {
      reach,
      cap: ladder('Most restored', 'two', [
        { id: 'two', label: '2' },
        { id: 'three', label: '3', requires: 'novice' },
        { id: 'five', label: '5', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      'deep-work': {
        name: 'Deep Work',
        text: 'Used across a Downtime with an Outcome of 4 or more, it removes one revealed Trauma without the Exp therapy costs.',
        requires: 'novice',
      },
      'still-waters': { name: 'Still Waters', text: 'It also ends any emotion a Gift forced on the patient.' },
      'shared-calm': { name: 'Shared Calm', text: 'You recover 1 Mind damage yourself each time it works.' },
    },
    drawbacks: {
      'borrowed-pain': {
        name: 'Borrowed Pain',
        text: 'For every 2 points the patient recovers you take one Mind damage.',
      },
      'talking-cure': {
        name: 'Talking Cure',
        text: 'It needs ten minutes of calm conversation and fails if either of you is interrupted.',
      },
      'once-a-day': sharedDrawbacks['once-a-day'],
    },
    template:
      'Roll {roll} for one creature within {reach}: they recover Mind damage equal to the Outcome, {cap} at most.',
  },
  'mend-scar': {
    name: 'Mend Scar',
    aliases: ['Heal Battle Scar'],
    category: 'healing',
    summary: 'Undo old disfigurements, lost eyes and lasting wounds.',
    example: "The chapel's saint-relic lets Father Iosif give a veteran back the hand he lost.",
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: rollWith(['intellect', 'charisma'], 'medicine', 7),
    parameters: {
      severity: ladder('Worst scar', 'minor', [
        { id: 'minor', label: 'a Minor' },
        { id: 'major', label: 'a Major or lesser', requires: 'novice' },
        { id: 'severe', label: 'a Severe or lesser', requires: 'seasoned' },
        { id: 'extreme', label: 'any', requires: 'veteran' },
      ]),
    },
    enhancements: {
      'quick-mending': { name: 'Quick Mending', text: 'The work takes one minute instead of an hour.' },
      reshape: { name: 'Reshape', text: "While mending you may also change small details of the patient's looks." },
      'second-try': { name: 'Second Try', text: 'After a failure you may try the same Scar again the same day.' },
    },
    drawbacks: {
      exhausting: { name: 'Exhausting', text: 'Each attempt deals you 2 Mind damage.' },
      'once-a-downtime': { name: 'Once a Downtime', text: 'It can be used only once per Downtime.' },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'Over an hour of work on one willing creature you touch, roll {roll}. An Outcome of 4 or more removes {severity} ' +
      'Battle Scar, along with any Liability that stood for it.',
  },
  'energy-transfer': {
    name: 'Energy Transfer',
    category: 'healing',
    summary: 'Lift a wound or a strain off one creature and lay it on another.',
    example: "Mother Ines takes the boy's broken arm into her own with a shudder, and he runs off to play.",
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: rollWith(['charisma', 'intellect', 'perception'], 'occult'),
    // The same ceiling as Heal: nothing is healed, only moved, but moving it onto a foe makes it an attack as well.
    parameters: {
      reach,
      amount: ladder('Most moved', 'two', [
        { id: 'one', label: '1' },
        { id: 'two', label: '2' },
        { id: 'three', label: '3', requires: 'novice' },
        { id: 'five', label: '5', requires: 'seasoned' },
      ]),
    },
    enhancements: {
      convert: {
        name: 'Convert',
        text: 'What leaves the giver as Mind damage may reach the taker as an Injury of that severity, or the other way round.',
        requires: 'novice',
      },
      battery: {
        name: 'Battery',
        text: "You may move points of Source instead, up to the same limit and never past the taker's capacity.",
      },
      'double-load': {
        name: 'Double Load',
        text: 'One activation moves two Injuries, each within the limit.',
        requires: 'seasoned',
      },
      subtle: sharedEnhancements.subtle,
    },
    drawbacks: {
      martyr: { name: 'Martyr', text: 'You must be the taker yourself.' },
      'blood-tie': {
        name: 'Blood Tie',
        text: 'Giver and taker must hold hands, or otherwise touch skin to skin, while you work.',
      },
      fever: { name: 'Fever', text: 'Each move also deals the taker one Mind damage.' },
      'slow-rite': sharedDrawbacks['slow-rite'],
    },
    template:
      'Name a giver and a taker within {reach}; either may be you. Roll {roll}; a taker who does not accept it resists ' +
      'with Brawn + Survival, and then the Contested Outcome is what counts. On an Outcome of 1 or more, one Injury of ' +
      'severity {amount} at most, or up to {amount} points of Mind damage, passes from the giver to the taker, ' +
      'stabilized or not as it was.',
  },
  revive: {
    name: 'Revive',
    category: 'healing',
    summary: 'Stop the dying from slipping away and bring the fallen back to their senses, from across the room.',
    example: 'Sister Claudette snaps her fingers at the collapsed courier across the platform, and his bleeding stops.',
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: rollWith(['intellect', 'charisma', 'perception'], 'medicine'),
    // It lowers no severity, unlike Heal, so it reaches farther by default: 15 feet instead of touch.
    parameters: {
      range: rangeParameter('near'),
      worst: ladder('Worst Injury held', 'four', [
        { id: 'four', label: '4' },
        { id: 'five', label: '5', requires: 'novice' },
        { id: 'six', label: '6', requires: 'seasoned' },
        { id: 'any', label: 'any', requires: 'professional' },
      ]),
    },
    enhancements: {
      'clean-knit': {
        name: 'Clean Knit',
        text: 'On an Outcome of 4 or more the Injuries heal clean, as after a Proper Stabilization, and their Battle Scars fade.',
        requires: 'novice',
      },
      'second-wind': {
        name: 'Second Wind',
        text: 'A creature it wakes may act normally for one minute as if it had 1 Body left, then falls again.',
        requires: 'seasoned',
      },
      'last-breath': {
        name: 'Last Breath',
        text: 'You may use it as a Reaction the moment a creature in range is Incapacitated.',
      },
      swift: sharedEnhancements.swift,
    },
    drawbacks: {
      'pulled-pain': {
        name: 'Pulled Pain',
        text: 'You take one Mind damage for each Injury it stabilizes.',
      },
      'only-the-fallen': {
        name: 'Only the Fallen',
        text: 'It works only on a creature that is Incapacitated.',
      },
      'once-per-patient': {
        name: 'Once per Patient',
        text: 'The same creature can benefit from it only once per Contract.',
      },
      telltale: sharedDrawbacks.telltale,
    },
    template:
      'Roll {roll} for a creature within {range}. On an Outcome of 1 or more, each of their worsening Injuries up to ' +
      'severity {worst} stops worsening, as after a Makeshift Stabilization that did not make it worse. If they are ' +
      'Incapacitated they come to: they can speak, crawl and take Quick Actions, though anything that needs a roll ' +
      'still fails.',
  },
  restore: {
    name: 'Restore',
    category: 'healing',
    summary: 'Wash away weariness, hunger, hangovers and the lingering penalties others laid on someone.',
    example:
      "One sip from Abuela Rosa's thermos and the whole crew is awake, fed and clear-headed at four in the morning.",
    styles: { targeted: 0 },
    defaultStyle: 'targeted',
    roll: rollWith(['charisma', 'intellect', 'perception'], 'medicine'),
    parameters: {
      reach,
      lift: ladder('What it lifts', 'weariness', [
        { id: 'weariness', label: 'weariness, hunger, thirst and lost sleep' },
        { id: 'toxins', label: 'weariness, hunger, thirst, lost sleep, drink and drugs', requires: 'novice' },
        {
          id: 'gifts',
          label:
            'weariness, hunger, thirst, lost sleep, drink, drugs and every dice penalty a Gift laid on them with an Outcome no higher than yours',
          requires: 'seasoned',
        },
      ]),
    },
    enhancements: {
      'second-breath': {
        name: 'Second Breath',
        text: 'The patient also regains one point of Source, never past their capacity.',
        requires: 'novice',
      },
      'fresh-as-morning': {
        name: 'Fresh as Morning',
        text: 'For the rest of the day the patient cannot grow weary from effort or lack of sleep.',
      },
      'wide-embrace': {
        name: 'Wide Embrace',
        text: 'One activation reaches every willing creature within 10 feet of the patient.',
        requires: 'seasoned',
      },
    },
    drawbacks: {
      'borrowed-weariness': {
        name: 'Borrowed Weariness',
        text: 'For an hour afterwards you lose 1 die on every roll, worn out by what you lifted.',
      },
      'blessed-water': {
        name: 'Blessed Water',
        text: 'The patient must drink or be washed with water you prepared beforehand.',
      },
      'once-a-day': sharedDrawbacks['once-a-day'],
      'slow-rite': sharedDrawbacks['slow-rite'],
    },
    template:
      'Roll {roll} for one creature within {reach}. On an Outcome of 1 or more you lift from them {lift}, and they ' +
      'feel as rested as after a night of sleep, though no Injury or Mind damage heals.',
  },
} as const satisfies Record<string, EffectConfig>;
