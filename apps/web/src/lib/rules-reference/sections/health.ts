import {
  BODY_PENALTY_TABLE,
  DEGRADATION_INTERVAL_MINUTES,
  DEGRADES_FROM_SEVERITY,
  EXERTION_MIND_COST,
  HEALING_PER_STEP,
  MIND_PENALTY_TABLE,
  MIND_RECOVERY_PER_NIGHT,
  PENALTY_POOL_FLOOR,
  PROPER_STABILIZATION_EQUIPMENT,
  SCAR_CLASSES,
  SCAR_CLASS_IDS,
  SELF_CONTROL_DIFFICULTY,
  SEVERITY_LEVELS,
  STOCK_BATTLE_SCARS,
  STOCK_TRAUMAS,
  THERAPY_EXP_COST,
  TRAUMA_ROLL_DIFFICULTY,
  TRAUMA_TYPES,
  WILL_TO_SURVIVE_FLOOR,
  WILL_TO_SURVIVE_MAX_REDUCTION,
  WILL_TO_SURVIVE_MIND_DAMAGE,
  WILL_TO_SURVIVE_SCAR_CLASS,
  COIN_OF_CHARON_GIFT_CREDITS,
} from '@harbinger/rules';
import { diceOff, num } from '../numbers.js';
import type { RuleSection } from '../types.js';

/** "6+", "5", …, "below 0": a penalty row's threshold as a reader sees it. */
function remaining(atLeast: number, top: boolean): string {
  if (atLeast === Number.NEGATIVE_INFINITY) return 'below 0';
  return top ? `${num(atLeast)} or more` : num(atLeast);
}

const bodyRows = Object.values(BODY_PENALTY_TABLE);
const mindRows = Object.values(MIND_PENALTY_TABLE);

/** The Body and Mind penalty tables side by side, read off the engine's rows. */
export const penaltyRows: readonly (readonly string[])[] = bodyRows.map((row, i) => {
  const mind =
    mindRows.find((m) => m.atLeast === row.atLeast) ?? (row.atLeast <= 0 ? mindRows[mindRows.length - 1] : undefined);
  const dice = row.dice === null ? (row.atLeast === 0 ? 'out' : 'dead') : diceOff(row.dice);
  const mindLabel = row.atLeast < 0 ? '—' : (mind?.label ?? '—');
  return [remaining(row.atLeast, i === 0), row.label, mindLabel, dice];
});

const SEVERITY_EXAMPLES = [
  'a sprain, a deep cut, a hairline fracture — painful but not urgent',
  'a long gash, a small bad burn, heavy bruising of the muscle',
  'a stab, a broken bone, a burn the size of a hand',
  'a wrecked hand, a punctured lung, a smashed ankle',
  'fingers gone, several stab wounds, a bad gunshot',
  'a severed limb, deep belly wounds, injuries all over the body',
  'a shot to the head or throat, an opened artery — surviving is a miracle',
];

/** Severity names and numbers, from the engine. */
export const severityRows: readonly (readonly string[])[] = Object.values(SEVERITY_LEVELS).map((level, i, all) => {
  const last = i === all.length - 1;
  const example = SEVERITY_EXAMPLES[i] ?? '';
  return [last ? `${num(level.minSeverity)}+` : num(level.minSeverity), level.name, example];
});

/** Battle Scar class by Severity, from the engine. */
export const scarClassRows: readonly (readonly string[])[] = SCAR_CLASS_IDS.map((id, i) => {
  const c = SCAR_CLASSES[id];
  return [i === SCAR_CLASS_IDS.length - 1 ? `${num(c.minSeverity)}+` : num(c.minSeverity), c.name];
});

/** Proper Stabilization kit by Severity, from the engine. */
export const stabilizationRows: readonly (readonly string[])[] = Object.values(PROPER_STABILIZATION_EQUIPMENT).map(
  (kit, i, all) => [i === all.length - 1 ? `${num(kit.minSeverity)}+` : num(kit.minSeverity), kit.name],
);

