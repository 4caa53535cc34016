import { scenarioFieldsSchema } from '@harbinger/platform';
import { describe, expect, it } from 'vitest';
import { applyHandoutIntent, blankHandout, handoutIntent, scenarioFormValues, scenarioInput } from './form.js';
import { flagBadges, playerRange, reasonsPhrase, statusWords, wordCountNote } from './words.js';

function formOf(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
}

describe('the Scenario editor form', () => {
  it('reads handout rows and turns the form into what the platform parses', () => {
    const values = scenarioFormValues(
      formOf([
        ['title', 'The Salt Ledger'],
        ['minPlayers', '3'],
        ['maxPlayers', ''],
        ['highlander', 'on'],
        ['tags', 'Heist, harbour , ,heist'],
        ['handouts.0.kind', 'trophy'],
        ['handouts.0.id', 'h1'],
        ['handouts.0.name', 'A page'],
        ['handouts.0.cutoff', '4'],
        ['handouts.1.kind', 'loose_end'],
        ['handouts.1.name', 'The auditor'],
        ['handouts.1.threatLevel', 'deadly'],
        ['handouts.1.cutoff', '3'],
        ['handouts.2.kind', 'bogus'],
      ]),
    );
    expect(values.handouts.map((h) => h.kind)).toEqual(['trophy', 'loose_end']);
    const input = scenarioInput(values);
    expect(input).toMatchObject({ minPlayers: 3, highlander: true, rivalry: false });
    expect(input).not.toHaveProperty('maxPlayers');
    const parsed = scenarioFieldsSchema.parse(input);
    expect(parsed.tags).toEqual(['heist', 'harbour']);
    expect(parsed.handouts).toEqual([
      { id: 'h1', kind: 'trophy', name: 'A page', description: '' },
      {
        kind: 'loose_end',
        name: 'The auditor',
        description: '',
        threat: '',
        threatLevel: 'deadly',
        cutoff: 3,
        tieUp: '',
      },
    ]);
    // A number typed as words reaches the platform as text, so its schema names the field.
    expect(scenarioFieldsSchema.safeParse(scenarioInput({ ...values, minPlayers: 'two' })).success).toBe(false);
  });

  it('adds and removes handout rows from the buttons', () => {
    const rows = [blankHandout('trophy'), blankHandout('condition')];
    expect(applyHandoutIntent(rows, handoutIntent('add:loose_end')).map((r) => r.kind)).toEqual([
      'trophy',
      'condition',
      'loose_end',
    ]);
    expect(applyHandoutIntent(rows, handoutIntent('remove:0')).map((r) => r.kind)).toEqual(['condition']);
    expect(handoutIntent('add:dragon')).toBeNull();
    expect(handoutIntent('remove:x')).toBeNull();
    expect(applyHandoutIntent(rows, null)).toEqual(rows);
  });
});

describe('Scenario words', () => {
  it('say players, Status, flags, reasons and the word goal plainly', () => {
    expect(playerRange(2, 5)).toBe('2–5 players');
    expect(playerRange(1, 1)).toBe('1 player');
    expect(statusWords('novice')).toBe('Novice');
    expect(statusWords('any')).toBe('Any Status');
    expect(flagBadges({ highlander: true, rivalry: false, needsRinger: true }).map((f) => f.label)).toEqual([
      'Highlander',
      'Needs a Ringer',
    ]);
    expect(reasonsPhrase(['played', 'shared'])).toBe('you played it and its writer shared it with you');
    expect(wordCountNote(250)).toMatchObject({ count: '250 words' });
    expect(wordCountNote(250).note).toContain('750 more words');
    expect(wordCountNote(1200).note).toContain('Long enough');
  });
});
