import { appendFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceStamp } from './serve.js';

let root: string;

function put(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Changes a file's size and time, as saving an edit would (JSON files stay valid). */
function edit(path: string): void {
  appendFileSync(join(root, path), '\n');
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(root, path), later, later);
}

const manifest = (name: string, dependencies: Record<string, string> = {}) => JSON.stringify({ name, dependencies });

// A small checkout shaped like ours: the web app uses platform and cardgame, platform uses rules.
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'harbinger-stamp-'));
  put('package.json', JSON.stringify({ name: 'harbinger', workspaces: ['packages/*', 'apps/*'] }));
  put('package-lock.json', '{}');
  put(
    'apps/web/package.json',
    manifest('@harbinger/web', { '@harbinger/platform': '*', '@harbinger/cardgame': '*', zod: '^4' }),
  );
  put('apps/web/src/app.html', '<html></html>');
  put('apps/web/static/favicon.svg', '<svg/>');
  put('apps/web/vite.config.ts', 'export default {};');
  put('apps/web/build/handler.js', 'built');
  put('packages/platform/package.json', manifest('@harbinger/platform', { '@harbinger/rules': '*' }));
  put('packages/platform/src/index.ts', 'export {};');
  put('packages/rules/package.json', manifest('@harbinger/rules'));
  put('packages/rules/src/index.ts', 'export {};');
  put('packages/cardgame/package.json', manifest('@harbinger/cardgame'));
  put('packages/cardgame/src/index.ts', 'export {};');
  put('packages/cli/package.json', manifest('@harbinger/cli', { '@harbinger/platform': '*' }));
  put('packages/cli/src/main.ts', 'export {};');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web build’s source stamp', () => {
  it('changes when a source of any package the web app builds from changes, directly or through another', () => {
    for (const path of [
      'packages/cardgame/src/index.ts',
      'packages/rules/src/index.ts',
      'packages/platform/src/index.ts',
      'apps/web/src/app.html',
      'apps/web/vite.config.ts',
    ]) {
      const before = sourceStamp(root);
      edit(path);
      expect(sourceStamp(root), path).not.toBe(before);
    }
  });

  it('changes when a dependency changes (a package manifest or the lockfile)', () => {
    for (const path of [
      'package.json',
      'package-lock.json',
      'packages/cardgame/package.json',
      'apps/web/package.json',
    ]) {
      const before = sourceStamp(root);
      edit(path);
      expect(sourceStamp(root), path).not.toBe(before);
    }
  });

  it('stays put for packages the web app does not use and for the build output itself', () => {
    const before = sourceStamp(root);
    edit('packages/cli/src/main.ts');
    edit('apps/web/build/handler.js');
    put('apps/web/build/.source-stamp', before);
    expect(sourceStamp(root)).toBe(before);
  });
});
