import type { CombatState, Issue, TrackerIssueCode } from '@harbinger/rules';
import type { PlatformError } from '../errors.js';
import type { CombatInput } from './combat-input.js';

// Words for the combat tracker: why the rules refused an action, and the one sentence the table's log shows for
// each change. Codes come from @harbinger/rules; the sentences are made here, at the edge.

type Words = (issue: Issue, name: string) => string;

// A Record over every code the tracker may return, so a new code cannot reach a player without words.
const refusalWords: Record<TrackerIssueCode, Words> = {
  no_combat: () => 'No fight is running at this table; the GM starts one first.',
  combat_in_progress: () => 'A fight is already running at this table; end it before starting another.',
  rounds_not_started: () => 'Initiative is still being rolled: this can only happen once Round 1 has begun.',
  unknown_combatant: () => 'That combatant is not in this fight.',
  combatant_out: (_, name) => `${name} is out of the fight.`,
  mob_cannot_react: (_, name) => `${name} is a mob: mobs cannot Dodge, Defend or Clash.`,
  combatant_name_empty: () => 'A combatant needs a name.',
  duplicate_combatant: (i) => `${i.received ?? 'That combatant'} is already in the fight.`,
  contractor_required: () => 'A Contractor combatant needs its sheet.',
  invalid_initiative: () =>
    'That Initiative cannot come from real dice: the pool is 0 or more, and the Outcome lies between minus the pool and twice the pool.',
  initiative_already_set: (_, name) =>
    `${name} already has an Initiative; it lasts the whole fight (only the GM can correct it).`,
  initiative_missing: (i) => `${i.received ?? 'A Contractor'} has no Initiative yet: roll or enter it first.`,
  not_a_tie: () => 'Those combatants are not one tie: list exactly the ones tied together.',
  round_over: () => 'Everyone has had their turn this Round: start the next Round.',
  not_your_turn: (_, name) => `It is not ${name}’s turn: an Action is held on one’s own turn.`,
  already_holding: (_, name) => `${name} already holds an Action.`,
  hold_trigger_empty: () => 'Say what the held Action waits for.',
  not_held: (_, name) => `${name} holds no Action.`,
  action_used_up: (_, name) =>
    `${name} has already used this Round’s Action; only a Desperate Defense (exerting) can still Dodge or Defend.`,
  action_still_available: (_, name) =>
    `${name} still has this Round’s Action: react normally, no Desperate Defense needed.`,
  already_exerted: (_, name) => `${name} has already exerted this Round (once per Round).`,
  clash_cannot_be_desperate: () => 'A Desperate Defense can Dodge or Defend, never Clash.',
};

/** A rules refusal of a combat action as a 4xx the table can show. */
export function combatRefusal(issues: readonly Issue[], state: CombatState | null, input: CombatInput): PlatformError {
  const issue = issues[0]!;
  const id = 'combatantId' in input ? input.combatantId : undefined;
  const name = state?.combatants.find((c) => c.id === id)?.name ?? 'That combatant';
  const words = refusalWords[issue.code as TrackerIssueCode] as Words | undefined;
  return {
    code: issue.code,
    status: issue.code === 'unknown_combatant' ? 404 : issue.code === 'no_combat' ? 409 : 422,
    message: words ? words(issue, name) : 'The combat tracker refused that.',
  };
}

const REACTION_WORDS = { dodge: 'dodges', defend: 'defends', clash: 'clashes' } as const;

/** The sentence the table's log shows for a change (`after` is null once the fight ended). */
export function describeCombatChange(
  input: CombatInput,
  before: CombatState | null,
  after: CombatState | null,
  extra: { name?: string; outcome?: number } = {},
): string {
  const nameOf = (id: string | null | undefined) =>
    [...(after?.combatants ?? []), ...(before?.combatants ?? [])].find((c) => c.id === id)?.name ?? 'Someone';
  const subject = extra.name ?? ('combatantId' in input ? nameOf(input.combatantId) : 'Someone');
  switch (input.type) {
    case 'start':
      return 'A fight begins: everyone rolls Initiative.';
    case 'add':
      return input.kind === 'mob'
        ? `${input.name} joins the fight as a mob; mobs act after everyone else.`
        : `${input.name} joins the fight.`;
    case 'join':
      return `${subject} joins the fight.`;
    case 'roll_initiative':
      return `${subject} rolls Initiative: Outcome ${extra.outcome ?? '?'}.`;
    case 'enter_initiative':
      return `${subject} enters an Initiative of ${input.outcome} from real dice.`;
    case 'correct_initiative':
      return `The GM corrects ${subject}’s Initiative to ${input.outcome} (pool ${input.pool}).`;
    case 'set_ambushed':
      return input.ambushed ? `${subject} is caught flat-footed and acts last.` : `${subject} is no longer ambushed.`;
    case 'break_tie':
      return `The GM settles a tie: ${input.order.map((id) => nameOf(id)).join(', then ')}.`;
    case 'next_turn':
      return after?.turn ? `${nameOf(after.turn)}’s turn.` : `Everyone has had a turn in Round ${after?.round ?? 0}.`;
    case 'next_round':
      return after?.turn
        ? `Round ${after.round} begins; ${nameOf(after.turn)} goes first.`
        : `Round ${after?.round ?? 0} begins.`;
    case 'hold':
      return `${subject} holds an Action until: ${input.trigger}`;
    case 'act_from_hold':
      return `${subject} acts on the held Action.`;
    case 'react':
      return `${subject} ${REACTION_WORDS[input.reaction]}, using this Round’s Action.`;
    case 'desperate_defense':
      return `${subject} ${REACTION_WORDS[input.reaction]} in a Desperate Defense: exerted, and −2 dice on the next Action.`;
    case 'exert':
      return `${subject} exerts this Round.`;
    case 'remove':
      return input.reason === 'defeated' ? `${subject} is out of the fight.` : `${subject} leaves the fight.`;
    case 'end':
      return 'The fight is over.';
  }
}
