import type { StoredListChange, StoredMoveList } from '../db/schema.js';

/** The sheet lists a Move may change, as stored on the Contractor. */
export type SheetLists = Record<StoredMoveList, string[]>;

/** One list's wanted edit: texts to take off (each must be there) and texts to add. */
export type ListEdits = Record<StoredMoveList, { add: readonly string[]; remove: readonly string[] }>;

const LISTS: readonly StoredMoveList[] = ['conditions', 'circumstances', 'trophies'];

/**
 * Applies a Move's edits to the sheet lists: removals first (the first entry with exactly that text), then
 * additions at the end. Answers the new lists and every change with the position it touched, or the first removal
 * that names an entry the sheet does not hold.
 */
export function applyListEdits(
  lists: SheetLists,
  edits: ListEdits,
): { ok: true; lists: SheetLists; changes: StoredListChange[] } | { ok: false; field: string; text: string } {
  const next = {
    conditions: [...lists.conditions],
    circumstances: [...lists.circumstances],
    trophies: [...lists.trophies],
  };
  const changes: StoredListChange[] = [];
  for (const list of LISTS) {
    for (const [i, text] of edits[list].remove.entries()) {
      const index = next[list].indexOf(text);
      if (index < 0) return { ok: false, field: `${list}.remove.${i}`, text };
      next[list].splice(index, 1);
      changes.push({ list, op: 'remove', text, index });
    }
    for (const text of edits[list].add) {
      changes.push({ list, op: 'add', text, index: next[list].length });
      next[list].push(text);
    }
  }
  return { ok: true, lists: next, changes };
}

/**
 * Undoes a Move's changes, newest first: an added entry is taken off (the one at its position when it is still
 * there, else the last with its text; gone already, nothing happens), a removed one goes back where it was (or at the
 * end, when the list is now shorter).
 */
export function reverseListChanges(lists: SheetLists, changes: readonly StoredListChange[]): SheetLists {
  const next = {
    conditions: [...lists.conditions],
    circumstances: [...lists.circumstances],
    trophies: [...lists.trophies],
  };
  for (const change of [...changes].reverse()) {
    const list = next[change.list];
    if (change.op === 'add') {
      const at = list[change.index] === change.text ? change.index : list.lastIndexOf(change.text);
      if (at >= 0) list.splice(at, 1);
    } else {
      list.splice(Math.min(change.index, list.length), 0, change.text);
    }
  }
  return next;
}
