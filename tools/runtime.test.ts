import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  devDependencies: Record<string, string>;
};

describe('the runtime', () => {
  it('is the Node 24 that the project installs for its scripts', () => {
    expect(manifest.devDependencies.node).toMatch(/^\^24\./);
    expect(Number(process.versions.node.split('.')[0])).toBe(24);
  });
});
