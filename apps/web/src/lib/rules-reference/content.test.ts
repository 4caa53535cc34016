import {
  BODY_PENALTY_TABLE,
  CONTRACT_EXP_AWARDS,
  MAX_DIFFICULTY,
  MIN_DIFFICULTY,
  MIND_PENALTY_TABLE,
  PENALTY_POOL_FLOOR,
  SCAR_CLASSES,
  SEVERITY_LEVELS,
  STATUSES,
  TIER_THRESHOLDS,
  abilityRaiseCost,
  attributeRaiseCost,
  bodyRating,
  freeMovementFeet,
  liftingTable,
  sumScores,
  resolveRoll,
  resultTier,
} from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { glossary } from './glossary.js';
import { linkedSlugs, plainText } from './inline.js';
import { findSection, headingsOf, ruleSections } from './sections.js';
import { abilityCostRows, attributeCostRows, bodyRows } from './sections/character.js';
import { outcomeRows } from './sections/dice.js';
import { penaltyRows, scarClassRows, severityRows } from './sections/health.js';
import { freeMovementRows, liftingRows } from './sections/movement.js';
import { contractExpRows } from './sections/advancement.js';
import type { RuleBlock } from './types.js';

/** Every piece of text in a block, for link checks. */
function texts(block: RuleBlock): string[] {
  if (block.kind === 'list') return [...block.items];
  if (block.kind === 'table') return [block.caption, ...block.head, ...block.rows.flat()];
  return [block.text];
}

const allTexts = ruleSections.flatMap((s) =>
  [s.summary, ...s.blocks.flatMap(texts)].map((text) => ({ slug: s.slug, text })),
);

