import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ATTRIBUTE_IDS, attributes } from '../character/traits.js';
import { formatRollExpression, parseRoll, type PoolTerm, type RollExpression } from './index.js';

function parsed(text: string): RollExpression {
  const result = parseRoll(text);
  if (!result.ok) throw new Error(`${JSON.stringify(text)}: ${JSON.stringify(result.issues)}`);
  return result.value;
}

/** The expression without word positions, which follow the text rather than the meaning. */
function meaning(expr: RollExpression): unknown {
  const { pool } = expr;
  const bare =
    pool.kind === 'traits'
      ? { kind: pool.kind, attribute: pool.attribute.id, ...(pool.ability ? { ability: pool.ability.word } : {}) }
      : pool;
  return { ...expr, pool: bare };
}

describe('formatRollExpression', () => {
  it('writes the canonical form of each example', () => {
    const canonical: [string, string][] = [
      ['7', '7'],
      ['4@8', '4@8'],
      ['5 ex', '5 ex'],
      ['5@7 ex sneaking past the guard', '5@7 ex sneaking past the guard'],
      ['5 Shaggy initiative', '5 Shaggy initiative'],
      ['Dexterity+athletics@7', 'dex+athletics@7'],
      ['DEX + Athletics @ 7 +2 ex climb the wall', 'dex+Athletics@7 +2 ex climb the wall'],
      ['per+alert', 'per+alert'],
      ['initiative', 'init'],
      ['5 -1 EXERT +1 +3 -2 @ 9', '5@9 +3 -1 -2 ex'],
    ];
    for (const [text, formatted] of canonical) expect(formatRollExpression(parsed(text))).toBe(formatted);
  });

  it('keeps a label that starts with ex when the roll already exerts', () => {
    const expr = parsed('5 ex ex marks the spot');
    expect(formatRollExpression(expr)).toBe('5 ex ex marks the spot');
    expect(parsed(formatRollExpression(expr))).toEqual(expr);
  });
});

// ---- generated commands: pieces in any order, any case, optional spaces, each with the meaning it must parse to

const cased = (word: string) => fc.constantFrom(word, word.toUpperCase(), word.charAt(0).toUpperCase() + word.slice(1));
const gap = fc.constantFrom('', ' ', '  ');
const separator = fc.constantFrom(' ', '  ', '\t', ' \n ');

const dicePool = fc
  .integer({ min: 1, max: 49 })
  .map((count) => ({ text: String(count), pool: { kind: 'dice', count } as PoolTerm }));
const specialPool = fc
  .constantFrom(['body', 'body'], ['mind', 'mind'], ['init', 'initiative'], ['initiative', 'initiative'])
  .chain(([word, which]) => cased(word!).map((text) => ({ text, pool: { kind: 'special', which } as PoolTerm })));
const traitsPool = fc
  .record({
    id: fc.constantFrom(...ATTRIBUTE_IDS),
    long: fc.boolean(),
    ability: fc.option(
      fc.constantFrom('athletics', 'Medicine', 'alert', 'skating', 'basket-weaving', 'Con_Artistry', 'Ünterwasser'),
      { nil: undefined },
    ),
    before: gap,
    after: gap,
  })
  .chain(({ id, long, ability, before, after }) =>
    cased(long ? attributes[id].name.toLowerCase() : attributes[id].short).map((attributeText) => ({
      text: attributeText + (ability === undefined ? '' : `${before}+${after}${ability}`),
      pool: {
        kind: 'traits',
        attribute: { id, position: 0 },
        ...(ability === undefined ? {} : { ability: { word: ability, position: 0 } }),
      } as PoolTerm,
    })),
  );

type Piece =
  | { kind: 'difficulty'; value: number; text: string }
  | { kind: 'bonus'; value: number }
  | { kind: 'penalty'; value: number }
  | { kind: 'exert'; text: string };
const valuesOf = (pieces: Piece[], kind: 'bonus' | 'penalty') =>
  pieces.flatMap((p) => (p.kind === kind && 'value' in p ? [p.value] : []));
const difficultyPiece = fc
  .record({ value: fc.integer({ min: 2, max: 15 }), after: gap })
  .map(({ value, after }): Extract<Piece, { kind: 'difficulty' }> => ({
    kind: 'difficulty',
    value,
    text: `@${after}${value}`,
  }));
const modifierPiece = fc
  .record({ bonus: fc.boolean(), value: fc.integer({ min: 1, max: 20 }) })
  .map(({ bonus, value }): Piece => (bonus ? { kind: 'bonus', value } : { kind: 'penalty', value }));
