import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../io.js';

async function run(argv: string[], files: Record<string, string> = {}, stdin = '') {
  const io = memoryIo(files, stdin);
  const code = await main(argv, io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

const FIELDS = [
  'body',
  'mind',
  'bodyDepletion',
  'bodyRemaining',
  'mindRemaining',
  'penalty',
  'state',
  'status',
  'freeMovementFeet',
  'dashMaxFeet',
  'sprint',
  'scarEffects',
  'initiativePool',
  'carryPounds',
  'liftPounds',
  'expCost',
];

describe('harbinger derive', () => {
  it('a new Contractor from an empty object', async () => {
    const { code, out } = await run(['derive', '-', '--json'], {}, '{}');
    expect(code).toBe(0);
    const derived = JSON.parse(out);
    expect(Object.keys(derived)).toEqual(FIELDS);
    expect(derived).toEqual({
      body: 6, // 5 + ceil(1/2)
      mind: 3, // 1 + 1 + 1
      bodyDepletion: 0,
      bodyRemaining: 6,
      mindRemaining: 3,
      penalty: 2, // Mind 3 remaining reads -2 on the table even undamaged
      state: 'ok',
      status: 'newbie',
      freeMovementFeet: 5, // max(5, 5 + 5 - 10)
      dashMaxFeet: 5,
      sprint: true,
      scarEffects: {
        penalty: 0,
        penaltyFloor: 0,
        movementMultiplier: 1,
        dashAllowed: true,
        sprintAllowed: true,
        because: {},
      },
      initiativePool: 2,
      carryPounds: 15,
      liftPounds: 75,
      expCost: 0,
    });
  });

  it('Battle Scars apply: Chronic Pain, a Missing Leg, a custom scar whose dice compete with the wound penalty', async () => {
    const stats = {
      attributes: { brawn: 4, dexterity: 3, perception: 3, charisma: 3, intellect: 4 },
      battleScars: ['chronic_pain', 'missing_leg'],
    };
    const json = JSON.parse((await run(['derive', '-', '--json'], {}, JSON.stringify(stats))).out);
    expect(json).toMatchObject({ penalty: 1, freeMovementFeet: 5, dashMaxFeet: 0, sprint: false, initiativePool: 5 });
    const text = await run(['derive', '-'], {}, JSON.stringify(stats));
    expect(text.out).toMatch(/Dash, extra \(ft\)\s+not possible/);
    expect(text.out).toMatch(/Sprint\s+not possible/);
    expect(text.out).toContain('Missing Leg: movement × 0.25');
    expect(text.out).toContain('Chronic Pain: Penalty at least 1');
    const custom = { ...stats, battleScars: [{ name: 'Bad knee', penalty: 2 }], injuries: [{ severity: 5 }] };
    // Severity 5 leaves 2 of Body 7: a wound penalty of 3, larger than the knee's 2; they do not add up.
    expect(JSON.parse((await run(['derive', '-', '--json'], {}, JSON.stringify(custom))).out).penalty).toBe(3);
    const bad = await run(['derive', '-'], {}, JSON.stringify({ battleScars: ['not_a_scar'] }));
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('battleScars');
  });

  it('a hurt Novice: worst Injury plus one per other Injury, Penalty from both tracks', async () => {
    const stats = {
      attributes: { brawn: 3, dexterity: 4, perception: 2, charisma: 3, intellect: 3 },
      abilities: { athletics: 3, firearms: 2 },
      victories: 5,
      injuries: [
        { severity: 3, stabilized: false },
        { severity: 1, stabilized: true },
      ],
      mindDamage: 2,
    };
    const { code, out } = await run(['derive', 'c.json', '--json'], { 'c.json': JSON.stringify(stats) });
    expect(code).toBe(0);
    const derived = JSON.parse(out);
    expect(derived).toMatchObject({
      body: 7,
      bodyDepletion: 4,
      bodyRemaining: 3,
      mind: 7,
      mindRemaining: 5,
      status: 'novice',
      state: 'ok',
    });
    expect(derived.penalty).toBe(3); // Body 3 remaining: -2; Mind 5 remaining: -1
    expect(derived.freeMovementFeet).toBe(10); // 5 + 20 - 15
    expect(derived.initiativePool).toBe(3); // 6 dice - 3
    expect(derived.carryPounds).toBe(45);
    expect(derived.liftPounds).toBe(225);
    // Attributes: brawn 1→3 15, dex 1→4 30, per 1→2 5, cha 15, int 15 = 80; athletics 0→3 2+2+4 = 8; firearms 2+2 = 4
    expect(derived.expCost).toBe(92);
  });

  it('prints a readable table without --json', async () => {
    const { code, out } = await run(['derive', '-'], {}, '{"victories": 12}');
    expect(code).toBe(0);
    expect(out).toMatch(/Status\s+seasoned/);
  });

  it('names the field of an unknown trait or an out-of-range rating, with exit code 2', async () => {
    const unknown = await run(['derive', '-'], {}, '{"attributes": {"strength": 3}}');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('attributes.strength');
    const tooHigh = await run(['derive', '-'], {}, '{"abilities": {"melee": 9}}');
    expect(tooHigh.code).toBe(2);
    expect(tooHigh.err).toContain('abilities.melee');
    const sixth = await run(['derive', '-'], {}, '{"abilities": {"melee": 6}, "victories": 3}');
    expect(sixth.code).toBe(2);
    expect(sixth.err).toContain('Seasoned');
  });

  it('reports unreadable input clearly', async () => {
    expect((await run(['derive', 'missing.json'])).err).toContain('no such file');
    expect((await run(['derive', '-'], {}, '{oops')).err).toContain('not valid JSON');
    expect((await run(['derive'])).code).toBe(2);
  });
});
