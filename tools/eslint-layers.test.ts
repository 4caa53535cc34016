import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerViolation, workspaceOf } from './eslint-layers.js';

const root = resolve(import.meta.dirname, '..');
const at = (path: string) => resolve(root, path);

describe('the layers lint rule', () => {
  it('knows which workspace a file is in', () => {
    expect(workspaceOf(at('packages/rules/src/dice/dice.ts'))).toBe('rules');
    expect(workspaceOf(at('apps/web/src/hooks.server.ts'))).toBe('web');
    expect(workspaceOf(at('bench/run.ts'))).toBe('bench');
    expect(workspaceOf(at('eslint.config.js'))).toBeNull();
  });

  it('lets imports point down and refuses them pointing up', () => {
    expect(layerViolation(at('apps/web/src/x.ts'), '@harbinger/platform')).toBeNull();
    expect(layerViolation(at('packages/platform/src/x.ts'), '@harbinger/rules')).toBeNull();
    expect(layerViolation(at('packages/platform/src/x.ts'), '@harbinger/web')).toMatch(/may not import/);
    expect(layerViolation(at('packages/rules/src/x.ts'), '@harbinger/platform/testing')).toMatch(/may not import/);
    expect(layerViolation(at('packages/cli/src/x.ts'), '@harbinger/web')).toMatch(/may not import/);
  });

  it('refuses relative paths that leave their workspace', () => {
    expect(layerViolation(at('apps/web/src/lib/x.ts'), '../server/y.js')).toBeNull();
    expect(
      layerViolation(at('apps/web/src/lib/gifts/x.ts'), '../../../../../packages/platform/src/gifts/y.js'),
    ).toMatch(/relative import out of web into platform/);
    expect(layerViolation(at('packages/rules/bench/odds-bench.ts'), '../../../bench/bench-types.js')).toMatch(
      /out of rules/,
    );
    expect(layerViolation(at('packages/rules/bench/odds-bench.ts'), '@harbinger/bench/types')).toBeNull();
    expect(layerViolation(at('packages/rules/src/odds/odds.ts'), '@harbinger/bench/types')).toMatch(/may not import/);
  });

  it('keeps the database drivers inside platform', () => {
    expect(layerViolation(at('packages/platform/src/db/raw.ts'), 'drizzle-orm')).toBeNull();
    expect(layerViolation(at('apps/web/src/lib/x.ts'), 'drizzle-orm/pg-core')).toMatch(
      /only inside packages\/platform/,
    );
    expect(layerViolation(at('packages/cli/src/x.ts'), 'pg')).toMatch(/only inside/);
    expect(layerViolation(at('apps/web/src/lib/x.ts'), '@electric-sql/pglite')).toMatch(/only inside/);
  });
});
