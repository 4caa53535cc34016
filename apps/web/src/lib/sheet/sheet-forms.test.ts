import { describe, expect, it } from 'vitest';
import {
  formLines,
  formVersion,
  readAddInjury,
  readAddTrauma,
  readInjuryChange,
  readMindDamage,
  readSectionEdit,
  readSourcePoints,
  readSpendExp,
  readTarget,
} from './sheet-forms.js';

function form(entries: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries))
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  return data;
}

describe('version and lines', () => {
  it('reads the version as a number, keeping junk for the schema to refuse', () => {
    expect(formVersion(form({ version: '7' }))).toBe(7);
    expect(formVersion(form({}))).toBeUndefined();
    expect(formVersion(form({ version: 'seven' }))).toBe('seven');
  });

  it('splits a textarea into trimmed non-blank lines', () => {
    expect(formLines(form({ conditions: ' Concussed \r\n\n  Sleep-Deprived\n ' }), 'conditions')).toEqual([
      'Concussed',
      'Sleep-Deprived',
    ]);
  });
});

describe('Injury forms', () => {
  it('a new Injury with Will to Survive: from-a-fall, the reduction and the Major scar', () => {
    const read = readAddInjury(
      form({ version: '3', severity: '10', willToSurvive: 'on', reduction: '3', willScarId: 'limp', fromFall: 'on' }),
    );
    expect(read.input).toEqual({
      version: 3,
      severity: 10,
      fromFall: true,
      willToSurvive: { reduction: 3, scarId: 'limp' },
    });
    expect(readAddInjury(form({ version: '3', severity: '10', willToSurvive: 'on' })).input).toEqual({
      version: 3,
      severity: 10,
      willToSurvive: {},
    });
  });

  it('a new Injury with its note, leaving out empty fields', () => {
    expect(readAddInjury(form({ version: '3', severity: '5', note: ' left arm ' }))).toEqual({
      input: { version: 3, severity: 5, note: 'left arm' },
      values: { severity: 5, note: 'left arm' },
    });
    expect(readAddInjury(form({ version: '3', severity: '' })).input).toEqual({ version: 3, severity: undefined });
  });

  it('each button of an Injury becomes its platform action', () => {
    const base = { version: '4', injuryId: 'inj-1' };
    expect(readInjuryChange(form({ ...base, do: 'worsen' }))).toMatchObject({
      action: 'worsen',
      target: 'inj-1',
      input: { version: 4, action: 'worsen', by: 1 },
    });
    expect(readInjuryChange(form({ ...base, do: 'heal' })).input).toEqual({ version: 4, action: 'heal', steps: 1 });
    expect(readInjuryChange(form({ ...base, do: 'heal_fully' })).input).toEqual({
      version: 4,
      action: 'heal',
      fully: true,
    });
    expect(readInjuryChange(form({ ...base, do: 'remove' })).input).toEqual({ version: 4, action: 'remove' });
    expect(readInjuryChange(form({ ...base, do: 'explode' }))).toMatchObject({
      action: undefined,
      input: { action: 'explode' },
    });
  });

  it('stabilize: proper drops the GM Difficulty, makeshift keeps it, a blank Outcome lets the server roll', () => {
    const base = { version: '4', injuryId: 'inj-1', do: 'stabilize' };
    expect(readInjuryChange(form({ ...base, kind: 'proper', outcome: '4', makeshiftDifficulty: '8' })).input).toEqual({
      version: 4,
      action: 'stabilize',
      kind: 'proper',
      outcome: 4,
    });
    expect(
      readInjuryChange(form({ ...base, kind: 'makeshift', outcome: '-1', makeshiftDifficulty: '8' })).input,
    ).toEqual({
      version: 4,
      action: 'stabilize',
      kind: 'makeshift',
      outcome: -1,
      makeshiftDifficulty: 8,
    });
    expect(readInjuryChange(form({ ...base, kind: 'proper', outcome: '' })).input).toEqual({
      version: 4,
      action: 'stabilize',
      kind: 'proper',
    });
  });

  it('choosing a scar: a stock id, or our own name when "custom" is picked', () => {
    const base = { version: '4', injuryId: 'inj-1', do: 'choose_scar' };
    expect(readInjuryChange(form({ ...base, scarId: 'limp', customName: 'ignored' })).input).toEqual({
      version: 4,
      action: 'choose_scar',
      scarId: 'limp',
    });
    expect(readInjuryChange(form({ ...base, scarId: 'custom', customName: 'Burnt Palm' })).input).toEqual({
      version: 4,
      action: 'choose_scar',
      customName: 'Burnt Palm',
    });
    expect(readInjuryChange(form({ ...base, scarId: 'custom', customName: '' })).input).toEqual({
      version: 4,
      action: 'choose_scar',
    });
  });
});

