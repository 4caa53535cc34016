import type { RollRecord } from '@harbinger/platform';

/** The words a player sees when another tab or device saved the sheet first. */
export const CONFLICT_MESSAGE =
  'This sheet changed in another tab or device; your input is kept below — review and save again.';

/** The sheet's form actions. */
export type SheetAction =
  | 'roll'
  | 'addInjury'
  | 'injury'
  | 'mind'
  | 'exert'
  | 'addTrauma'
  | 'removeTrauma'
  | 'removeScar'
  | 'source'
  | 'spend'
  | 'undo'
  | 'trade'
  | 'withdraw'
  | 'resubmit'
  | 'retire'
  | 'save'
  | 'vetoGift'
  | 'liftVeto'
  | 'confirmDeath'
  | 'activateGift'
  | 'useItem';

/** Values a refused form gets back, to fill in again. */
export type KeptValues = Record<string, string | number | boolean | string[] | undefined>;

/** What a sheet action answers when it worked. */
export interface SheetSuccess {
  action: SheetAction;
  ok: true;
  /** The Injury, Trauma or section the form was about. */
  target?: string;
  /** A short confirmation ("Saved."). */
  message?: string;
  roll?: RollRecord;
  /** What a Stabilization attempt did, in words. */
  stabilization?: string;
}

/** What a sheet action answers when it was refused. */
export interface SheetFailure {
  action: SheetAction;
  ok: false;
  target?: string;
  /** The save lost a race with another tab or device (HTTP 409). */
  conflict: boolean;
  message: string;
  /** Field → message, as the form names its fields. */
  fields: Record<string, string>;
  values: KeptValues;
}

/** Any answer of a sheet action. */
export type SheetResult = SheetSuccess | SheetFailure;

/** The answer meant for one form (same action and, when given, same target), else undefined. */
export function resultFor(result: unknown, action: SheetAction, target?: string): SheetResult | undefined {
  if (typeof result !== 'object' || result === null || !('action' in result)) return undefined;
  const r = result as SheetResult;
  if (r.action !== action) return undefined;
  if (target !== undefined && r.target !== target) return undefined;
  return r;
}

/** The refusal meant for one form, if that is what came back. */
export function failureFor(result: unknown, action: SheetAction, target?: string): SheetFailure | undefined {
  const r = resultFor(result, action, target);
  return r && !r.ok ? r : undefined;
}

/** A kept text value of a refused form, or the fallback (the sheet's current value). */
export function keptText(failure: SheetFailure | undefined, name: string, fallback: string): string {
  const value = failure?.values[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

/** How the sheet's forms name the fields the platform reports (dotted input paths). */
const FIELD_LABELS: Record<string, string> = {
  severity: 'Severity',
  note: 'Note',
  outcome: 'Outcome of the roll',
  makeshiftDifficulty: 'The GM’s Difficulty',
  scarId: 'Battle Scar',
  customName: 'Name of your own Battle Scar',
  by: 'Worsen by',
  steps: 'Heal steps',
  mindDamage: 'Mind damage',
  current: 'Source points',
  stockId: 'Trauma',
  'custom.name': 'Name of your own Trauma',
  'custom.summary': 'What it does',
  'purchase.id': 'What to raise',
  equipment: 'Equipment',
  weapons: 'Weapons',
  armor: 'Armor',
  biography: 'Biography',
  notes: 'Notes',
  conditions: 'Conditions',
  circumstances: 'Circumstances',
  trophies: 'Trophies',
  'source.name': 'Name of the Source',
  difficulty: 'Difficulty',
  reason: 'Reason for the veto',
  playgroupId: 'Playgroup',
  name: 'Name',
  archetype: 'Archetype',
  paradigm: 'Paradigm',
  ambition: 'Ambition',
  age: 'Age',
  residence: 'Residence',
  appearance: 'Appearance',
  limits: 'Limits',
  'limits.0': 'Limit 1',
  'limits.1': 'Limit 2',
  'limits.2': 'Limit 3',
  confirm: 'Confirm',
};

/**
 * Puts a form's name for each reported field in front of its message ("Name of your own Trauma: needs at least 1
 * character"); list entries (`conditions.2`) read as their list; unknown fields keep the bare message.
 */
export function labelFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => {
      const label = FIELD_LABELS[field] ?? FIELD_LABELS[field.replace(/\.\d+$/, '')];
      return [field, label ? `${label}: ${message}` : message];
    }),
  );
}
