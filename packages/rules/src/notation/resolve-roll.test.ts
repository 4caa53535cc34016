import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newContractorTraits, type TraitRatings } from '../character/traits.js';
import { resolveRoll } from '../dice/index.js';
import { matchAbility, parseRoll, resolveRollExpression, type RollContext } from './index.js';

function sheet(): TraitRatings {
  const traits = newContractorTraits();
  traits.attributes = { brawn: 2, dexterity: 3, perception: 2, charisma: 1, intellect: 3 };
  traits.abilities = { athletics: 4, stealth: 2, alertness: 3, brawl: 2, medicine: 0, firearms: 6 };
  traits.secondaryAbilities = { Skating: 2, 'Con Artistry': 3, Skateboarding: 1, Cooking: 0 };
  return traits;
}

function resolve(text: string, context: RollContext = { traits: sheet() }) {
  const parsed = parseRoll(text);
  if (!parsed.ok) throw new Error(`${text}: ${JSON.stringify(parsed.issues)}`);
  return resolveRollExpression(parsed.value, context);
}

function resolved(text: string, context?: RollContext) {
  const result = resolve(text, context);
  if (!result.ok) throw new Error(`${text}: ${JSON.stringify(result.issues)}`);
  return result.value;
}

function issuesOf(text: string, context?: RollContext) {
  const result = resolve(text, context);
  if (result.ok) throw new Error(`${text} resolved, but issues were expected`);
  return result.issues;
}

describe('resolveRollExpression: dice counts and modifiers', () => {
  it('`7` is seven dice at Difficulty 6, no sheet needed', () => {
    expect(resolved('7', {})).toEqual({
      options: { pool: 7, difficulty: 6, bonuses: [], dicePenalties: [], exert: false },
      description: '7 dice at Difficulty 6',
    });
  });

  it('`5@7 ex sneaking past the guard` keeps its label and exerts', () => {
    const value = resolved('5@7 ex sneaking past the guard', {});
    expect(value.options).toMatchObject({ pool: 5, difficulty: 7, exert: true });
    expect(value.label).toBe('sneaking past the guard');
  });

  it('the Penalty goes to penalty, -N to dicePenalties, +N to bonuses', () => {
    const value = resolved('6 +2 -1 -1', { penalty: 2 });
    expect(value.options).toMatchObject({ pool: 6, penalty: 2, bonuses: [2], dicePenalties: [1, 1] });
    expect(value.description).toBe('6 dice at Difficulty 6, +2 dice, -1 die, -1 die, Penalty 2');
    expect(resolved('6 ex', { penalty: 2 }).description).toBe('6 dice at Difficulty 6, Penalty 2 ignored, exerting');
  });

  it('seed 000 Difficulty example: 6 dice at Difficulty 12 roll as 3 dice at 9', () => {
    const value = resolved('6@12', {});
    expect(resolveRoll(value.options)).toMatchObject({ dice: 3, difficulty: 9 });
    expect(value.description).toBe('6 dice at Difficulty 12 (rolled at 9 with 3 fewer dice)');
    expect(resolved('6@2', {}).description).toBe('6 dice at Difficulty 2 (rolled at 4)');
  });
});

