import type { ReactionKind } from './reactions.js';

/** Who fights: a player's Contractor, a GM character rolled on its own, or a mob acting as one. */
export type CombatantKind = 'contractor' | 'npc' | 'mob';

/** A combatant's Initiative: thrown by the server or entered from physical dice. */
export interface CombatantInitiative {
  outcome: number;
  /** The Initiative pool (Dexterity + Perception after the Penalty), the first tie-breaker. */
  pool: number;
  /** True when the player threw real dice and typed the result in. */
  entered: boolean;
}

/** An Action held until a trigger: what sets it off, and the Round it was declared in. */
export interface HeldAction {
  trigger: string;
  since: number;
}

/** Why a combatant no longer takes turns. */
export type CombatantExit = 'defeated' | 'left';

/** One character in the fight, with what it has used up this Round. */
export interface Combatant {
  id: string;
  name: string;
  kind: CombatantKind;
  /** Set for kind 'contractor': the sheet it stands for. */
  contractorId?: string;
  /** Null until rolled or entered; NPCs and mobs the GM does not roll for act at the end, in the order added. */
  initiative: CombatantInitiative | null;
  /** Ambushed or caught flat-footed: last among the non-mobs, whatever the roll. */
  ambushed: boolean;
  /** The Round's one Action (or Reaction) is gone. */
  actionSpent: boolean;
  reactionsThisRound: number;
  exertedThisRound: boolean;
  holding: HeldAction | null;
  /** Dice the next Action loses (after a Desperate Defense); cleared when that Action is taken. */
  desperatePenaltyNextAction: number;
  /** Dice the Action this Round lost to an earlier Desperate Defense (shown while the Round lasts). */
  penaltyThisAction: number;
  /** Out of the fight (null while still in it). */
  out: CombatantExit | null;
}

/** A tie the GM broke: the ids in the order the GM chose. */
export type TieBreak = string[];

/** The whole tracker. Round 0 is the Initiative phase: rolls come in, nobody acts yet. */
export interface CombatState {
  round: number;
  combatants: Combatant[];
  /** Whose turn it is; null before Round 1 and once everyone had their turn this Round. */
  turn: string | null;
  tieBreaks: TieBreak[];
}

/** What the GM (or a seat) gives to bring a combatant in. */
export interface CombatantInput {
  id: string;
  name: string;
  kind: CombatantKind;
  contractorId?: string;
  ambushed?: boolean;
  initiative?: CombatantInitiative | null;
}

/** Every change the tracker knows. Who may send which is decided by the platform, not here. */
export type CombatAction =
  | { type: 'start'; combatants: CombatantInput[] }
  | { type: 'add'; combatant: CombatantInput }
  | { type: 'set_initiative'; combatantId: string; initiative: CombatantInitiative; override?: boolean }
  | { type: 'set_ambushed'; combatantId: string; ambushed: boolean }
  | { type: 'break_tie'; order: string[] }
  | { type: 'next_turn' }
  | { type: 'next_round' }
  | { type: 'hold'; combatantId: string; trigger: string }
  | { type: 'act_from_hold'; combatantId: string }
  | { type: 'react'; combatantId: string; reaction: ReactionKind }
  | { type: 'desperate_defense'; combatantId: string; reaction: ReactionKind }
  | { type: 'exert'; combatantId: string }
  | { type: 'remove'; combatantId: string; reason: CombatantExit }
  | { type: 'end' };

/** The kinds of {@link CombatAction}, in the order the tracker lists them. */
export const COMBAT_ACTION_TYPES = [
  'start',
  'add',
  'set_initiative',
  'set_ambushed',
  'break_tie',
  'next_turn',
  'next_round',
  'hold',
  'act_from_hold',
  'react',
  'desperate_defense',
  'exert',
  'remove',
  'end',
] as const satisfies readonly CombatAction['type'][];

/** A fresh combatant from its input: nothing spent, nothing held. */
export function newCombatant(input: CombatantInput): Combatant {
  return {
    id: input.id,
    name: input.name,
    kind: input.kind,
    ...(input.contractorId === undefined ? {} : { contractorId: input.contractorId }),
    initiative: input.initiative ?? null,
    ambushed: input.ambushed ?? false,
    actionSpent: false,
    reactionsThisRound: 0,
    exertedThisRound: false,
    holding: null,
    desperatePenaltyNextAction: 0,
    penaltyThisAction: 0,
    out: null,
  };
}