const stockScarRows = Object.values(STOCK_BATTLE_SCARS).map((s) => [s.name, SCAR_CLASSES[s.scarClass].name, s.effect]);
const traumaTypeRows = Object.values(TRAUMA_TYPES).map((t) => [t.name, t.summary]);
const stockTraumaRows = Object.values(STOCK_TRAUMAS).map((t) => [t.name, t.summary]);
const wtsScar = SCAR_CLASSES[WILL_TO_SURVIVE_SCAR_CLASS].name;

/** Chapter "Harm and healing": Penalty, Injuries, Stabilization, scars, Traumas and death. */
export const healthSections: readonly RuleSection[] = [
  {
    slug: 'penalty',
    title: 'Penalty',
    chapter: 'health',
    summary: `Dice lost from every pool because of Injuries and Mind damage: Body penalty + Mind penalty, never below ${num(PENALTY_POOL_FLOOR)} dice.`,
    blocks: [
      {
        kind: 'p',
        text: `Your Penalty is your Body penalty plus your Mind penalty. It comes off every dice pool you roll, but penalties stop taking dice once a pool is down to ${num(PENALTY_POOL_FLOOR)}. The sheet works it out and shows it between Body and Mind.`,
      },
      { kind: 'h', id: 'tables', text: 'Reading the tables' },
      {
        kind: 'p',
        text: 'Look up how much of each rating is left — not how much is gone. Body left comes from your Injuries (see [[body#depletion|depleting Body]]); Mind left is your Mind rating minus Mind damage. Both tables use the same steps.',
      },
      {
        kind: 'table',
        caption: 'Penalty by Body or Mind remaining',
        head: ['Left', 'Body', 'Mind', 'Dice off'],
        rows: penaltyRows,
      },
      {
        kind: 'p',
        text: 'Because the tables read what remains, a Contractor whose Mind rating is 5 or lower already carries a Mind penalty with no damage at all.',
      },
      {
        kind: 'example',
        text: 'Body 7 with 3 used up leaves 4: Injured, −1. Mind 6 with 2 damage leaves 4: Worried, −1. Penalty 2: a pool of 6 dice becomes 4, a pool of 3 becomes 2 (the floor), a pool of 2 stays 2.',
      },
      { kind: 'h', id: 'scars', text: 'Battle Scars and the Penalty' },
      {
        kind: 'p',
        text: 'A penalty from a [[battle-scars|Battle Scar]] does not add to your wound penalty: use whichever is larger. (Chronic Pain, for instance, keeps the Penalty at 1 or more.)',
      },
      { kind: 'h', id: 'movement', text: 'Penalty and movement' },
      {
        kind: 'p',
        text: 'Each point of Penalty also takes 5 feet off free movement, down to a minimum of 5 feet (see [[movement]]).',
      },
      { kind: 'h', id: 'ignoring', text: 'Ignoring it' },
      {
        kind: 'p',
        text: `[[exertion|Exerting]] (${num(EXERTION_MIND_COST)} Mind damage) lets you ignore your whole Penalty for the rest of the Round, and the damage you just took does not count against that roll.`,
      },
    ],
    related: ['body', 'mind', 'injuries', 'exertion', 'dice-pool-modifiers'],
    terms: [
      { term: 'Penalty', definition: 'Body penalty + Mind penalty: dice off every pool, not below the floor of 2.' },
      { term: 'Body penalty', definition: 'Dice lost because of how much Body remains.', anchor: 'tables' },
      { term: 'Mind penalty', definition: 'Dice lost because of how much Mind remains.', anchor: 'tables' },
    ],
  },
  {
    slug: 'injuries',
    title: 'Injuries and Severity',
    chapter: 'health',
    summary: `Every hit becomes an Injury whose Severity equals the damage. Severity ${num(DEGRADES_FROM_SEVERITY)}+ worsens until stabilized and leaves a Battle Scar.`,
    blocks: [
      {
        kind: 'p',
        text: 'Each time a character takes damage they gain a separate Injury, and its Severity is the damage dealt (6 damage, Severity 6). Injuries never merge. Together they deplete [[body|Body]]: the worst Severity plus 1 for each other Injury.',
      },
      {
        kind: 'table',
        caption: 'Severity levels',
        head: ['Severity', 'Name', 'What it looks like'],
        rows: severityRows,
      },
      { kind: 'h', id: 'serious', text: `Severity ${num(DEGRADES_FROM_SEVERITY)} and above` },
      {
        kind: 'list',
        items: [
          `It needs real medical care: it gets 1 Severity worse every ${num(DEGRADATION_INTERVAL_MINUTES)} minutes until [[stabilization|stabilized]].`,
          'It leaves a [[battle-scars|Battle Scar]] whose class follows the Severity it had when taken.',
          'Getting worse never adds a second scar and does not restart the clock.',
        ],
      },
      {
        kind: 'p',
        text: 'Once per Contract, [[will-to-survive|Will to Survive]] can shrink an Injury as it lands. Injuries heal over Downtime according to the Playgroup’s [[healing]] mode.',
      },
      {
        kind: 'tip',
        text: 'Make wounds feel heavy: describe the broken ribs and the blood. Seven Severity-1 Injuries are enough to kill most people.',
      },
    ],
    related: ['body', 'penalty', 'stabilization', 'battle-scars', 'will-to-survive', 'healing', 'damage'],
    terms: [
      { term: 'Injury', definition: 'One wound, recorded separately, with a Severity equal to the damage taken.' },
      { term: 'Severity', definition: 'How bad an Injury is, from 1 (Minor) to 7+ (Deadly).' },
      {
        term: 'Degradation',
        definition: `An unstabilized Injury of Severity ${num(DEGRADES_FROM_SEVERITY)}+ worsening by 1 every ${num(DEGRADATION_INTERVAL_MINUTES)} minutes.`,
        anchor: 'serious',
      },
    ],
  },
  {
    slug: 'stabilization',
    title: 'Stabilization',
    chapter: 'health',
    summary:
      'Intellect + Medicine at the Injury’s Severity (Proper, with the right kit) or higher (Makeshift) stops a serious Injury worsening.',
    blocks: [
      {
        kind: 'p',
        text: `Stabilizing means major treatment of a Severity ${num(DEGRADES_FROM_SEVERITY)}+ Injury: stitching, splinting, field surgery. The Injury cannot worsen while someone is working on it, and each Injury can be stabilized successfully only once. Basic care such as pressure on the wound needs no roll and is assumed; a neglected wound may worsen faster.`,
      },
      {
        kind: 'table',
        caption: 'Kit needed for a Proper Stabilization',
        head: ['Severity', 'Equipment'],
        rows: stabilizationRows,
      },
      { kind: 'h', id: 'proper', text: 'Proper Stabilization' },
      {
        kind: 'list',
        items: [
          'Needs the kit above. Roll Intellect + Medicine, Difficulty equal to the Severity.',
          'Any success (Outcome 1+) stabilizes the Injury.',
          'A complete success (4+) also sets up a clean heal: the Injury’s Battle Scar goes away once it has healed fully.',
          'Each failure adds +1 Difficulty to the next try; each botch also makes the Injury 1 Severity worse.',
        ],
      },
      { kind: 'h', id: 'makeshift', text: 'Makeshift Stabilization' },
      {
        kind: 'list',
        items: [
          'Without the proper kit. Roll Intellect + Medicine at a Difficulty above the Severity, set by the GM from the tools and method.',
          'Any success stabilizes, but an Outcome below 4 still makes the Injury 1 Severity worse.',
          'The Battle Scar stays for good, whatever the roll.',
          'Each failure adds +1 Difficulty to the next try; a botch also makes the scar worse.',
        ],
      },
    ],
    related: ['injuries', 'battle-scars', 'healing'],
    terms: [
      {
        term: 'Stabilization',
        definition: 'Treatment that stops a serious Injury from worsening; Intellect + Medicine.',
      },
      {
        term: 'Proper Stabilization',
        definition: 'With the right kit, at Difficulty = Severity; 4+ heals the scar too.',
        anchor: 'proper',
      },
      {
        term: 'Makeshift Stabilization',
        definition: 'Without the right kit, at a higher Difficulty; the scar stays.',
        anchor: 'makeshift',
      },
    ],
  },
  {
    slug: 'battle-scars',
    title: 'Battle Scars',
    chapter: 'health',
    summary: `Lasting harm left by Injuries of Severity ${num(DEGRADES_FROM_SEVERITY)}+: Minor, Major, Severe or Extreme by the Injury’s Severity.`,
    blocks: [
      {
        kind: 'p',
        text: 'A Battle Scar is a disability or disfigurement: a lost eye, a limp, a cough that never leaves. Serious Injuries cause one, classed by the Severity the Injury had when it was taken. Usually the exact scar is settled when the Injury is treated; the GM may impose one on the spot when the story demands it.',
      },
      { kind: 'table', caption: 'Scar class by Severity', head: ['Severity', 'Scar'], rows: scarClassRows },
      {
        kind: 'list',
        items: [
          'Only a clean Proper [[stabilization|Stabilization]] (Outcome 4+) or a suitable Gift removes a scar.',
          'A scar’s penalty and the wound penalty do not add up; the larger applies (see [[penalty#scars|Penalty]]).',
          'Every Battle Scar after the fourth lowers [[body|Body]] by 1.',
        ],
      },
      { kind: 'h', id: 'stock', text: 'Ready-made scars' },
      { kind: 'table', caption: 'Stock Battle Scars', head: ['Scar', 'Class', 'Effect'], rows: stockScarRows },
    ],
    related: ['injuries', 'stabilization', 'body', 'penalty'],
    terms: [{ term: 'Battle Scar', definition: 'Lasting harm from a Severity 4+ Injury, classed Minor to Extreme.' }],
  },
  {
    slug: 'will-to-survive',
    title: 'Will to Survive',
    chapter: 'health',
    summary: `Once per Contract, cut an incoming Injury by up to ${num(WILL_TO_SURVIVE_MAX_REDUCTION)} Severity (not below ${num(WILL_TO_SURVIVE_FLOOR)}) for ${num(WILL_TO_SURVIVE_MIND_DAMAGE)} Mind damage and a permanent ${wtsScar} Battle Scar.`,
    blocks: [
      {
        kind: 'p',
        text: 'Imbued Contractors can refuse to die. Once in each Contract, right after damage is worked out and before the Injury goes on the sheet, you may lower its Severity.',
      },
      {
        kind: 'list',
        items: [
          `Lower it by up to ${num(WILL_TO_SURVIVE_MAX_REDUCTION)}, but never below Severity ${num(WILL_TO_SURVIVE_FLOOR)}.`,
          `Take ${num(WILL_TO_SURVIVE_MIND_DAMAGE)} Mind damage.`,
          `Gain a ${wtsScar} Battle Scar that stays after healing, however well the wound was treated.`,
          'The reduced Injury still leaves its own scar by its new Severity, which a clean Proper Stabilization can heal as usual.',
          'It does not work against falling damage.',
        ],
      },
      {
        kind: 'example',
        text: 'A shotgun blast would be Severity 9. Will to Survive brings it to 5: a Major scar from the Injury (healable) and a permanent Major scar from the effort, plus 1 Mind damage.',
      },
    ],
    related: ['injuries', 'battle-scars', 'death'],
    terms: [
      {
        term: 'Will to Survive',
        definition: `Once per Contract: −${num(WILL_TO_SURVIVE_MAX_REDUCTION)} Severity (not below ${num(WILL_TO_SURVIVE_FLOOR)}) for 1 Mind and a permanent ${wtsScar} scar.`,
      },
    ],
  },
  {
    slug: 'healing',
    title: 'Healing',
    chapter: 'health',
    summary: `Each Playgroup picks Gritty (every Injury −${num(HEALING_PER_STEP)} Severity per month) or Arcade (Contract wounds heal fully before the next Contract).`,
    blocks: [
      {
        kind: 'table',
        caption: 'The two healing modes',
        head: ['Mode', 'How Injuries heal'],
        rows: [
          [
            'Gritty',
            `Each month that passes, every Injury loses ${num(HEALING_PER_STEP)} Severity. Usually a month passes per Contract in the Playgroup.`,
          ],
          [
            'Arcade',
            `Injuries from a Contract are ${num(HEALING_PER_STEP)} Severity lighter during the following Downtime and gone by the next Contract. Injuries taken in Downtime count as taken on the next Contract.`,
          ],
        ],
      },
      {
        kind: 'p',
        text: `Mind damage heals separately: ${num(MIND_RECOVERY_PER_NIGHT)} point per night of restful sleep. Battle Scars do not heal by themselves (see [[battle-scars]]).`,
      },
    ],
    related: ['injuries', 'playgroups', 'downtime'],
    terms: [
      { term: 'Gritty healing', definition: `Every Injury loses ${num(HEALING_PER_STEP)} Severity per month.` },
      { term: 'Arcade healing', definition: 'Contract Injuries heal fully before the next Contract.' },
    ],
  },
  {
    slug: 'traumas',
    title: 'Traumas',
    chapter: 'health',
    summary: `Lasting mental wounds — phobias, compulsions, delusions — that call for Self-Control rolls; ${num(THERAPY_EXP_COST)} Exp of therapy cures one.`,
    blocks: [
      {
        kind: 'p',
        text: `A Trauma is to the mind what a Battle Scar is to the body. It comes from failing a Trauma roll (Mind at ${num(TRAUMA_ROLL_DIFFICULTY)}, after crossing a [[limits|Limit]]) when the GM picks a Trauma over Mind damage, or from supernatural attack. GM and player usually shape it together; the GM decides.`,
      },
      {
        kind: 'p',
        text: `Most Traumas name a trigger. When it comes up, roll Self-Control (Mind at ${num(SELF_CONTROL_DIFFICULTY)}); on a failure the Contractor acts as the Trauma dictates, with no further damage. Every Trauma after the fourth lowers [[mind|Mind]] by 1.`,
      },
      {
        kind: 'p',
        text: `Curing one takes ${num(THERAPY_EXP_COST)} Exp and a Downtime of honest therapy (see [[experience]]), or a fitting Gift. A Trauma gained while under a drug you are not yet addicted to becomes an addiction to it.`,
      },
      { kind: 'h', id: 'types', text: 'Kinds of Trauma' },
      { kind: 'table', caption: 'Trauma types', head: ['Type', 'How it works'], rows: traumaTypeRows },
      { kind: 'h', id: 'stock', text: 'Ready-made Traumas' },
      { kind: 'table', caption: 'Stock Traumas', head: ['Trauma', 'Effect'], rows: stockTraumaRows },
    ],
    related: ['mind', 'limits', 'experience'],
    terms: [{ term: 'Trauma', definition: 'A lasting mental wound with a trigger that forces Self-Control rolls.' }],
  },
  {
    slug: 'death',
    title: 'Death and Coins of Charon',
    chapter: 'health',
    summary: 'Below 0 Body a character is dead. A player who loses a Contractor on a Contract gets a Coin of Charon.',
    blocks: [
      {
        kind: 'p',
        text: 'When Body drops below 0, or something simply kills them, a character dies at once and can act no more. The GM may allow a few last words. Harbingers see the dead as unworthy; true resurrection is very rare and very costly.',
      },
      {
        kind: 'p',
        text: `A player whose Contractor dies on a Contract receives a Coin of Charon. Spent on a brand-new Contractor, it gives them ${num(COIN_OF_CHARON_GIFT_CREDITS)} Gift Credit before their first Contract (it counts toward the cap in [[gift-credits]]).`,
      },
      {
        kind: 'p',
        text: 'On this site a dead Contractor moves to the Graveyard; a voided death leaves a note on the sheet.',
      },
    ],
    related: ['body', 'will-to-survive', 'gift-credits'],
    terms: [
      {
        term: 'Coin of Charon',
        definition: 'Given for a Contractor’s death; starts a new Contractor with 1 Gift Credit.',
      },
    ],
  },
];