describe('resolveRollExpression: Attribute + Ability from the sheet', () => {
  it('`dex+athletics@7 ex` → "Dexterity + Athletics (7 dice) at Difficulty 7, exerting"', () => {
    const value = resolved('dex+athletics@7 ex');
    expect(value.options).toEqual({ pool: 7, difficulty: 7, bonuses: [], dicePenalties: [], exert: true });
    expect(value.description).toBe('Dexterity + Athletics (7 dice) at Difficulty 7, exerting');
  });

  it('seed 000 contested example: Dexterity + Stealth against Perception + Alertness (`per+alert`)', () => {
    expect(resolved('dex+stealth').options.pool).toBe(5);
    expect(resolved('per+alert').options.pool).toBe(5);
    expect(resolved('per+alert').description).toBe('Perception + Alertness (5 dice) at Difficulty 6');
  });

  it('seed 000 transfusion example: `int+medicine` with no rank in Medicine rolls Intellect alone at Difficulty 7', () => {
    const value = resolved('int+medicine');
    expect(value.options).toMatchObject({ pool: 3, difficulty: 6, noAbility: true });
    expect(resolveRoll(value.options).difficulty).toBe(7);
    expect(value.description).toBe(
      'Intellect alone, no rank in Medicine (3 dice) at Difficulty 7 (+1 without an Ability)',
    );
  });

  it('`dex` alone is the Attribute at +1 Difficulty', () => {
    const value = resolved('dex');
    expect(value.options).toMatchObject({ pool: 3, noAbility: true });
    expect(value.description).toBe('Dexterity alone (3 dice) at Difficulty 7 (+1 without an Ability)');
  });

  it('seed 000 werewolf example: Brawn + Brawl with bonuses of 1 and 3 adds only the 3', () => {
    const value = resolved('bra+brawl +1 +3');
    expect(value.options).toMatchObject({ pool: 4, bonuses: [3] });
    expect(resolveRoll(value.options).dice).toBe(7);
  });

  it('a Secondary Ability on the sheet (`dex+skating`) rolls at -1 Difficulty', () => {
    const value = resolved('dex+skating');
    expect(value.options).toMatchObject({ pool: 5, secondaryAbility: 'applies' });
    expect(resolveRoll(value.options).difficulty).toBe(5);
    expect(value.description).toBe('Dexterity + Skating (5 dice) at Difficulty 5 (-1 for a Secondary Ability)');
  });

  it('Secondary Abilities match ignoring case, spaces and punctuation, or by an unambiguous prefix', () => {
    expect(resolved('cha+con-artistry').options).toMatchObject({ pool: 4, secondaryAbility: 'applies' });
    expect(resolved('cha+CONARTISTRY').options.pool).toBe(4);
    expect(resolved('dex+skati').options.pool).toBe(5);
  });

  it('a Secondary Ability rated 0 is no Ability at all', () => {
    const value = resolved('int+cooking');
    expect(value.options).toMatchObject({ pool: 3, noAbility: true });
    expect(value.options.secondaryAbility).toBeUndefined();
  });

  it('seed 000 rank 6: an Ability rated 6 marks the roll rank6', () => {
    const value = resolved('dex+firearms');
    expect(value.options).toMatchObject({ pool: 9, rank6: true });
    expect(value.description).toBe(
      'Dexterity + Firearms (9 dice) at Difficulty 6, rank-6 Ability (Outcome at least 0)',
    );
  });

  it('traits_required without a sheet, at the Attribute’s position', () => {
    expect(issuesOf('  dex+athletics', {})).toEqual([
      expect.objectContaining({ code: 'traits_required', position: 2 }),
    ]);
  });

  it('unknown_ability at the Ability word’s position', () => {
    expect(issuesOf('dex + juggling')).toEqual([
      expect.objectContaining({
        code: 'unknown_ability',
        position: 6,
        received: 'juggling',
        path: ['pool', 'ability'],
      }),
    ]);
    // Too short to be a prefix.
    expect(issuesOf('dex+sk')[0]).toMatchObject({ code: 'unknown_ability', position: 4 });
  });

  it('ambiguous_ability when a prefix fits several Secondary Abilities', () => {
    expect(issuesOf('dex+skat')[0]).toMatchObject({
      code: 'ambiguous_ability',
      position: 4,
      expected: 'one of Skating, Skateboarding',
    });
  });
});

