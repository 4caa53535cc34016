import type { TableAttendee } from '@harbinger/platform';
import { statusModel } from '../sheet/model.js';
import { STATE_WORDS } from '../sheet/words.js';

/** One roll a play block offers, as "6 @6". */
export interface PlayBlockRoll {
  key: string;
  label: string;
  dice: number;
  difficulty: number;
  damage: string | null;
}

/** An attendee's play block: what a GM glances at during a fight, built from the sheet by the rules. */
export interface PlayBlock {
  contractorId: string;
  name: string;
  player: string;
  userId: string;
  /** False when the viewer may not see the sheet (another player's private sheet): only the name shows. */
  visible: boolean;
  private: boolean;
  body: { left: number; of: number } | null;
  mind: { left: number; of: number } | null;
  penalty: number | null;
  state: string | null;
  /** Incapacitated or dead: why the Contractor cannot act, in words. */
  down: string | null;
  rolls: PlayBlockRoll[];
  gifts: { name: string; roll: string | null; unusable: boolean }[];
  injuries: { id: string; severity: number; stabilized: boolean; note: string }[];
}

/**
 * Folds an attendee's sheet into its play block (Body and Mind left, Penalty, the usual pools, Gifts and open
 * Injuries), every number from the rules' derivation of the sheet.
 * @example playBlock(snapshot.attendees[0]).penalty
 */
export function playBlock(attendee: TableAttendee): PlayBlock {
  const { sheet } = attendee;
  const base = {
    contractorId: attendee.contractorId,
    name: attendee.name,
    player: attendee.player,
    userId: attendee.userId,
  };
  if (!sheet) {
    return {
      ...base,
      visible: false,
      private: true,
      body: null,
      mind: null,
      penalty: null,
      state: null,
      down: null,
      rolls: [],
      gifts: [],
      injuries: [],
    };
  }
  const d = sheet.derived;
  const model = statusModel(sheet);
  return {
    ...base,
    visible: true,
    private: sheet.private,
    body: { left: d.bodyRemaining, of: d.body },
    mind: { left: d.mindRemaining, of: d.mind },
    penalty: d.penalty,
    state: STATE_WORDS[d.state],
    down: sheet.dead ? STATE_WORDS.dead : d.state === 'ok' ? null : STATE_WORDS[d.state],
    rolls: model.common.map((r) => ({
      key: r.key,
      label: r.label,
      dice: r.dice,
      difficulty: r.difficulty,
      damage: r.damage ?? null,
    })),
    gifts: (attendee.gifts?.gifts ?? []).map((g) => ({
      name: g.name,
      roll: g.roll ? `${g.roll.attribute} + ${g.roll.ability} @${String(g.roll.difficulty)}` : null,
      unusable: g.unusable !== null,
    })),
    injuries: sheet.injuries.map((i) => ({ id: i.id, severity: i.severity, stabilized: i.stabilized, note: i.note })),
  };
}
