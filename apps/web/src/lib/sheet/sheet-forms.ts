import { CUSTOM_LIMIT } from '../creation/form-values.js';
import { formList, formNumber, formText } from '../server/form-data.js';

// Each reader turns one of the sheet's forms into the input its platform function validates (the platform's zod
// schema has the last word) plus the values to put back in the form if the save is refused.

/** What a form reader gives: the platform input, the id of the thing it targets, and the values to keep. */
export interface ParsedForm<I> {
  input: I;
  target?: string;
  values: Record<string, string | number | boolean | string[] | undefined>;
}

/** The sheet version a form was based on (undefined when missing, the text itself when not a number). */
export function formVersion(form: FormData): number | string | undefined {
  return formNumber(form, 'version');
}

/** Lines of a textarea as a list: trimmed, blank lines dropped. */
export function formLines(form: FormData, name: string): string[] {
  return formText(form, name, { trim: false })
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The new-Injury form: Severity, an optional note, and a stock scar when one is picked already. */
export function readAddInjury(form: FormData): ParsedForm<{
  version: unknown;
  severity: unknown;
  note?: string;
  scarId?: string;
  fromFall?: boolean;
  willToSurvive?: { reduction?: unknown; scarId?: string };
}> {
  const severity = formNumber(form, 'severity');
  const note = formText(form, 'note');
  const scarId = formText(form, 'scarId');
  const fromFall = formText(form, 'fromFall') !== '';
  const will = formText(form, 'willToSurvive') !== '';
  const reductionText = formText(form, 'reduction');
  const willScar = formText(form, 'willScarId');
  const willToSurvive = will
    ? {
        ...(reductionText ? { reduction: formNumber(form, 'reduction') } : {}),
        ...(willScar ? { scarId: willScar } : {}),
      }
    : undefined;
  return {
    input: {
      version: formVersion(form),
      severity,
      ...(note ? { note } : {}),
      ...(scarId ? { scarId } : {}),
      ...(fromFall ? { fromFall } : {}),
      ...(willToSurvive ? { willToSurvive } : {}),
    },
    values: {
      severity,
      note,
      ...(fromFall ? { fromFall: 'on' } : {}),
      ...(will ? { willToSurvive: 'on' } : {}),
      ...(reductionText ? { reduction: reductionText } : {}),
      ...(willScar ? { willScarId: willScar } : {}),
    },
  };
}

/** What can be done to an open Injury from the sheet. */
export type InjuryAction = 'worsen' | 'stabilize' | 'heal' | 'heal_fully' | 'remove' | 'choose_scar';
const INJURY_ACTIONS: readonly InjuryAction[] = ['worsen', 'stabilize', 'heal', 'heal_fully', 'remove', 'choose_scar'];

/** The form of one Injury: which action (the button pressed, `do`), and that action's fields. */
export function readInjuryChange(
  form: FormData,
): ParsedForm<Record<string, unknown>> & { action: InjuryAction | undefined } {
  const injuryId = formText(form, 'injuryId');
  const action = INJURY_ACTIONS.find((a) => a === formText(form, 'do'));
  const version = formVersion(form);
  const values: ParsedForm<unknown>['values'] = { do: action };
  let input: Record<string, unknown>;
  switch (action) {
    case 'worsen':
      input = { version, action, by: formNumber(form, 'by') ?? 1 };
      break;
    case 'stabilize': {
      const outcome = formNumber(form, 'outcome');
      const kind = formText(form, 'kind') || 'proper';
      // The GM's Difficulty only means something for makeshift care.
      const makeshiftDifficulty = kind === 'makeshift' ? formNumber(form, 'makeshiftDifficulty') : undefined;
      input = {
        version,
        action,
        kind,
        ...(outcome === undefined ? {} : { outcome }),
        ...(makeshiftDifficulty === undefined ? {} : { makeshiftDifficulty }),
      };
      Object.assign(values, { kind, outcome, makeshiftDifficulty });
      break;
    }
    case 'heal':
      input = { version, action, steps: formNumber(form, 'steps') ?? 1 };
      break;
    case 'heal_fully':
      input = { version, action: 'heal', fully: true };
      break;
    case 'remove':
      input = { version, action };
      break;
    case 'choose_scar': {
      const scarId = formText(form, 'scarId');
      const customName = formText(form, 'customName');
      // A typed name wins only when "my own" was picked (or nothing was).
      const custom = scarId === '' || scarId === 'custom';
      input = { version, action, ...(custom ? (customName ? { customName } : {}) : { scarId }) };
      Object.assign(values, { scarId, customName });
      break;
    }
    default:
      input = { version, action: formText(form, 'do') };
  }
  return { input, target: injuryId, action, values };
}

/** The Mind damage form: a step up or down (`change` = "+1" / "-1") from the damage shown, or a number to set. */
export function readMindDamage(form: FormData): ParsedForm<{ version: unknown; mindDamage: unknown }> {
  const current = formNumber(form, 'current');
  const change = formText(form, 'change');
  let mindDamage: unknown = formNumber(form, 'mindDamage');
  if ((change === '+1' || change === '-1') && typeof current === 'number')
    mindDamage = Math.max(0, current + Number(change));
  return {
    input: { version: formVersion(form), mindDamage },
    values: { mindDamage: typeof mindDamage === 'number' ? mindDamage : String(mindDamage ?? '') },
  };
}

/** The Source points form: a step (`change`) from the points shown, or a number to set. */
export function readSourcePoints(form: FormData): ParsedForm<{ version: unknown; current: unknown }> {
  const shown = formNumber(form, 'shown');
  const change = formText(form, 'change');
  let current: unknown = formNumber(form, 'current');
  if ((change === '+1' || change === '-1') && typeof shown === 'number') current = Math.max(0, shown + Number(change));
  return {
    input: { version: formVersion(form), current },
    values: { current: typeof current === 'number' ? current : String(current ?? '') },
  };
}

/** The new-Trauma form: a stock Trauma id, or `custom` with a name and summary. */
export function readAddTrauma(form: FormData): ParsedForm<Record<string, unknown>> {
  const stockId = formText(form, 'stockId');
  const name = formText(form, 'customName');
  const summary = formText(form, 'customSummary');
  const version = formVersion(form);
  const input = stockId === '' || stockId === 'custom' ? { version, custom: { name, summary } } : { version, stockId };
  return { input, values: { stockId, customName: name, customSummary: summary } };
}

/**
 * A purchase with Exp: raise an Attribute / Ability / Source, or therapy for a Trauma. The pressed button sends
 * `purchase` as `kind:id` ("attribute:brawn", "ability:Lock Picking", "source", "therapy:<trauma id>"); a new
 * Secondary Ability sends "ability:" with its name in `newSecondary`. Separate `kind`, `id`, `traumaId` fields work
 * too.
 */
export function readSpendExp(form: FormData): ParsedForm<{ version: unknown; purchase: Record<string, unknown> }> {
  const packed = formText(form, 'purchase');
  const colon = packed.indexOf(':');
  const kind = packed === '' ? formText(form, 'kind') : colon < 0 ? packed : packed.slice(0, colon);
  const rest = packed === '' ? '' : colon < 0 ? '' : packed.slice(colon + 1);
  const traumaId = kind === 'therapy' ? rest || formText(form, 'traumaId') : '';
  let id = kind === 'therapy' ? '' : rest || formText(form, 'id');
  const newSecondary = formText(form, 'newSecondary');
  if (kind === 'ability' && id === '') id = newSecondary;
  let purchase: Record<string, unknown>;
  if (kind === 'source') purchase = { kind };
  else if (kind === 'therapy') purchase = { kind, traumaId };
  else purchase = { kind, id };
  return {
    input: { version: formVersion(form), purchase },
    target: kind === 'therapy' ? `therapy:${traumaId}` : `${kind}:${id}`,
    values: { kind, id, traumaId, newSecondary },
  };
}

/** The sections of the sheet edited as a whole with one Save button. */
export type SheetSection = 'lists' | 'stock' | 'story' | 'source' | 'concept' | 'limits';

/** The name, concept and description fields the concept form sends, as the platform names them. */
export const CONCEPT_FIELDS = ['name', 'archetype', 'paradigm', 'ambition', 'age', 'residence', 'appearance'] as const;

/**
 * The three Limit slots of a form: each a stock Limit id (`limits.N.choice`) or, with `custom` picked (or nothing),
 * the player's own words (`limits.N.custom`).
 */
export function readLimitSlots(form: FormData): {
  limits: ({ id: string } | { custom: string })[];
  values: Record<string, string>;
} {
  const limits: ({ id: string } | { custom: string })[] = [];
  const values: Record<string, string> = {};
  for (const i of [0, 1, 2]) {
    const choice = formText(form, `limits.${i}.choice`);
    const custom = formText(form, `limits.${i}.custom`);
    values[`limits.${i}.choice`] = choice;
    values[`limits.${i}.custom`] = custom;
    limits.push(choice === '' || choice === CUSTOM_LIMIT ? { custom } : { id: choice });
  }
  return { limits, values };
}

/** An edit of one section, as a `PATCH` with the version it started from. */
export function readSectionEdit(
  form: FormData,
): ParsedForm<Record<string, unknown>> & { section: SheetSection | undefined } {
  const version = formVersion(form);
  const raw = formText(form, 'section');
  switch (raw) {
    case 'lists': {
      const lists = {
        conditions: formLines(form, 'conditions'),
        circumstances: formLines(form, 'circumstances'),
        trophies: formLines(form, 'trophies'),
      };
      const text = {
        conditions: formText(form, 'conditions', { trim: false }),
        circumstances: formText(form, 'circumstances', { trim: false }),
        trophies: formText(form, 'trophies', { trim: false }),
      };
      return { section: raw, input: { version, ...lists }, values: text };
    }
    case 'stock': {
      const equipment = formText(form, 'equipment', { trim: false });
      const weapons = formList(form, 'weapons');
      const armor = formText(form, 'armor');
      return {
        section: raw,
        input: { version, equipment: equipment.trim(), weapons, armor: armor === '' ? null : armor },
        values: { equipment, weapons, armor },
      };
    }
    case 'story': {
      const biography = formText(form, 'biography', { trim: false });
      const notes = formText(form, 'notes', { trim: false });
      return {
        section: raw,
        input: { version, biography: biography.trim(), notes: notes.trim() },
        values: { biography, notes },
      };
    }
    case 'concept': {
      const input: Record<string, unknown> = { version };
      const values: Record<string, string> = {};
      for (const field of CONCEPT_FIELDS) {
        const text = formText(form, field, { trim: false });
        values[field] = text;
        input[field] = text.trim();
      }
      return { section: raw, input, values };
    }
    case 'limits': {
      const { limits, values } = readLimitSlots(form);
      return { section: raw, input: { version, limits }, values };
    }
    case 'source': {
      const name = formText(form, 'sourceName');
      return { section: raw, input: { version, source: name === '' ? null : { name } }, values: { sourceName: name } };
    }
    default:
      return { section: undefined, input: { version }, values: {} };
  }
}

/** The id field of a small form (a Trauma or Battle Scar to remove). */
export function readTarget(form: FormData, name: string): { version: number | string | undefined; id: string } {
  return { version: formVersion(form), id: formText(form, name) };
}