describe('Mind, Source and Traumas', () => {
  it('steps Mind damage from the value shown, never below 0, or sets it', () => {
    expect(readMindDamage(form({ version: '2', current: '3', change: '+1' })).input).toEqual({
      version: 2,
      mindDamage: 4,
    });
    expect(readMindDamage(form({ version: '2', current: '0', change: '-1' })).input).toEqual({
      version: 2,
      mindDamage: 0,
    });
    expect(readMindDamage(form({ version: '2', current: '3', mindDamage: '0' })).input).toEqual({
      version: 2,
      mindDamage: 0,
    });
  });

  it('steps or sets the Source points', () => {
    expect(readSourcePoints(form({ version: '2', shown: '2', change: '-1' })).input).toEqual({
      version: 2,
      current: 1,
    });
    expect(readSourcePoints(form({ version: '2', shown: '2', current: '5' })).input).toEqual({
      version: 2,
      current: 5,
    });
  });

  it('a stock Trauma, or our own', () => {
    expect(readAddTrauma(form({ version: '1', stockId: 'paranoia', customName: 'x' })).input).toEqual({
      version: 1,
      stockId: 'paranoia',
    });
    expect(
      readAddTrauma(
        form({ version: '1', stockId: 'custom', customName: 'Fear of Bells', customSummary: 'Bells ring.' }),
      ).input,
    ).toEqual({
      version: 1,
      custom: { name: 'Fear of Bells', summary: 'Bells ring.' },
    });
  });

  it('reads the id of a thing to remove', () => {
    expect(readTarget(form({ version: '9', traumaId: 't-1' }), 'traumaId')).toEqual({ version: 9, id: 't-1' });
  });
});

describe('readSpendExp', () => {
  it('unpacks the pressed button', () => {
    expect(readSpendExp(form({ version: '5', purchase: 'attribute:brawn' }))).toMatchObject({
      input: { version: 5, purchase: { kind: 'attribute', id: 'brawn' } },
      target: 'attribute:brawn',
    });
    expect(readSpendExp(form({ version: '5', purchase: 'ability:Lock Picking' })).input.purchase).toEqual({
      kind: 'ability',
      id: 'Lock Picking',
    });
    expect(readSpendExp(form({ version: '5', purchase: 'source' })).input.purchase).toEqual({ kind: 'source' });
    expect(readSpendExp(form({ version: '5', purchase: 'therapy:t-1' }))).toMatchObject({
      input: { purchase: { kind: 'therapy', traumaId: 't-1' } },
      target: 'therapy:t-1',
    });
  });

  it('a new Secondary Ability takes its name from the text field', () => {
    expect(
      readSpendExp(form({ version: '5', purchase: 'ability:', newSecondary: 'Sign Language' })).input.purchase,
    ).toEqual({ kind: 'ability', id: 'Sign Language' });
  });

  it('also reads separate fields', () => {
    expect(readSpendExp(form({ version: '5', kind: 'ability', id: 'stealth' })).input.purchase).toEqual({
      kind: 'ability',
      id: 'stealth',
    });
  });
});

describe('readSectionEdit', () => {
  it('lists: one entry per line, the typed text kept as is', () => {
    const parsed = readSectionEdit(
      form({
        version: '3',
        section: 'lists',
        conditions: 'Concussed\n\nHexed',
        circumstances: '',
        trophies: ' Glass eye ',
      }),
    );
    expect(parsed.section).toBe('lists');
    expect(parsed.input).toEqual({
      version: 3,
      conditions: ['Concussed', 'Hexed'],
      circumstances: [],
      trophies: ['Glass eye'],
    });
    expect(parsed.values.conditions).toBe('Concussed\n\nHexed');
  });

  it('stock: equipment, ticked weapons and armor (none is null)', () => {
    const parsed = readSectionEdit(
      form({
        version: '3',
        section: 'stock',
        equipment: ' rope \n',
        weapons: ['handgun', 'knife', 'handgun'],
        armor: '',
      }),
    );
    expect(parsed.input).toEqual({ version: 3, equipment: 'rope', weapons: ['handgun', 'knife'], armor: null });
    expect(readSectionEdit(form({ version: '3', section: 'stock', equipment: '', armor: 'flak' })).input).toMatchObject(
      { weapons: [], armor: 'flak' },
    );
  });

  it('story and the Source name (blank clears it)', () => {
    expect(
      readSectionEdit(form({ version: '3', section: 'story', biography: ' Born at sea. ', notes: '' })).input,
    ).toEqual({ version: 3, biography: 'Born at sea.', notes: '' });
    expect(readSectionEdit(form({ version: '3', section: 'source', sourceName: 'The Hollow Choir' })).input).toEqual({
      version: 3,
      source: { name: 'The Hollow Choir' },
    });
    expect(readSectionEdit(form({ version: '3', section: 'source', sourceName: '' })).input).toEqual({
      version: 3,
      source: null,
    });
  });

  it('an unknown section is not a section', () => {
    expect(readSectionEdit(form({ version: '3', section: 'attributes' }))).toMatchObject({
      section: undefined,
      input: { version: 3 },
    });
  });
});
