import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../io.js';

async function run(argv: string[]) {
  const io = memoryIo();
  const code = await main(argv, io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

describe('harbinger cardgame simulate', () => {
  it('prints a balance report, the same for the same seed', async () => {
    const a = await run(['cardgame', 'simulate', '--players', '3', '--games', '20', '--seed', '7']);
    const b = await run(['cardgame', 'simulate', '--players', '3', '--games', '20', '--seed', '7']);
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).toContain('20 games, 3 players, seed 7');
  });

  it('takes variants and answers JSON', async () => {
    const { code, out } = await run(['cardgame', 'simulate', '--games', '5', '--variant', 'easy,lost_souls', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ players: 4, games: 5, variants: ['easy'], expansions: ['lost_souls'] });
  });

  it('refuses bad flags with exit code 2', async () => {
    expect((await run(['cardgame', 'simulate', '--players', '9'])).err).toContain('--players');
    expect((await run(['cardgame', 'simulate', '--variant', 'nope'])).code).toBe(2);
    expect((await run(['cardgame', 'deal'])).code).toBe(2);
  });
});