describe('resolveRollExpression: Body, Mind and Initiative', () => {
  it('`body` and `mind` roll the ratings the context gives', () => {
    expect(resolved('body', { body: 6 }).options).toMatchObject({ pool: 6, difficulty: 6 });
    expect(resolved('mind', { mind: 5 }).description).toBe('Mind (5 dice) at Difficulty 6');
    expect(resolved('body', { body: 6 }).description).toBe('Body (6 dice) at Difficulty 6');
  });

  it('seed 000 Trauma roll: `mind@8` is Mind at Difficulty 8 with the Penalty', () => {
    expect(resolved('mind@8', { mind: 4, penalty: 1 }).options).toMatchObject({ pool: 4, difficulty: 8, penalty: 1 });
  });

  it('body_required and mind_required without the rating', () => {
    expect(issuesOf('body', {})[0]).toMatchObject({ code: 'body_required', path: ['context', 'body'] });
    expect(issuesOf('mind', { body: 6 })[0]).toMatchObject({ code: 'mind_required', path: ['context', 'mind'] });
  });

  it('seed 000 initiative: `init` is Dexterity + Perception at Difficulty 6, and the Penalty applies', () => {
    const value = resolved('init', { traits: sheet(), penalty: 1 });
    expect(value.options).toEqual({ pool: 5, difficulty: 6, bonuses: [], dicePenalties: [], exert: false, penalty: 1 });
    expect(value.description).toBe('Initiative: Dexterity + Perception (5 dice) at Difficulty 6, Penalty 1');
  });

  it('exert_not_allowed on initiative, and traits_required as well when the sheet is missing', () => {
    expect(issuesOf('init ex')).toEqual([expect.objectContaining({ code: 'exert_not_allowed', path: ['exert'] })]);
    expect(issuesOf('initiative exert', {}).map((i) => i.code)).toEqual(['traits_required', 'exert_not_allowed']);
    expect(issuesOf('init', {}).map((i) => i.code)).toEqual(['traits_required']);
  });
});

describe('matchAbility', () => {
  it('prefers a Primary Ability, even over a Secondary Ability it prefixes', () => {
    const traits = sheet();
    traits.secondaryAbilities = { Athletes: 5 };
    expect(matchAbility({ word: 'athlet', position: 0 }, traits)).toEqual({
      ok: true,
      value: { kind: 'primary', id: 'athletics', name: 'Athletics', rating: 4 },
    });
    expect(matchAbility({ word: 'Athletes', position: 0 }, traits)).toMatchObject({
      ok: true,
      value: { kind: 'secondary', rating: 5 },
    });
  });

  it('reads a blank Primary Ability as 0 and copes with a sheet without Secondary Abilities', () => {
    const traits: TraitRatings = { attributes: sheet().attributes, abilities: {} };
    expect(matchAbility({ word: 'drive', position: 0 }, traits)).toMatchObject({ ok: true, value: { rating: 0 } });
    expect(matchAbility({ word: 'skating', position: 3 }, traits)).toMatchObject({
      ok: false,
      issues: [{ code: 'unknown_ability', position: 3 }],
    });
  });
});

describe('resolveRollExpression: properties', () => {
  it('a dice count resolves to options the dice engine accepts, keeping every modifier', () => {
    const text = fc.record({
      count: fc.integer({ min: 1, max: 49 }),
      difficulty: fc.integer({ min: 2, max: 15 }),
      mods: fc.array(fc.tuple(fc.constantFrom('+', '-'), fc.integer({ min: 1, max: 20 })), { maxLength: 5 }),
      exert: fc.boolean(),
      penalty: fc.integer({ min: 0, max: 6 }),
    });
    fc.assert(
      fc.property(text, ({ count, difficulty, mods, exert, penalty }) => {
        const command = `${count}@${difficulty} ${mods.map(([s, n]) => s + n).join(' ')}${exert ? ' ex' : ''}`;
        const { options } = resolved(command, { penalty });
        expect(options.pool).toBe(count);
        expect(options.difficulty).toBe(difficulty);
        expect(options.dicePenalties).toEqual(mods.filter(([s]) => s === '-').map(([, n]) => n));
        expect(Math.max(0, ...(options.bonuses ?? []))).toBe(
          Math.max(0, ...mods.filter(([s]) => s === '+').map(([, n]) => n)),
        );
        const roll = resolveRoll(options);
        expect(roll.dice).toBeGreaterThanOrEqual(0);
        expect(roll.exert).toBe(exert);
      }),
      { numRuns: 500 },
    );
  });

  it('Attribute + Primary Ability is the sum of the two ratings, and a 0 rating rolls the Attribute alone', () => {
    const ratings = fc.record({ attribute: fc.integer({ min: 1, max: 5 }), ability: fc.integer({ min: 0, max: 6 }) });
    fc.assert(
      fc.property(ratings, ({ attribute, ability }) => {
        const traits = sheet();
        traits.attributes.perception = attribute;
        traits.abilities.investigation = ability;
        const { options } = resolved('per+inv', { traits });
        expect(options.pool).toBe(attribute + ability);
        expect(options.noAbility ?? false).toBe(ability === 0);
        expect(options.rank6 ?? false).toBe(ability === 6);
      }),
    );
  });
});