describe('rules reference content', () => {
  it('has unique, URL-safe slugs and never shadows the glossary page', () => {
    const slugs = ruleSections.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(slugs).not.toContain('glossary');
  });

  it('offers the addresses other pages link to', () => {
    for (const slug of [
      'penalty',
      'difficulty',
      'outcome',
      'dice',
      'contested-actions',
      'injuries',
      'exertion',
      'body',
      'mind',
      'gift-credits',
      'gift-builder',
    ])
      expect(findSection(slug), slug).toBeDefined();
  });

  it('gives every section a summary and a body, and unique heading ids within it', () => {
    for (const s of ruleSections) {
      expect(s.summary.length, s.slug).toBeGreaterThan(20);
      expect(s.blocks.length, s.slug).toBeGreaterThan(0);
      const ids = headingsOf(s).map((h) => h.id);
      expect(new Set(ids).size, s.slug).toBe(ids.length);
    }
  });

  it('relates only to sections that exist, and never to itself', () => {
    for (const s of ruleSections)
      for (const slug of s.related) {
        expect(findSection(slug), `${s.slug} → ${slug}`).toBeDefined();
        expect(slug).not.toBe(s.slug);
      }
  });

  it('links in its text only to sections and headings that exist', () => {
    for (const { slug, text } of allTexts)
      for (const link of linkedSlugs(text)) {
        const target = findSection(link.slug);
        expect(target, `${slug} links to ${link.slug}`).toBeDefined();
        if (link.anchor && target)
          expect(
            headingsOf(target).map((h) => h.id),
            `${slug} → ${link.slug}#${link.anchor}`,
          ).toContain(link.anchor);
      }
  });

  it('points every glossary term at a section (and heading) that exists, with no duplicate terms', () => {
    for (const s of ruleSections)
      for (const t of s.terms)
        if (t.anchor)
          expect(
            headingsOf(s).map((h) => h.id),
            `${s.slug}: ${t.term}`,
          ).toContain(t.anchor);
    for (const entry of glossary) expect(findSection(entry.slug)).toBeDefined();
    const terms = glossary.map((e) => e.term.toLowerCase());
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('leaves no unparsed link markup in what readers see', () => {
    for (const { slug, text } of allTexts) expect(plainText(text), slug).not.toMatch(/\[\[|\]\]/);
  });
});

describe('the reference states the engine’s numbers', () => {
  it('Outcome bands match the engine’s tiers', () => {
    expect(outcomeRows.map((r) => r[0])).toEqual(['below 0', '0', '1–3', '4–5', '6 or more']);
    expect(resultTier(TIER_THRESHOLDS.partial)).toBe('partial');
    expect(resultTier(TIER_THRESHOLDS.exceptional)).toBe('exceptional');
    expect(findSection('outcome')?.summary).toContain(`${String(TIER_THRESHOLDS.exceptional)}+`);
  });

  it('Difficulty limits and the overflow example agree with the dice engine', () => {
    const summary = findSection('difficulty')?.summary ?? '';
    expect(summary).toContain(`below ${String(MIN_DIFFICULTY)}`);
    expect(summary).toContain(`above ${String(MAX_DIFFICULTY)}`);
    const example = findSection('difficulty')?.blocks.find((b) => b.kind === 'example' && b.text.includes('12'));
    const resolved = resolveRoll({ pool: 6, difficulty: 12 });
    expect(example && 'text' in example ? example.text : '').toContain(
      `Difficulty ${String(resolved.difficulty)} with ${String(resolved.dice)} dice`,
    );
  });

  it('the pool floor matches', () => {
    expect(findSection('penalty')?.summary).toContain(`below ${String(PENALTY_POOL_FLOOR)} dice`);
    expect(resolveRoll({ pool: 3, penalty: 2 }).dice).toBe(PENALTY_POOL_FLOOR);
  });

  it('the Penalty table is the engine’s Body and Mind tables', () => {
    const body = Object.values(BODY_PENALTY_TABLE);
    const mind = Object.values(MIND_PENALTY_TABLE);
    expect(penaltyRows.map((r) => r[1])).toEqual(body.map((r) => r.label));
    for (const row of penaltyRows.slice(0, 6)) {
      const m = mind.find((x) => x.label === row[2]);
      const b = body.find((x) => x.label === row[1]);
      expect(m?.dice).toBe(b?.dice);
      expect(row[3]).toBe(b?.dice === 0 ? 'none' : `−${String(b?.dice)} ${b?.dice === 1 ? 'die' : 'dice'}`);
    }
  });

  it('Severity, scar classes and statuses come from the engine', () => {
    expect(severityRows.map((r) => r[1])).toEqual(Object.values(SEVERITY_LEVELS).map((l) => l.name));
    expect(scarClassRows).toEqual([
      ['4', 'Minor'],
      ['5', 'Major'],
      ['6', 'Severe'],
      ['7+', 'Extreme'],
    ]);
    expect(scarClassRows.map((r) => r[1])).toEqual(Object.values(SCAR_CLASSES).map((c) => c.name));
    const status = findSection('contractor-status')?.blocks.find((b) => b.kind === 'table');
    expect(status && status.kind === 'table' ? status.rows : []).toEqual([
      ['Newbie', '0–3'],
      ['Novice', '4–9'],
      ['Seasoned', '10–16'],
      ['Professional', '17–24'],
      ['Veteran', `${String(STATUSES.veteran.minVictories)} or more`],
    ]);
  });

  it('Exp costs, Body, movement and lifting are the engine’s', () => {
    expect(attributeCostRows.map((r) => r[1])).toEqual([1, 2, 3, 4].map((r) => `${String(attributeRaiseCost(r))} Exp`));
    expect(abilityCostRows.map((r) => r[1])).toEqual(
      [0, 1, 2, 3, 4, 5].map((r) => `${String(abilityRaiseCost(r))} Exp`),
    );
    expect(abilityCostRows[0]?.[1]).toBe('2 Exp');
    expect(bodyRows.find((r) => r[0] === '3')?.[1]).toBe(String(bodyRating({ brawn: 3, battleScars: 0 })));
    expect(freeMovementRows.find((r) => r[0] === '4')?.[1]).toBe(
      `${String(freeMovementFeet({ dexterity: 4, penalty: 0 }))} ft`,
    );
    expect(liftingRows.find((r) => r[0] === '3')?.[1]).toBe(`${String(liftingTable[3])} lb`);
    expect(contractExpRows[0]?.[1]).toBe(`+${String(CONTRACT_EXP_AWARDS.attendHome)}`);
  });

  it('the scoring example adds up as the engine scores it', () => {
    expect(sumScores([10, 7, 4, 1, 6], 6)).toBe(3);
  });
});
