import {
  AIMED_ATTACK_DIFFICULTY,
  DESPERATE_DEFENSE_NEXT_ACTION_PENALTY,
  EXTREMITY_SEVERITY_CAP,
  INITIATIVE_DIFFICULTY,
  MAX_QUICK_ACTIONS,
  MAX_RANGE_MULTIPLE,
  MOB_ATTACK_BONUS_MAX,
  QUICK_ACTION_DICE,
  ROUND_SECONDS,
  SWEEP_DIFFICULTY,
  TWO_TARGETS_DIFFICULTY,
  WHOLE_MOB_DAMAGE_BONUS,
  attackModifiers,
  calledShotOutcomeNeeded,
} from '@harbinger/rules';
import { num, signed } from '../numbers.js';
import type { RuleSection } from '../types.js';
import { armorRows, firearmRows, meleeRows, rangedRows } from './weapon-rows.js';

const M = attackModifiers;
const weaponHead = ['Weapon', 'Attack roll', 'Difficulty', 'Damage', 'Range'];

/** Chapter "Combat": Rounds, turns, attacks, defence, weapons and armor. */
export const combatSections: readonly RuleSection[] = [
  {
    slug: 'combat',
    title: 'Combat and Rounds',
    chapter: 'combat',
    summary: `When everyone wants to act at once, play goes into ${num(ROUND_SECONDS)}-second Rounds: everybody may move once and act once (or react instead).`,
    blocks: [
      {
        kind: 'p',
        text: 'Fights in The Contract are short and lethal, and the circumstances matter more than the numbers: ambushes, cover and numbers win. Combat earns nothing by itself, so avoiding a fight is often the smart move.',
      },
      {
        kind: 'p',
        text: `When several characters want to do different things at the same moment, the GM switches to turns. A Round is about ${num(ROUND_SECONDS)} seconds; everyone acts in [[initiative|Initiative]] order, though in the story it all happens at once. Most fights last two to four Rounds.`,
      },
      { kind: 'h', id: 'turn', text: 'Your turn at a glance' },
      {
        kind: 'list',
        items: [
          'One Action — attack, use gear, activate a Gift, sprint, climb (see [[actions]]) — or one Reaction when attacked (see [[reactions]]).',
          'One Movement, taken before or after the Action but not split around it (see [[movement]]).',
          `Up to ${num(MAX_QUICK_ACTIONS)} Quick Actions, each costing ${num(QUICK_ACTION_DICE)} dice from your Action.`,
          'Free Actions such as a few words or a gesture, up to about three seconds’ worth, on your own turn only.',
        ],
      },
      {
        kind: 'p',
        text: 'Nothing — no Gift, no Condition — ever grants a second Action in a Round.',
      },
      {
        kind: 'tip',
        text: 'Narrate a Round in the present tense (“she is sprinting across the hall”), like a film cutting between shots that happen together. Players need not know these rules before playing; the GM should, and should help them turn intentions into rolls.',
      },
    ],
    related: ['initiative', 'actions', 'attacks', 'reactions', 'movement'],
    terms: [
      { term: 'Combat', definition: 'Turn-based play in Rounds, used whenever many characters act at once.' },
      { term: 'Round', definition: `About ${num(ROUND_SECONDS)} seconds of game time; everyone acts once.` },
      { term: 'Action', definition: 'The main thing a character does in a Round.', anchor: 'turn' },
      {
        term: 'Free Action',
        definition: 'An effortless act like speaking; costs no dice, on your own turn.',
        anchor: 'turn',
      },
    ],
  },
  {
    slug: 'initiative',
    title: 'Initiative',
    chapter: 'combat',
    summary: `Dexterity + Perception at Difficulty ${num(INITIATIVE_DIFFICULTY)}, Penalty applies, no Exertion. Highest Outcome acts first for the whole fight.`,
    blocks: [
      {
        kind: 'p',
        text: `At the start of combat everyone involved rolls Dexterity + Perception at Difficulty ${num(INITIATIVE_DIFFICULTY)}. Penalty applies and [[exertion]] is not allowed. The order holds for the whole fight, highest Outcome first; ties go to the bigger pool, then to the GM. A negative Outcome just means going late.`,
      },
      { kind: 'h', id: 'special', text: 'Special cases' },
      {
        kind: 'list',
        items: [
          'Ambush: whoever is caught flat-footed goes last.',
          'Sneak attack: an unseen attacker outside combat rolls Dexterity + Stealth against the victim’s Perception + Alertness; if it wins, they get one free attack before Initiative, and the victim cannot react.',
          'Hostage: if the captive struggles, roll Initiative; if the captor chooses to kill, they strike first, unanswerable, at −2 Difficulty; Initiative follows.',
          'Standoff: the first shot counts as a sneak attack; then everyone rolls, and anyone firing at the target they already covered gets −2 Difficulty.',
        ],
      },
      {
        kind: 'tip',
        text: 'Bystanders need no Initiative. The GM may roll for NPCs or simply let them all act at the end of the Round.',
      },
    ],
    related: ['combat', 'actions', 'mobs'],
    terms: [
      {
        term: 'Initiative',
        definition: `Dexterity + Perception at ${num(INITIATIVE_DIFFICULTY)}; sets the turn order for the fight.`,
      },
      {
        term: 'Sneak attack',
        definition: 'A free attack by an undetected attacker before Initiative; cannot be reacted to.',
        anchor: 'special',
      },
      { term: 'Ambush', definition: 'Being caught flat-footed: you act last.', anchor: 'special' },
    ],
  },
  {
    slug: 'actions',
    title: 'Actions, Quick Actions and held Actions',
    chapter: 'combat',
    summary: `One Action per Round; Quick Actions cost ${num(QUICK_ACTION_DICE)} dice each (at most ${num(MAX_QUICK_ACTIONS)}); you can hold an Action for a trigger.`,
    blocks: [
      {
        kind: 'p',
        text: 'An Action is whatever a character does with their three seconds: attacking, using equipment, activating a Gift, sprinting, driving, climbing. Things that need no roll in calm moments may need one under fire.',
      },
      { kind: 'h', id: 'quick', text: 'Quick Actions' },
      {
        kind: 'p',
        text: `Small, near-certain tasks — drawing a holstered gun, standing up, buckling a seat belt — are Quick Actions. They are not rolled; each takes ${num(QUICK_ACTION_DICE)} dice off your Action that Round (down to 0). A Quick Action after your Action still costs the dice; if you did not keep them back, it waits for next Round. ${num(MAX_QUICK_ACTIONS)} Quick Actions use up the whole Action. Free Quick Actions granted by Gifts do not count.`,
      },
      { kind: 'h', id: 'long', text: 'Long Actions' },
      {
        kind: 'p',
        text: 'A task needing more than three seconds takes several Actions; the GM says roughly how many. Anything beyond about three Rounds will not finish before the fight does.',
      },
      { kind: 'h', id: 'two-abilities', text: 'Two Abilities at once' },
      {
        kind: 'p',
        text: 'Sword-fighting on horseback and similar feats roll the lower of the two Abilities, perhaps at a higher Difficulty.',
      },
      { kind: 'h', id: 'mental', text: 'Thinking' },
      {
        kind: 'p',
        text: 'Real thinking (recalling lore, solving a puzzle) is an Action. Passive awareness is rolled on its own without costing the Action.',
      },
      { kind: 'h', id: 'holding', text: 'Holding an Action' },
      {
        kind: 'p',
        text: 'Name an Action and the trigger for it (“I shoot whoever comes round that corner”). The hold lasts until your next turn; using it spends the Action of the Round it fires in. A held Action goes before its trigger, unless the trigger is itself an attack (then it is a [[reactions#clash|Clash]]) or cannot normally be reacted to. Reacting to something else cancels the hold.',
      },
    ],
    related: ['combat', 'attacks', 'reactions'],
    terms: [
      {
        term: 'Quick Action',
        definition: `A small task that costs ${num(QUICK_ACTION_DICE)} dice from your Action; ${num(MAX_QUICK_ACTIONS)} use up the Action.`,
        anchor: 'quick',
      },
      {
        term: 'Held Action',
        definition: 'An Action saved for a named trigger until your next turn.',
        anchor: 'holding',
      },
    ],
  },
  {
    slug: 'attacks',
    title: 'Attacking',
    chapter: 'combat',
    summary:
      'An all-out attempt to hurt: roll your weapon’s pool, contested by the target’s Reaction (0 if none). Damage = Contested Outcome + Weapon Damage − Armor.',
    blocks: [
      {
        kind: 'p',
        text: 'An attack means trying to take the target down. Pick a target within reach, say how, and roll what your [[weapons|weapon]] calls for. Every attack is [[contested-actions|contested]]: a target who does not react counts as rolling 0. If the Contested Outcome is above 0 you hit; see [[damage]].',
      },
      {
        kind: 'tip',
        text: 'Not every rough act is an all-out attack. A slap, a tackle or a knife through a prisoner’s hand should not risk killing anyone.',
      },
      { kind: 'h', id: 'two-targets', text: 'Two targets' },
      {
        kind: 'p',
        text: `Attacking two targets with one Action: one roll at +${num(TWO_TARGETS_DIFFICULTY)} Difficulty, the Outcome split evenly between them (the GM places any odd point). Each target reacts normally. Weapon Damage is halved for each, rounded up. Since either target may Clash, this rarely pays.`,
      },
      { kind: 'h', id: 'aiming', text: 'Aiming and range' },
      {
        kind: 'list',
        items: [
          `Spending an Action aiming at a still or predictable target, while standing still, gives the next firearm attack ${signed(AIMED_ATTACK_DIFFICULTY)} Difficulty.`,
          `Past a weapon’s listed range, each further range step adds +1 Difficulty, out to ${num(MAX_RANGE_MULTIPLE)} × the listed range.`,
          `Full-auto sweep: spend the rest of the magazine, roll at +${num(SWEEP_DIFFICULTY)} Difficulty, and hit everyone in the swept area who does not dodge.`,
        ],
      },
      { kind: 'p', text: 'See also [[attack-modifiers]], [[called-shots]] and [[grappling]].' },
    ],
    related: ['damage', 'weapons', 'reactions', 'attack-modifiers', 'called-shots'],
    terms: [{ term: 'Attack', definition: 'An all-out attempt to injure, always a contested roll.' }],
  },
  {
    slug: 'reactions',
    title: 'Reactions: Dodge, Defend, Clash',
    chapter: 'combat',
    summary:
      'Answer an attack out of turn by spending your Action: dodge (Dexterity + Athletics), Defend with your weapon, or Clash to hit back.',
    blocks: [
      {
        kind: 'p',
        text: 'A Reaction uses your Action for the Round early, in response to someone else’s. If you already used your Action you cannot react (except by Desperate Defense). You cannot react to an attack you failed to notice, nor as a hostage when your captor strikes.',
      },
      { kind: 'h', id: 'dodge', text: 'Dodge' },
      {
        kind: 'p',
        text: 'Roll Dexterity + Athletics against the attack. A Contested Outcome of 1 or more means you are hit; 0 means it misses. Lying on the ground makes it harder; a slow, clumsy blow makes it easier.',
      },
      {
        kind: 'p',
        text: 'Evade: on your own turn you may spend the Action on a Dexterity + Athletics roll and split its Outcome among the attacks that come at you later that Round.',
      },
      { kind: 'h', id: 'defend', text: 'Defend' },
      {
        kind: 'list',
        items: [
          'Block with your own weapon, rolling its usual attack pool and Difficulty; contested like a dodge.',
          'Bare hands can stop bare hands; a melee weapon can stop unarmed, melee and thrown attacks; a gun only works as a club against someone in reach. Gunfire can be Defended only with a Gift for it.',
          'You may Defend someone else within reach.',
        ],
      },
      { kind: 'tip', text: 'Reach helps the defender: a blade against fists is usually −1 Difficulty.' },
      { kind: 'h', id: 'clash', text: 'Clash' },
      {
        kind: 'p',
        text: 'If you could Defend and could hit the attacker back, you may Clash instead. Both roll as for Defend, but nothing is subtracted: the higher Outcome deals full damage to the other. On a tie, both hit.',
      },
      { kind: 'h', id: 'desperate-defense', text: 'Desperate Defense' },
      {
        kind: 'p',
        text: `Already spent your Action and not yet exerted this Round? [[exertion|Exert]] to dodge or Defend anyway. Your next Action is at −${num(DESPERATE_DEFENSE_NEXT_ACTION_PENALTY)} dice. You cannot Clash this way.`,
      },
    ],
    related: ['attacks', 'contested-actions', 'exertion', 'weapons'],
    terms: [
      { term: 'Reaction', definition: 'Using your Action early to answer an attack.' },
      { term: 'Dodge', definition: 'Dexterity + Athletics against an attack.', anchor: 'dodge' },
      {
        term: 'Evade',
        definition: 'A dodge roll made on your turn whose Outcome is spread over later attacks.',
        anchor: 'dodge',
      },
      { term: 'Defend', definition: 'Blocking with your weapon’s attack roll.', anchor: 'defend' },
      { term: 'Clash', definition: 'Both sides roll; the higher deals full damage, ties hurt both.', anchor: 'clash' },
      {
        term: 'Desperate Defense',
        definition: `Exert to react after your Action is spent; next Action −${num(DESPERATE_DEFENSE_NEXT_ACTION_PENALTY)} dice.`,
        anchor: 'desperate-defense',
      },
    ],
  },
  {
    slug: 'damage',
    title: 'Damage',
    chapter: 'combat',
    summary:
      'Damage = Contested Outcome + Weapon Damage − Armor, dealt only when the Contested Outcome is above 0. It becomes one Injury.',
    blocks: [
      {
        kind: 'p',
        text: 'First check the hit: a Contested Outcome of 0 means a miss, whatever the weapon. On a hit, add Weapon Damage and subtract the target’s [[armor|Armor]]. The total is the Severity of one new [[injuries|Injury]].',
      },
      {
        kind: 'list',
        items: [
          'Several bonuses to Weapon Damage do not add up: only the largest counts. The same goes for Armor.',
          'Split between two targets, Weapon Damage is halved (round up).',
          'Unarmed blows have −1 Weapon Damage.',
        ],
      },
      {
        kind: 'example',
        text: 'A handgun (damage 2) hits with a Contested Outcome of 3 against a target in reinforced clothing (Armor 2): 3 + 2 − 2 = a Severity 3 Injury.',
      },
      { kind: 'p', text: 'Falls, fire and other hazards are in [[hazards]].' },
    ],
    related: ['attacks', 'injuries', 'armor', 'weapons'],
    terms: [
      { term: 'Damage', definition: 'Contested Outcome + Weapon Damage − Armor; becomes one Injury.' },
      { term: 'Weapon Damage', definition: 'A weapon’s bonus added to the Contested Outcome of a hit.' },
    ],
  },
  {
    slug: 'weapons',
    title: 'Weapons',
    chapter: 'combat',
    summary: 'Each weapon sets the attack roll, Difficulty, Weapon Damage and range. Guns roll Dexterity + Firearms.',
    blocks: [
      {
        kind: 'p',
        text: 'The tables list all-out attacks. Weapons can be used more gently at other Difficulties — merely tagging someone with a slingshot is easier than hurting them. Guns are strong but hard to carry and obtain; Gifts and [[secondary-abilities]] make other weapons effective too.',
      },
      { kind: 'h', id: 'firearms', text: 'Firearms' },
      { kind: 'table', caption: 'Firearms', head: weaponHead, rows: firearmRows },
      {
        kind: 'p',
        text: 'Gun Difficulty and damage assume semi-automatic fire: one attack is two or three shots. Tracking ammunition is optional. Guns that have been under water need cleaning before they fire reliably, and bullets go nowhere under water.',
      },
      { kind: 'h', id: 'melee', text: 'Melee' },
      { kind: 'table', caption: 'Melee weapons', head: weaponHead, rows: meleeRows },
      { kind: 'p', text: 'Most improvised weapons count as clubs.' },
      { kind: 'h', id: 'thrown', text: 'Thrown and bows' },
      { kind: 'table', caption: 'Thrown and projectile weapons', head: weaponHead, rows: rangedRows },
      {
        kind: 'tip',
        text: 'Unsuppressed gunfire indoors can leave everyone half-deaf for a while: fair grounds for a hearing penalty.',
      },
    ],
    related: ['attacks', 'damage', 'armor', 'attack-modifiers'],
    terms: [{ term: 'Weapon', definition: 'Sets the attack pool, Difficulty, Weapon Damage and range.' }],
  },
  {
    slug: 'armor',
    title: 'Armor',
    chapter: 'combat',
    summary:
      'Armor subtracts from incoming damage; only the highest source counts. Heavy armor costs dice on physical actions.',
    blocks: [
      {
        kind: 'p',
        text: 'Armor takes its value off most incoming damage. Sources never add together: wear two and only the better one counts. Bulky armor takes dice from every physical action, and that penalty adds to all other penalties.',
      },
      { kind: 'table', caption: 'Armor', head: ['Armor', 'Value', 'Physical actions', 'Weight'], rows: armorRows },
      {
        kind: 'p',
        text: 'A flak jacket draws attention and may cause trouble in company. Falls and electricity ignore ordinary armor; fire uses it up (see [[hazards]]).',
      },
    ],
    related: ['damage', 'weapons', 'hazards'],
    terms: [
      {
        term: 'Armor',
        definition: 'A value subtracted from incoming damage; the best source counts, they never stack.',
      },
    ],
  },
  {
    slug: 'called-shots',
    title: 'Called Shots',
    chapter: 'combat',
    summary: `Aim at a spot: a Contested Outcome of ${num(calledShotOutcomeNeeded.limb)}+ hits a limb-sized target, ${num(calledShotOutcomeNeeded.small)}+ a hand or head. Less still hits, elsewhere, for half damage.`,
    blocks: [
      {
        kind: 'p',
        text: 'When hitting a particular spot really matters — an eye, a hand, the weak point — declare a Called Shot before rolling. The spot must be within the weapon’s maximum range.',
      },
      {
        kind: 'table',
        caption: 'Contested Outcome needed',
        head: ['Target spot', 'Needed'],
        rows: [
          ['Arm, leg or larger', `${num(calledShotOutcomeNeeded.limb)}+`],
          ['Hand, head or smaller', `${num(calledShotOutcomeNeeded.small)}+`],
        ],
      },
      {
        kind: 'list',
        items: [
          'Falling short still hits the target, just not the spot, and the damage is halved.',
          'Success brings what the GM judges fitting: a scar, bypassed armor, more damage.',
          `A Called Shot at an extremity can cause at most a Severity ${num(EXTREMITY_SEVERITY_CAP)} Injury; extra damage is lost.`,
        ],
      },
      {
        kind: 'tip',
        text: 'Flavour (“I duck under and stab upward”) is not a Called Shot; roll a normal attack and describe the result.',
      },
    ],
    related: ['attacks', 'damage', 'battle-scars'],
    terms: [
      {
        term: 'Called Shot',
        definition: `An attack at a chosen spot: ${num(calledShotOutcomeNeeded.limb)}+ for a limb, ${num(calledShotOutcomeNeeded.small)}+ for a hand or head.`,
      },
    ],
  },
  {
    slug: 'attack-modifiers',
    title: 'Attack Difficulty modifiers',
    chapter: 'combat',
    summary: 'Typical Difficulty changes for cover, target size, darkness, weather and fighting under water.',
    blocks: [
      {
        kind: 'p',
        text: 'The GM can shift any roll for the situation; these are sensible defaults for attacks. They add together before the [[difficulty#limits|4–9 clamp]].',
      },
      {
        kind: 'table',
        caption: 'Attack modifiers',
        head: ['Situation', 'Difficulty'],
        rows: [
          ['Target behind cover', signed(M['target-behind-cover'].difficulty)],
          ['Target pinned or immobilized', signed(M['target-immobilized'].difficulty)],
          ['Target running', signed(M['target-running'].difficulty)],
          ['Target the size of a child', signed(M['target-child-sized'].difficulty)],
          ['… of a cat', signed(M['target-cat-sized'].difficulty)],
          ['… of a mouse', signed(M['target-mouse-sized'].difficulty)],
          ['… of a horse', signed(M['target-horse-sized'].difficulty)],
          ['… of a truck', signed(M['target-truck-sized'].difficulty)],
          ['… of a house', signed(M['target-house-sized'].difficulty)],
          ['You are behind cover', signed(M['attacker-behind-cover'].difficulty)],
          ['Shooting blind', signed(M['firing-blind'].difficulty)],
          ['Dark', `${signed(M.dark.difficulty)} to ${signed(M.dark.upTo)}`],
          [
            'Fog or total darkness',
            `${signed(M['fog-or-pitch-dark'].difficulty)} (${signed(M['fog-or-pitch-dark'].atMelee)} in melee)`,
          ],
          ['Storm, heavy rain or snow', signed(M.storm.difficulty)],
          ['Under water: stabbing or unarmed', signed(M['underwater-stab-or-unarmed'].difficulty)],
          ['Under water: slashing', signed(M['underwater-slashing'].difficulty)],
          ['Under water: blunt', signed(M['underwater-bludgeoning'].difficulty)],
          ['Under water: thrown weapons and most guns', 'impossible'],
        ],
      },
    ],
    related: ['attacks', 'difficulty', 'weapons'],
    terms: [{ term: 'Cover', definition: 'Something between you and the attacker: +2 Difficulty to hit you.' }],
  },
  {
    slug: 'grappling',
    title: 'Grappling and choking',
    chapter: 'combat',
    summary: 'Brawn + Brawl, contested. A Contested Outcome at least equal to the target’s Brawn pins them in place.',
    blocks: [
      {
        kind: 'list',
        items: [
          'Grab with Brawn + Brawl as an Action or a Clash; the target may dodge, Defend or Clash. The Contested Outcome comes off the target’s physical actions for the rest of the Round.',
          'If it equals or beats the target’s Brawn, they are Grappled: no damage, but no Movement until they break free.',
          'Breaking free takes their Action: Brawn or Dexterity + Brawl. While holding, you may contest any physical action they try with Brawn + Brawl as a Reaction.',
          'If they swing a weapon, you may Clash using it, both sides rolling Brawn + Brawl.',
        ],
      },
      { kind: 'h', id: 'choke', text: 'Choking' },
      {
        kind: 'p',
        text: 'Instead of pinning arms you can grab the throat: the victim cannot speak or breathe until free. Each Action you may squeeze — a Brawn + Brawl attack; if they Defend successfully, the hold breaks. A garrote works like a knife at Difficulty 8 (−2 from behind by surprise), avoids the unarmed damage penalty, and can only be escaped by beating its wielder.',
      },
    ],
    related: ['attacks', 'reactions', 'hazards'],
    terms: [
      { term: 'Grappled', definition: 'Held fast: no Movement until breaking free with Brawn or Dexterity + Brawl.' },
    ],
  },
  {
    slug: 'mobs',
    title: 'Mobs',
    chapter: 'combat',
    summary: `Many similar foes fight as one: one roll, one Body. Single-target attacks on them do half damage, area attacks +${num(WHOLE_MOB_DAMAGE_BONUS)}.`,
    blocks: [
      {
        kind: 'p',
        text: 'Fights with more than about eight participants drag. Fold similar enemies into a mob that rolls Initiative once, takes one Action and has one Body.',
      },
      {
        kind: 'list',
        items: [
          'Body and Mind: the highest among its members. Armor and traits: those shared by at least half of them.',
          'It usually acts last and moves at the pace of its slowest member.',
          'Damage is tracked against its Body; the GM describes members falling. At 0 the mob dies, scatters or flees. Mobs suffer no Penalty.',
          `Hitting one member: half damage. Hitting the whole mob: +${num(WHOLE_MOB_DAMAGE_BONUS)} damage. Mobs never dodge or Defend; mind effects work only on the whole mob.`,
          `A mob attacks with its best member’s roll plus 1 Outcome per member attacking, at most +${num(MOB_ATTACK_BONUS_MAX)}. It may attack several targets in a Round, each once; its attacks can be defended normally.`,
        ],
      },
    ],
    related: ['combat', 'initiative', 'attacks'],
    terms: [{ term: 'Mob', definition: 'A group of similar foes run as one combatant.' }],
  },
];