const exertPiece = fc
  .constantFrom('ex', 'exert')
  .chain(cased)
  .map((text): Piece => ({ kind: 'exert', text }));
const labelFirst = fc.constantFrom('sneaking', 'Shaggy', '7', '(quietly)', '#2', '- note', 'exalted');
const labelRest = fc.array(fc.constantFrom('the', 'wall', '+2', '@7', 'ex', 'init', 'dex+athletics', '-1'), {
  maxLength: 4,
});

const command = fc
  .record({
    pool: fc.oneof(dicePool, specialPool, traitsPool),
    difficulty: fc.option(difficultyPiece, { nil: undefined }),
    modifiers: fc.array(modifierPiece, { maxLength: 4 }),
    exert: fc.option(exertPiece, { nil: undefined }),
    label: fc.option(fc.tuple(labelFirst, labelRest), { nil: undefined }),
    lead: fc.constantFrom('', ' '),
  })
  .chain((parts) => {
    const pieces: Piece[] = [
      ...(parts.difficulty ? [parts.difficulty] : []),
      ...parts.modifiers,
      ...(parts.exert ? [parts.exert] : []),
    ];
    return fc
      .tuple(
        fc.shuffledSubarray(pieces, { minLength: pieces.length }),
        fc.array(separator, { minLength: pieces.length + 1, maxLength: pieces.length + 1 }),
      )
      .map(([order, seps]) => {
        const words = order.map((p) =>
          p.kind === 'bonus' ? `+${p.value}` : p.kind === 'penalty' ? `-${p.value}` : p.text,
        );
        let text = parts.lead + parts.pool.text;
        words.forEach((w, i) => (text += seps[i] + w));
        const label = parts.label ? [parts.label[0], ...parts.label[1]].join(' ') : undefined;
        if (label !== undefined) text += seps[words.length] + label;
        const expected: RollExpression = {
          pool: parts.pool.pool,
          bonus: Math.max(0, ...valuesOf(order, 'bonus')),
          penalties: valuesOf(order, 'penalty'),
          exert: parts.exert !== undefined,
          ...(parts.difficulty ? { difficulty: parts.difficulty.value } : {}),
          ...(label === undefined ? {} : { label }),
        };
        return { text, expected };
      });
  });

describe('formatRollExpression and parseRoll: properties', () => {
  it('a generated command parses to the meaning it was built from, with positions on the typed words', () => {
    fc.assert(
      fc.property(command, ({ text, expected }) => {
        const expr = parsed(text);
        expect(meaning(expr)).toEqual(meaning(expected));
        if (expr.pool.kind === 'traits') {
          const { attribute, ability } = expr.pool;
          expect(findAttributeAt(text, attribute.position)).toBe(attribute.id);
          if (ability) expect(text.startsWith(ability.word, ability.position)).toBe(true);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('parse(format(parse(x))) has the meaning of parse(x), and canonical text is a fixed point', () => {
    fc.assert(
      fc.property(command, ({ text }) => {
        const first = parsed(text);
        const canonical = formatRollExpression(first);
        const again = parsed(canonical);
        expect(meaning(again)).toEqual(meaning(first));
        expect(formatRollExpression(again)).toBe(canonical);
        // On canonical text the positions are exact too.
        expect(parsed(canonical)).toEqual(again);
        if (again.pool.kind === 'traits') {
          expect(again.pool.attribute.position).toBe(0);
          if (again.pool.ability)
            expect(again.pool.ability.position).toBe(attributes[again.pool.attribute.id].short.length + 1);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('every string that parses at all survives the round trip', () => {
    const unit = fc.constantFrom(
      '5',
      '9',
      '1',
      'dex',
      'int',
      'body',
      'init',
      'skating',
      '+',
      '-',
      '@',
      ' ',
      'ex',
      'x',
      '#',
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 10 }), (text) => {
        const first = parseRoll(text);
        if (!first.ok) return;
        expect(meaning(parsed(formatRollExpression(first.value)))).toEqual(meaning(first.value));
      }),
      { numRuns: 3000 },
    );
  });
});

function findAttributeAt(text: string, position: number): string | undefined {
  const word = text
    .slice(position)
    .match(/^[\p{L}]+/u)?.[0]
    ?.toLowerCase();
  return ATTRIBUTE_IDS.find((id) => id === word || attributes[id].short === word);
}

describe('formatRollExpression: purpose and implied', () => {
  it('writes them back so they parse the same', () => {
    const expr = parseRoll('DEX+knives  atk implied stab');
    if (!expr.ok) throw new Error('did not parse');
    expect(formatRollExpression(expr.value)).toBe('dex+knives attack implied stab');
  });
});
