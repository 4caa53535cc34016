import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// apps/web/tsconfig.json extends `$app/tsconfig`, which `svelte-kit sync` writes into apps/web/node_modules/$app. A
// fresh clone lacks it, and every `npm install` prunes it as a stranger. Vite reads that tsconfig to compile every
// web file a test imports, so without it each web test file fails before a single test runs. This global setup
// writes it first when it is missing.

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** The file `svelte-kit sync` writes that the web tsconfig extends, relative to the web app. */
export const GENERATED_TSCONFIG = 'node_modules/$app/tsconfig.json';

/** Where the web app and the `svelte-kit` command are, and how to run a command (tests pass their own). */
export interface SyncOptions {
  webDir?: string;
  bin?: string;
  run?: (bin: string, cwd: string) => { status: number | null; stderr: string };
}

const runNode = (bin: string, cwd: string) => {
  const result = spawnSync(process.execPath, [bin, 'sync'], { cwd, encoding: 'utf8' });
  return { status: result.status, stderr: result.stderr ?? String(result.error ?? '') };
};

/**
 * Runs `svelte-kit sync` for the web app when its generated tsconfig is missing; answers whether it ran. Throws
 * when the command fails, so the test run stops with the reason instead of a wall of compile errors.
 * @example ensureSvelteKitSync() // false once apps/web/node_modules/$app/tsconfig.json exists
 */
export function ensureSvelteKitSync(options: SyncOptions = {}): boolean {
  const webDir = options.webDir ?? join(repoRoot, 'apps/web');
  if (!existsSync(join(webDir, 'package.json')) || existsSync(join(webDir, GENERATED_TSCONFIG))) return false;
  const bin =
    options.bin ??
    createRequire(join(repoRoot, 'apps/web/package.json'))
      .resolve('@sveltejs/kit/package.json')
      .replace(/package\.json$/, 'svelte-kit.js');
  const result = (options.run ?? runNode)(bin, webDir);
  if (result.status !== 0) throw new Error(`svelte-kit sync failed in ${webDir}: ${result.stderr.trim()}`);
  return true;
}

/** Vitest's global setup hook: make sure the web app's generated files exist before any test file compiles. */
export default function setup(): void {
  ensureSvelteKitSync();
}
