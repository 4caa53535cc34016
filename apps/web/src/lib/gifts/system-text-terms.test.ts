import {
  attributes,
  compileGift,
  giftCatalog,
  primaryAbilities,
  STOCK_GIFT_IDS,
  stockGiftSpec,
} from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { glossary } from '../rules-reference/glossary.js';
import { findSection, headingsOf } from '../rules-reference/sections.js';
import { linkSystemTextTerms, SYSTEM_TEXT_TERMS } from './system-text-terms.js';

const joined = (text: string) =>
  linkSystemTextTerms(text)
    .map((r) => r.text)
    .join('');
const links = (text: string) => linkSystemTextTerms(text).flatMap((r) => (r.kind === 'term' ? [[r.text, r.href]] : []));

describe('System Text terms', () => {
  it('every term points at an existing rules section and heading, with the glossary’s definition as its tip', () => {
    for (const t of SYSTEM_TEXT_TERMS) {
      const section = findSection(t.slug);
      expect(section, t.term).toBeDefined();
      if (section && t.anchor)
        expect(
          headingsOf(section).map((h) => h.id),
          t.term,
        ).toContain(t.anchor);
      const entry = glossary.find((g) => g.term === t.term);
      expect(entry?.definition, t.term).toBe(t.tip);
    }
  });

  it('covers every Attribute and Primary Ability by name', () => {
    const forms = SYSTEM_TEXT_TERMS.flatMap((t) => t.forms);
    for (const a of Object.values(attributes)) expect(forms).toContain(a.name);
    for (const a of Object.values(primaryAbilities)) expect(forms).toContain(a.name);
  });

  it('links the first mention of each term, longest spelling first, whole words only', () => {
    expect(links('Roll at Difficulty 6. If the Contested Outcome is 1, the Outcome counts; Difficulty rises.')).toEqual(
      [
        ['Difficulty', '/rules/difficulty'],
        ['Contested Outcome', '/rules/contested-actions'],
        ['Outcome', '/rules/outcome'],
      ],
    );
    expect(links('It deals you one Mind damage; your Mind is 5.')).toEqual([
      ['Mind damage', '/rules/mind#damage'],
      ['Mind', '/rules/mind'],
    ]);
    expect(links('Bodyguards and Outcomes are not terms; a Self-Control roll is.')).toEqual([
      ['Self-Control', '/rules/mind#rolling'],
    ]);
    expect(links('Roll Charisma + Animals, then Perception + Alertness.')).toHaveLength(4);
  });

  it('gives back the text unchanged, and links something in every stock Gift', () => {
    for (const id of STOCK_GIFT_IDS) {
      const text = compileGift(stockGiftSpec(id), giftCatalog).systemText;
      expect(joined(text)).toBe(text);
      expect(links(text).length, id).toBeGreaterThan(0);
    }
    const [, term] = linkSystemTextTerms('Roll at Difficulty 6.');
    expect(term).toEqual({
      kind: 'term',
      text: 'Difficulty',
      term: 'Difficulty',
      href: '/rules/difficulty',
      tip: 'Difficulty: The face a die must reach to score +1; 6 by default, kept within 4–9.',
    });
  });
});
