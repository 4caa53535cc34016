import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { main } from './main.js';
import { memoryIo } from './io.js';

const bin = fileURLToPath(new URL('../bin/harbinger.js', import.meta.url));
const exec = promisify(execFile);

describe('harbinger', () => {
  it('prints the overview with no arguments', async () => {
    const io = memoryIo();
    expect(await main([], io)).toBe(0);
    expect(io.stdout.join('')).toContain('roll');
    expect(io.stdout.join('')).toContain('odds');
    expect(io.stdout.join('')).toContain('derive');
  });

  it('rejects an unknown command with exit code 2', async () => {
    const io = memoryIo();
    expect(await main(['fly'], io)).toBe(2);
    expect(io.stderr.join('')).toContain('unknown command');
  });

  it('runs as a real executable', async () => {
    const { stdout } = await exec(process.execPath, [bin, 'roll', '4@8', '--seed', '9', '--json']);
    expect(JSON.parse(stdout)).toMatchObject({ pool: 4, difficulty: 8 });
  }, 20_000);

  it('exits with code 2 on bad input as a real executable', async () => {
    await expect(exec(process.execPath, [bin, 'roll', '99'])).rejects.toMatchObject({ code: 2 });
  }, 20_000);
});