describe('resolveRollExpression: a Secondary Ability on attacks, Defend, Dodge and Gifts (RULINGS)', () => {
  const knives = (): TraitRatings => ({ ...sheet(), secondaryAbilities: { Knives: 2 } });
  const difficultyOf = (text: string) => resolveRoll(resolved(text, { traits: knives() }).options).difficulty;

  it('`dex+knives` as an attack is Difficulty 6; the same roll for anything else is 5', () => {
    expect(difficultyOf('dex+knives attack')).toBe(6);
    expect(difficultyOf('dex+knives atk stab the guard')).toBe(6);
    expect(difficultyOf('dex+knives')).toBe(5);
    const value = resolved('dex+knives attack', { traits: knives() });
    expect(value.options).toMatchObject({ pool: 5, secondaryAbility: 'applies', purpose: 'attack' });
    expect(value.description).toBe(
      'Dexterity + Knives (5 dice) as an attack at Difficulty 6 (no -1 for a Secondary Ability on an attack)',
    );
  });

  it('no easing on Defend, Dodge or a Gift activation either', () => {
    expect(difficultyOf('dex+knives defend')).toBe(6);
    expect(difficultyOf('dex+knives dodge')).toBe(6);
    expect(difficultyOf('dex+knives gift')).toBe(6);
    expect(difficultyOf('dex+knives@7 def')).toBe(7);
  });

  it('an implied use is +1 Difficulty, for any roll', () => {
    expect(difficultyOf('dex+knives implied')).toBe(7);
    expect(difficultyOf('dex+knives attack implied')).toBe(7);
    expect(resolved('dex+knives implied', { traits: knives() }).description).toBe(
      'Dexterity + Knives (5 dice) at Difficulty 7 (+1 for a Secondary Ability only implied)',
    );
  });

  it('`implied` on anything but a Secondary Ability is refused', () => {
    expect(issuesOf('dex+athletics implied').map((i) => i.code)).toEqual(['implied_without_secondary']);
    expect(issuesOf('5 implied', {}).map((i) => i.code)).toEqual(['implied_without_secondary']);
  });

  it('a Primary Ability is untouched by the purpose', () => {
    expect(resolveRoll(resolved('dex+athletics dodge').options).difficulty).toBe(6);
  });

  it('property: on attack, defend, dodge and gift rolls a Secondary Ability never lowers the Difficulty', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('attack', 'defend', 'dodge', 'gift'),
        fc.integer({ min: 2, max: 15 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 5 }),
        (word, difficulty, implied, rating) => {
          const traits = { ...sheet(), secondaryAbilities: { Knives: rating } };
          const withSecondary = resolved(`dex+knives@${difficulty} ${word}${implied ? ' implied' : ''}`, { traits });
          const plain = resolved(`5@${difficulty}`, {});
          return (
            resolveRoll(withSecondary.options).rawDifficulty >= resolveRoll(plain.options).rawDifficulty &&
            resolveRoll(withSecondary.options).difficulty >= resolveRoll(plain.options).difficulty
          );
        },
      ),
    );
  });
});
