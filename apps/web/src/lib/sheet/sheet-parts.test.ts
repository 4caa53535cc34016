import { describe, expect, it } from 'vitest';
import { WEAPON_IDS, armorTable } from '@harbinger/rules';
import { armorChoices, traumaChoices, weaponGroups } from './gear.js';
import { describeStabilization, injuryLines, scarClassOfSeverity, scarOptions } from './injuries.js';
import { ledgerLines } from './ledger-lines.js';
import { failureFor, keptText, labelFields, resultFor, type SheetFailure } from './results.js';
import { clock, shownRoll } from './roll-view.js';
import { shownZone } from './time-zone.js';
import { spendingOptions } from './spending.js';
import { sheetFixture } from './test-fixture.js';
import { bodyTrack, mindTrack } from './tracks.js';
import { diceWord, gearNotes, scarClassName, severityName, sheetTab } from './words.js';
import { resolveStabilization } from '@harbinger/rules';

describe('tracks', () => {
  it('fills one box per point of depletion or Mind damage', () => {
    expect(bodyTrack({ body: 7, bodyDepletion: 3 })).toEqual({
      boxes: [true, true, true, false, false, false, false],
      filled: 3,
      overflow: 0,
    });
    expect(bodyTrack({ body: 6, bodyDepletion: 8 })).toMatchObject({ filled: 6, overflow: 2 });
    expect(mindTrack({ mind: 5, mindDamage: 0 }).boxes.every((b) => !b)).toBe(true);
  });
});

describe('spendingOptions', () => {
  it('prices raises with the rules (Attribute ×5, Ability 2 then ×2) and marks what is affordable', () => {
    const options = spendingOptions(
      sheetFixture({ available: 12, source: { name: 'Choir', capacity: 2, current: 1 } }),
    );
    const brawn = options.attributes.find((o) => o.id === 'brawn')!;
    expect(brawn).toMatchObject({ from: 3, cost: 15, affordable: false });
    expect(brawn.explain).toBe('Brawn 3 → 4 costs 15 Exp; you have 12, so the sheet will refuse it');
    expect(options.abilities.find((o) => o.id === 'stealth')).toMatchObject({ from: 0, cost: 2, affordable: true });
    expect(options.abilities.find((o) => o.id === 'athletics')).toMatchObject({ from: 2, cost: 4 });
    expect(options.secondaries).toEqual([expect.objectContaining({ id: 'Lock Picking', cost: 4 })]);
    expect(options.source).toMatchObject({ kind: 'source', from: 2, cost: 4 });
    expect(options.newSecondaryCost).toBe(2);
  });

  it('has no price at the top rating', () => {
    const options = spendingOptions(
      sheetFixture({
        traits: {
          attributes: { brawn: 5, dexterity: 3, perception: 2, charisma: 2, intellect: 3 },
          abilities: { athletics: 6 },
        },
      }),
    );
    expect(options.attributes.find((o) => o.id === 'brawn')).toMatchObject({ cost: null, affordable: false });
    expect(options.abilities.find((o) => o.id === 'athletics')?.cost).toBeNull();
    expect(options.source).toBeNull();
  });
});

describe('injuryLines', () => {
  it('offers the stock scars of the pending class and the Stabilization Difficulties', () => {
    const facts = sheetFixture({ severities: [5] });
    facts.battleScars = [
      {
        id: 'scar-1',
        name: 'Major Battle Scar (not picked yet)',
        class: 'major',
        chosen: false,
        injuryId: facts.injuries[0]!.id,
      },
    ];
    const [line] = injuryLines(facts);
    expect(line).toMatchObject({
      severity: 5,
      severityName: 'Severe',
      scarClass: 'Major',
      scarName: null,
      pendingScarId: 'scar-1',
    });
    expect(line!.scarOptions.map((o) => o.id)).toEqual(expect.arrayContaining(['limp', 'one_eye']));
    expect(line!.scarOptions.every((o) => scarOptions('major').some((m) => m.id === o.id))).toBe(true);
    expect(line!.stabilize).toMatchObject({ proper: 5, makeshift: 6, equipment: 'Field surgery kit with donor blood' });
  });

  it('a light Injury needs no Stabilization and leaves no scar', () => {
    const [line] = injuryLines(sheetFixture({ severities: [2] }));
    expect(line).toMatchObject({ stabilize: null, scarClass: '', scarOptions: [], degradesAt: null });
  });

  it('names the scar class a Severity leaves', () => {
    expect(scarClassOfSeverity(3)).toBe('');
    expect(scarClassOfSeverity(4)).toBe('Minor');
    expect(scarClassOfSeverity(9)).toBe('Extreme');
    expect(scarOptions('nonsense')).toEqual([]);
  });

  it('puts a Stabilization result into words (rules example: proper, Severity 5, Outcome 4 heals clean)', () => {
    const clean = resolveStabilization({ kind: 'proper', severity: 5, outcome: 4 });
    expect(describeStabilization(clean, 4)).toBe(
      'Outcome 4 against Difficulty 5: Complete success. Stabilized, and it will heal clean: the Battle Scar fades once it has healed.',
    );
    const botch = resolveStabilization({ kind: 'makeshift', severity: 4, outcome: -1 });
    expect(describeStabilization(botch, -1)).toBe(
      'Outcome -1 against Difficulty 5: Botch. Not stabilized; a new attempt is at Difficulty 7. The Injury worsened by 1. The Battle Scar got one class worse: pick it again.',
    );
  });
});

