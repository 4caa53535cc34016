import { describe, expect, it } from 'vitest';
import { conceptSentence, wantsPhrase } from './concept-sentence.js';

describe('conceptSentence', () => {
  it('reads the four concept fields as one sentence', () => {
    expect(
      conceptSentence({ name: 'Mara', archetype: 'hospice nurse', paradigm: 'bone reader', ambition: 'become a god' }),
    ).toBe('Mara, a hospice nurse and bone reader, wants to become a god.');
  });
  it('uses "an" before a vowel and does not double "to" or the full stop', () => {
    expect(
      conceptSentence({
        name: 'Ed',
        archetype: 'aging rock drummer',
        paradigm: 'ember soul',
        ambition: 'to live forever.',
      }),
    ).toBe('Ed, an aging rock drummer and ember soul, wants to live forever.');
  });
  it('stays empty until every part is there', () => {
    expect(conceptSentence({ name: 'Ed', archetype: '', paradigm: 'ember soul', ambition: 'live forever' })).toBe('');
  });
  it('says "wants to" once, however the ambition was written (issue 12: "wants to to")', () => {
    expect(wantsPhrase('to see the sea')).toBe('wants to see the sea');
    expect(wantsPhrase('To see the sea.')).toBe('wants to see the sea');
    expect(wantsPhrase('see the sea')).toBe('wants to see the sea');
    expect(wantsPhrase('tomorrow never comes')).toBe('wants to tomorrow never comes');
    expect(wantsPhrase('  ')).toBe('');
  });
});
