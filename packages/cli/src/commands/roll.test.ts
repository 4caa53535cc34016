import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../io.js';

async function run(argv: string[], files: Record<string, string> = {}) {
  const io = memoryIo(files);
  const code = await main(argv, io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

describe('harbinger roll', () => {
  it('prints exactly one JSON object with the pool, Difficulty, dice, Outcome and result', async () => {
    const { code, out } = await run(['roll', '5@7', '--seed', '3', '--json']);
    expect(code).toBe(0);
    const parsed = JSON.parse(out);
    expect(Object.keys(parsed)).toEqual(['pool', 'difficulty', 'dice', 'outcome', 'result']);
    expect(parsed.pool).toBe(5);
    expect(parsed.difficulty).toBe(7);
    expect(parsed.dice).toHaveLength(5);
  });

  it('the same seed gives the same dice', async () => {
    const a = await run(['roll', '8', '--seed', 'table-1', '--json']);
    const b = await run(['roll', '8', '--seed', 'table-1', '--json']);
    expect(JSON.parse(a.out).dice).toEqual(JSON.parse(b.out).dice);
  });

  it('scores physical dice: the burglar climbs with 2,6,0,8,1,5,7 for an Outcome of 4', async () => {
    const { code, out } = await run(['roll', '7', '--dice', '2,6,0,8,1,5,7', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({
      pool: 7,
      difficulty: 6,
      dice: [2, 6, 10, 8, 1, 5, 7],
      outcome: 4,
      result: 'complete',
    });
  });

  it('accepts the expression as several words and shows each die, the Outcome and the tier', async () => {
    const { code, out } = await run(['roll', '3', 'ex', 'climbing', 'the', 'wall', '--dice', '7,5,2']);
    expect(code).toBe(0);
    expect(out).toContain('climbing the wall');
    expect(out).toContain('7(+1) 5(0) 2(0)');
    expect(out).toContain('exerted: +1');
    expect(out).toContain('Outcome 2: a partial success');
  });

  it('applies penalty, bonus, no-ability and rank 6 flags', async () => {
    const json = async (...argv: string[]) => JSON.parse((await run(['roll', ...argv, '--seed', '1', '--json'])).out);
    expect((await json('6', '--penalty', '2')).pool).toBe(4);
    expect((await json('6', '--penalty', '9')).pool).toBe(2);
    expect((await json('6', '--penalty', '9', '--pool-floor-1')).pool).toBe(1);
    expect((await json('4', '--bonus', '2', '+1')).pool).toBe(6);
    expect((await json('4', '--no-ability')).difficulty).toBe(7);
    const floored = await run(['roll', '3', '--rank6', '--dice', '1,1,1', '--json']);
    expect(JSON.parse(floored.out).outcome).toBe(0);
  });

  it('rejects a --dice count that does not match the final pool, naming both counts', async () => {
    const { code, err } = await run(['roll', '5', '--penalty', '1', '--dice', '7,5,2']);
    expect(code).toBe(2);
    expect(err).toContain('this roll throws 4 dice, but 3 were given');
  });

  it('explains a bad expression with the position of the problem', async () => {
    const { code, err } = await run(['roll', '5@x']);
    expect(code).toBe(2);
    expect(err).toMatch(/Difficulty/);
    expect(err).toContain('  5@x\n    ^');
  });

  it('rolls by traits from a --sheet file', async () => {
    // Charisma and Intellect 3 give Mind 7, so an unhurt sheet carries no Penalty.
    const sheet = JSON.stringify({
      attributes: { dexterity: 3, charisma: 3, intellect: 3 },
      abilities: { athletics: 2 },
    });
    const { code, out } = await run(['roll', 'dex+athletics@7', '--sheet', 'c.json', '--seed', '2', '--json'], {
      'c.json': sheet,
    });
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ pool: 5, difficulty: 7 });
  });

  it("a sheet carries its Penalty into trait rolls (a new Contractor's Mind of 3 reads -2)", async () => {
    const sheet = JSON.stringify({ attributes: { dexterity: 3 }, abilities: { athletics: 2 } });
    const { out } = await run(['roll', 'dex+athletics', '--sheet', 'c.json', '--seed', '2', '--json'], {
      'c.json': sheet,
    });
    expect(JSON.parse(out).pool).toBe(3);
  });

  it('asks for a sheet when the roll names traits without one', async () => {
    const { code, err } = await run(['roll', 'dex+athletics']);
    expect(code).toBe(2);
    expect(err).toContain('--sheet');
  });

  it('refuses unknown options and empty rolls with exit code 2', async () => {
    expect((await run(['roll', '5', '--loud'])).code).toBe(2);
    expect((await run(['roll'])).code).toBe(2);
    expect((await run(['roll', '5', '--dice', 'a,b'])).code).toBe(2);
    expect((await run(['roll', '5', '--penalty', 'x'])).code).toBe(2);
  });

  it('prints help with --help', async () => {
    const { code, out } = await run(['roll', '--help']);
    expect(code).toBe(0);
    expect(out).toContain('Usage: harbinger roll');
  });
});