describe('ledgerLines', () => {
  it('dates, signs and units', () => {
    const lines = ledgerLines([
      {
        id: 'a',
        resource: 'exp',
        amount: 150,
        description: 'Starting Exp',
        createdAt: '2025-11-21T10:00:00Z',
        voidedAt: null,
      },
      {
        id: 'b',
        resource: 'exp',
        amount: -10,
        description: 'Raised Brawn from 2 to 3',
        createdAt: new Date('2025-11-22T10:00:00Z'),
        voidedAt: null,
      },
      {
        id: 'c',
        resource: 'gift_credit',
        amount: 1,
        description: 'Coin of Charon',
        createdAt: '2025-11-23T10:00:00Z',
        voidedAt: '2025-11-24T00:00:00Z',
      },
    ]);
    expect(lines.map((l) => [l.date, l.amount, l.voided])).toEqual([
      ['2025-11-21', '+150 Exp', false],
      ['2025-11-22', '−10 Exp', false],
      ['2025-11-23', '+1 Gift Credit', true],
    ]);
  });
});

describe('roll view', () => {
  it('scores each face at the roll’s Difficulty', () => {
    const shown = shownRoll({ faces: [1, 6, 10, 3], difficulty: 6, outcome: 2, tier: 'partial' });
    expect(shown.dice.map((d) => d.label)).toEqual(['−1', '+1', '+2', '0']);
    expect(shown.tierLabel).toBe('Partial success');
  });

  it('shows a time of day in the reader’s zone, UTC for a zone it does not know', () => {
    expect(clock('2025-11-21T14:05:00Z', 'UTC')).toBe('14:05');
    expect(clock('2025-11-21T14:05:00Z', 'Europe/Paris')).toBe('15:05');
    expect(clock('2025-07-21T14:05:00Z', 'America/New_York')).toBe('10:05');
    expect(clock('2025-11-21T14:05:00Z', 'Mars/Olympus')).toBe('14:05');
  });

  it('reads times in the account’s zone, else UTC on the server and the browser’s zone once running', () => {
    expect(shownZone('America/New_York', false)).toEqual({ zone: 'America/New_York', label: 'America/New York' });
    expect(shownZone(null, false)).toEqual({ zone: 'UTC', label: 'UTC' });
    expect(shownZone(null, true, 'Asia/Tokyo')).toEqual({
      zone: 'Asia/Tokyo',
      label: 'Asia/Tokyo, your browser’s time zone',
    });
    expect(shownZone(null, true, 'UTC')).toEqual({ zone: 'UTC', label: 'UTC' });
    expect(shownZone('Nowhere/Land', false)).toEqual({ zone: 'UTC', label: 'UTC' });
  });
});

describe('results', () => {
  const failure: SheetFailure = {
    action: 'save',
    ok: false,
    target: 'story',
    conflict: true,
    message: 'x',
    fields: {},
    values: { biography: 'mine', n: 3 },
  };

  it('finds the answer meant for a form', () => {
    expect(resultFor(failure, 'save', 'story')).toBe(failure);
    expect(resultFor(failure, 'save', 'stock')).toBeUndefined();
    expect(resultFor(failure, 'spend')).toBeUndefined();
    expect(resultFor(null, 'save')).toBeUndefined();
    expect(failureFor({ action: 'save', ok: true }, 'save')).toBeUndefined();
  });

  it('names the fields the platform reports', () => {
    expect(
      labelFields({
        'custom.name': 'needs at least 1 character',
        'conditions.2': 'may not be empty',
        'x.y': 'is odd',
        '': 'whole form',
      }),
    ).toEqual({
      'custom.name': 'Name of your own Trauma: needs at least 1 character',
      'conditions.2': 'Conditions: may not be empty',
      'x.y': 'is odd',
      '': 'whole form',
    });
  });

  it('keeps the typed text over the saved one', () => {
    expect(keptText(failure, 'biography', 'saved')).toBe('mine');
    expect(keptText(failure, 'n', '')).toBe('3');
    expect(keptText(undefined, 'biography', 'saved')).toBe('saved');
  });
});

describe('words', () => {
  it('names things', () => {
    expect(sheetTab('story')).toBe('story');
    expect(sheetTab('constructor')).toBe('status');
    expect(sheetTab(null)).toBe('status');
    expect(severityName(6)).toBe('Critical');
    expect(severityName(0)).toBe('Unknown');
    expect(scarClassName('severe')).toBe('Severe');
    expect(scarClassName(null)).toBe('');
    expect(diceWord(1)).toBe('1 die');
    expect(gearNotes(['blinds', 'odd_code'])).toEqual(['blinds whoever it hits', 'odd code']);
  });
});

describe('gear pickers', () => {
  it('offer every weapon of the rules’ tables once, grouped by category', () => {
    const groups = weaponGroups();
    const ids = groups.flatMap((g) => g.weapons.map((w) => w.id));
    expect(ids.sort()).toEqual([...WEAPON_IDS].sort());
    expect(groups.find((g) => g.category === 'firearm')?.weapons.find((w) => w.id === 'handgun')).toMatchObject({
      damage: '+2',
      difficulty: 6,
      rangeFeet: 50,
    });
    expect(groups.find((g) => g.category === 'special')?.weapons.every((w) => w.system !== null)).toBe(true);
  });

  it('offer every armor and every stock Trauma', () => {
    expect(armorChoices().map((a) => a.id)).toEqual(Object.keys(armorTable));
    expect(armorChoices().find((a) => a.id === 'full-plate')).toMatchObject({ armor: 4, dicePenalty: 2 });
    expect(traumaChoices().find((t) => t.id === 'nightmares')?.name).toBe('Nightmares');
  });
});
