import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureSvelteKitSync, GENERATED_TSCONFIG } from './svelte-kit-sync.js';

let webDir: string;
let calls: { bin: string; cwd: string }[];
const succeed = (bin: string, cwd: string) => {
  calls.push({ bin, cwd });
  return { status: 0, stderr: '' };
};

beforeEach(() => {
  webDir = mkdtempSync(join(tmpdir(), 'harbinger-web-'));
  writeFileSync(join(webDir, 'package.json'), '{}');
  calls = [];
});

afterEach(() => rmSync(webDir, { recursive: true, force: true }));

describe('generating the web app’s tsconfig before tests', () => {
  it('runs svelte-kit sync in the web app when its generated tsconfig is missing (a fresh clone)', () => {
    expect(ensureSvelteKitSync({ webDir, bin: 'svelte-kit.js', run: succeed })).toBe(true);
    expect(calls).toEqual([{ bin: 'svelte-kit.js', cwd: webDir }]);
  });

  it('leaves a synced app alone', () => {
    mkdirSync(join(webDir, 'node_modules/$app'), { recursive: true });
    writeFileSync(join(webDir, GENERATED_TSCONFIG), '{}');
    expect(ensureSvelteKitSync({ webDir, run: succeed })).toBe(false);
    expect(calls).toEqual([]);
  });

  it('stops the run with the command’s own complaint when it fails', () => {
    const fail = () => ({ status: 1, stderr: 'Cannot find svelte.config.js\n' });
    expect(() => ensureSvelteKitSync({ webDir, run: fail })).toThrow(
      /svelte-kit sync failed .*Cannot find svelte\.config\.js/,
    );
  });

  it('by default runs the svelte-kit command npm installed', () => {
    let used = '';
    ensureSvelteKitSync({ webDir, run: (bin) => ((used = bin), { status: 0, stderr: '' }) });
    expect(used).toMatch(/svelte-kit\.js$/);
    expect(existsSync(used)).toBe(true);
  });
});
