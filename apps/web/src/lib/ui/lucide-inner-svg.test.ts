import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { iconBody } from './icons.ts';
import { lucideInnerSvg } from './lucide-inner-svg.ts';

const require = createRequire(import.meta.url);

describe('lucide icons in the bundle', () => {
  it('keep only the drawing inside the <svg> element, the same drawing Icon.svelte gets in development', () => {
    const id = require.resolve('lucide-static/dist/esm/icons/menu.mjs');
    const code = readFileSync(id, 'utf8');
    const transform = lucideInnerSvg().transform as (code: string, id: string) => { code: string } | null;
    const trimmed = transform(code, id)!.code;
    expect(trimmed).toContain('const Menu = `<path d="M4 5h16"/> <path d="M4 12h16"/> <path d="M4 19h16"/>`;');
    expect(trimmed.length).toBeLessThan(code.length);
    const drawing = /`([^`]*)`/.exec(trimmed)![1]!;
    expect(iconBody(drawing)).toBe(drawing);
    expect(iconBody(/`([^`]*)`/.exec(code)![1]!)).toBe(
      '<path d="M4 5h16" /> <path d="M4 12h16" /> <path d="M4 19h16" />',
    );
  });

  it('leaves every other module alone', () => {
    const transform = lucideInnerSvg().transform as (code: string, id: string) => unknown;
    expect(transform('const a = `<svg></svg>`;', '/src/lib/x.ts')).toBeNull();
  });
});
