import { describe, expect, it } from 'vitest';
import { EFFECT_IDS } from '@harbinger/rules';
import { main } from '../main.js';
import { memoryIo } from '../io.js';

async function run(argv: string[]) {
  const io = memoryIo();
  const code = await main(argv, io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

describe('harbinger gifts report', () => {
  it('prints one row per Effect, the cost-1 verdict and the Enhancements closed to Newbies', async () => {
    const { code, out } = await run(['gifts', 'report', '--samples', '40', '--seed', '3']);
    expect(code).toBe(0);
    expect(out).toContain(`${EFFECT_IDS.length} Effects, 40 samples each, seed 3`);
    expect(out).toMatch(/^injure\s+newbie\s+\d+\s+1:\d+/m);
    expect(out).toContain('Every Effect has a valid Gift of cost 1.');
    expect(out).toContain('injure/twin-target: needs seasoned');
    expect(out).toContain('No System Text problems in the samples.');
  });

  it('answers JSON, the same for the same seed', async () => {
    const a = await run(['gifts', 'report', '--samples', '10', '--seed', 'x', '--json']);
    const b = await run(['gifts', 'report', '--samples', '10', '--seed', 'x', '--json']);
    expect(a.out).toBe(b.out);
    const report = JSON.parse(a.out) as { effects: { effectId: string; cheapest: { cost: number } }[] };
    expect(report.effects.map((e) => e.effectId)).toEqual(EFFECT_IDS);
    expect(report.effects.every((e) => e.cheapest.cost === 1)).toBe(true);
  });

  it('refuses a bad subcommand or sample count with exit code 2', async () => {
    expect((await run(['gifts', 'list'])).code).toBe(2);
    expect((await run(['gifts', 'report', '--samples', '0'])).err).toContain('--samples');
    expect((await run(['gifts', '--help'])).out).toContain('Usage: harbinger gifts report');
  });
});
