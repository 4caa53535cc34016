import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../io.js';

async function run(argv: string[]) {
  const io = memoryIo();
  const code = await main(argv, io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

const sumFractions = (fractions: string[]) => {
  let num = 0n;
  let den = 1n;
  for (const f of fractions) {
    const [n, d] = f.split('/').map(BigInt) as [bigint, bigint];
    num = num * d + n * den;
    den *= d;
  }
  return num === den;
};

describe('harbinger odds', () => {
  it('one die at Difficulty 6 in exact, reduced fractions', async () => {
    const { code, out } = await run(['odds', '1', '--json']);
    expect(code).toBe(0);
    const parsed = JSON.parse(out);
    expect(parsed).toMatchObject({ pool: 1, difficulty: 6, mean: '1/2' });
    expect(parsed.distribution).toEqual([
      { outcome: -1, probability: '1/10' },
      { outcome: 0, probability: '2/5' },
      { outcome: 1, probability: '2/5' },
      { outcome: 2, probability: '1/10' },
    ]);
    expect(parsed.tiers).toEqual({
      botch: '1/10',
      failure: '2/5',
      partial: '1/2',
      complete: '0/1',
      exceptional: '0/1',
    });
  });

  it('a distribution always sums to exactly 1', async () => {
    const parsed = JSON.parse((await run(['odds', '7@8', 'ex', '--penalty', '2', '--json'])).out);
    expect(sumFractions(parsed.distribution.map((e: { probability: string }) => e.probability))).toBe(true);
    expect(sumFractions(Object.values(parsed.tiers))).toBe(true);
  });

  it('--vs gives the Contested Outcome (never below 0) and the chance of success', async () => {
    const parsed = JSON.parse((await run(['odds', '1', '--vs', '1', '--json'])).out);
    expect(parsed.distribution[0].outcome).toBe(0);
    expect(parsed.distribution.every((e: { outcome: number }) => e.outcome >= 0)).toBe(true);
    // 1 die vs 1 die at Difficulty 6: initiator strictly ahead. Scores -1,0,1,2 with weights 1,4,4,1.
    // P(a > b) = (4·1 + 4·5 + 1·9) / 100 = 33/100
    expect(parsed.success).toBe('33/100');
  });

  it('prints a readable table with a bar chart and the tiers', async () => {
    const { code, out } = await run(['odds', '4@7']);
    expect(code).toBe(0);
    expect(out).toContain('Outcome');
    expect(out).toContain('█');
    expect(out).toContain('Exceptional (6+)');
    expect(out).toContain('Mean Outcome');
  });

  it('explains a bad defender expression', async () => {
    const { code, err } = await run(['odds', '4', '--vs', '0']);
    expect(code).toBe(2);
    expect(err).toContain('in --vs');
  });
});
