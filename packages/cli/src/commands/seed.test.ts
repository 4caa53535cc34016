import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from './cli-fixtures.js';

const bin = fileURLToPath(new URL('../../bin/harbinger.js', import.meta.url));
const exec = promisify(execFile);

let dir: string;
const savedUrl = process.env.DATABASE_URL;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'harbinger-cli-seed-'));
  delete process.env.DATABASE_URL;
});

afterEach(() => {
  if (savedUrl !== undefined) process.env.DATABASE_URL = savedUrl;
  rmSync(dir, { recursive: true, force: true });
});

describe('harbinger seed', () => {
  it('explains itself with --help and is listed in the overview', async () => {
    const help = await run(['seed', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: harbinger seed');
    expect(help.out).toContain('--contracts N');
    expect(help.out).toContain('--seed S');
    expect((await run([])).out).toMatch(/seed\s+fill the database/);
  });

  it.each([
    [['--contracts', '0'], '--contracts must be a whole number from 1'],
    [['--contracts', 'many'], '--contracts must be a whole number, got "many"'],
    [['--contracts', '2000000'], 'from 1 to 1000000, got 2000000'],
    [['--heavy', '-3'], '--heavy must be a whole number of at least 0'],
    [['--seed', ' '], '--seed may not be empty'],
    [['--database-url', 'mysql://somewhere'], '--database-url must start with postgres://'],
    [['--colour'], 'unknown option --colour'],
    [['extra'], 'unexpected argument "extra"'],
  ])('refuses %j with exit code 2 before touching any database', async (argv, message) => {
    const result = await run(['seed', ...argv, '--data-dir', join(dir, 'never')]);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
  });

  it('seeds a small history into the embedded database, names the veteran, and refuses the same seed twice', async () => {
    const args = ['seed', '--contracts', '15', '--heavy', '6', '--seed', 'cli', '--data-dir', join(dir, 'pglite')];
    const first = await run([...args, '--json']);
    expect(first.code).toBe(0);
    const summary = JSON.parse(first.out) as {
      contracts: number;
      heavy: { contractorId: string; contracts: number };
      password: string;
    };
    expect(summary).toMatchObject({ contracts: 15, heavy: { contracts: 6 } });
    expect(summary.heavy.contractorId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await run(args);
    expect(again.code).toBe(2);
    expect(again.err).toContain('already holds the accounts of seed “cli”');
    const other = await run([
      'seed',
      '--contracts',
      '3',
      '--heavy',
      '1',
      '--seed',
      'cli-2',
      '--data-dir',
      join(dir, 'pglite'),
    ]);
    expect(other.code).toBe(0);
    expect(other.out).toContain('Seeded 3 Contracts');
    expect(other.out).toMatch(/sheet \/contractors\/[0-9a-f-]{36}/);
  }, 120_000);

  it('exits with code 2 on bad input as a real executable', async () => {
    await expect(exec(process.execPath, [bin, 'seed', '--contracts', 'lots'])).rejects.toMatchObject({ code: 2 });
  }, 30_000);
});
