import type { CombatInput, CombatView, CombatantView } from '@harbinger/platform';
import { postToTable } from './table-post.js';

// What the combat panel decides without the server: the headline, each row's markers, and which buttons a seat
// gets. The server still checks everything; these only keep the panel from offering what would be refused.

/** Who is looking at the panel. */
export interface PanelViewer {
  role: 'gm' | 'player';
  myContractorIds: readonly string[];
}

/** One line of the turn order as the panel shows it. */
export interface CombatRow {
  combatant: CombatantView;
  /** Short markers: held, exerted, Desperate Defense penalty, Action used, ambushed, tie. */
  markers: string[];
  /** "Outcome 3 · 5 dice" or "No Initiative yet". */
  initiative: string;
  /** This seat may act for the row (its own Contractor, or the GM's NPCs and mobs). */
  controlled: boolean;
  can: {
    rollInitiative: boolean;
    /** The GM may replace an Initiative already set (a typo in real dice). */
    correctInitiative: boolean;
    hold: boolean;
    actFromHold: boolean;
    react: boolean;
    desperateDefense: boolean;
    exert: boolean;
  };
}

/** The panel's one-line summary of where the fight stands. */
export function combatHeadline(combat: CombatView | null): string {
  if (!combat) return 'No fight is running.';
  if (combat.phase === 'initiative') return 'Rolling Initiative';
  const acting = combat.combatants.find((c) => c.id === combat.turn);
  return acting ? `Round ${combat.round} · ${acting.name}’s turn` : `Round ${combat.round} · everyone has had a turn`;
}

function initiativeWords(c: CombatantView): string {
  if (!c.initiative) return c.kind === 'contractor' ? 'No Initiative yet' : 'No roll: acts at the end';
  const dice = `${c.initiative.pool} ${c.initiative.pool === 1 ? 'die' : 'dice'}`;
  return `Outcome ${c.initiative.outcome} · ${dice}${c.initiative.entered ? ' · real dice' : ''}`;
}

function markersOf(c: CombatantView, combat: CombatView): string[] {
  const markers: string[] = [];
  const nameOf = (id: string) => combat.combatants.find((o) => o.id === id)?.name ?? id;
  if (c.out) markers.push(c.out === 'defeated' ? 'Out of the fight' : 'Left the fight');
  if (c.kind === 'mob') markers.push('Mob: acts last');
  if (c.ambushed) markers.push('Ambushed: acts last');
  if (c.tiedWith.length > 0) markers.push(`Tied with ${c.tiedWith.map(nameOf).join(', ')}`);
  if (c.holding) markers.push(`Holding: ${c.holding.trigger}`);
  if (c.actionSpent && combat.phase === 'rounds') markers.push('Action used');
  if (c.exertedThisRound) markers.push('Exerted this Round');
  if (c.desperatePenaltyNextAction > 0) markers.push(`−${c.desperatePenaltyNextAction} dice on the next Action`);
  if (c.penaltyThisAction > 0) markers.push(`This Round’s Action was at −${c.penaltyThisAction} dice`);
  return markers;
}

/** Every row of the fight for this viewer, in turn order. */
export function combatRows(combat: CombatView, viewer: PanelViewer): CombatRow[] {
  const rounds = combat.phase === 'rounds';
  return combat.combatants.map((c) => {
    const mine = c.contractorId !== null && viewer.myContractorIds.includes(c.contractorId);
    const controlled = c.out === null && (mine || (viewer.role === 'gm' && c.kind !== 'contractor'));
    const fights = controlled && rounds;
    return {
      combatant: c,
      markers: markersOf(c, combat),
      initiative: initiativeWords(c),
      controlled,
      can: {
        // The GM may also roll or enter a player's Initiative (a player without a phone calls out real dice).
        rollInitiative: (controlled || (viewer.role === 'gm' && c.out === null)) && c.initiative === null,
        correctInitiative: viewer.role === 'gm' && c.out === null && c.initiative !== null,
        hold: fights && c.isTurn && !c.actionSpent && c.holding === null,
        actFromHold: fights && c.holding !== null && !c.actionSpent,
        react: fights && c.kind !== 'mob' && !c.actionSpent,
        desperateDefense: fights && c.kind !== 'mob' && c.actionSpent && !c.exertedThisRound,
        exert: fights && !c.exertedThisRound,
      },
    };
  });
}

/** The seated Contractors of this viewer that are not in the fight yet (they may join it). */
export function contractorsToJoin(combat: CombatView | null, viewer: PanelViewer): string[] {
  if (!combat) return [];
  return viewer.myContractorIds.filter((id) => !combat.combatants.some((c) => c.contractorId === id));
}

/** The order a "goes first" button sends for a tie: that one, then the rest as they stand. */
export function tieOrder(tie: readonly string[], first: string): string[] {
  return [first, ...tie.filter((id) => id !== first)];
}

/** What posting an action gave: the new fight (null once it ended), or words for what went wrong. */
export type PostResult = { ok: true; combat: CombatView | null } | { ok: false; message: string };

/**
 * Posts one action to the table page's combat endpoint (with the session cookie) and reads the answer.
 * @example await postCombat(fetch, contractId, { type: 'next_round' })
 */
export async function postCombat(fetcher: typeof fetch, contractId: string, action: CombatInput): Promise<PostResult> {
  const answer = await postToTable<CombatView | null>(contractId, 'combat', action, fetcher);
  return answer.ok ? { ok: true, combat: answer.value } : { ok: false, message: answer.message };
}
