import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const SEPARATOR = '·';

function svelteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return svelteFiles(path);
    return entry.name.endsWith('.svelte') ? [path] : [];
  });
}

/**
 * Places where Svelte's whitespace trimming glues a "·" to the word before or after it. Svelte drops the blanks at
 * the start and the end of a block's content, so `34{#if x} · lives{/if}` prints "34· lives". A block that opens
 * with a separator is safe only when blank text stands right before the block's `{#…}` tag; a block that ends with
 * one is never safe.
 */
export function gluedSeparators(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  const lineOf = (at: number) => source.slice(0, at).split('\n').length;
  // Each open block remembers whether blank text stood before its opening tag.
  const open: boolean[] = [];
  const tag = /\{([#:/])(\w+)[^}]*\}/g;
  for (let m = tag.exec(source); m !== null; m = tag.exec(source)) {
    const [whole, sigil, keyword] = m;
    const end = m.index + whole.length;
    if (sigil === '#') open.push(/\s$/.test(source.slice(0, m.index)));
    if (sigil === '/') {
      open.pop();
      continue;
    }
    if (keyword !== 'if' && keyword !== 'else' && keyword !== 'each' && keyword !== 'key') continue;
    const blankBefore = open.at(-1) ?? true;
    const after = /^\s*·/.exec(source.slice(end));
    if (after && !blankBefore) found.push({ line: lineOf(end), text: source.slice(m.index, end + 24).split('\n')[0]! });
  }
  // Svelte drops the blank that opens an element's text too: `+2<span> · 50 ft</span>` reads "+2· 50 ft".
  for (const m of source.matchAll(new RegExp(`\\S<[a-z]+(\\s[^>]*)?>\\s+${SEPARATOR}`, 'g'))) {
    found.push({ line: lineOf(m.index), text: m[0] });
  }
  // A separator followed only by blanks up to the block's end or its next branch loses its trailing space.
  for (const m of source.matchAll(new RegExp(`${SEPARATOR}\\s+\\{[:/]`, 'g'))) {
    found.push({ line: lineOf(m.index), text: m[0] });
  }
  return found;
}

/** Markup without its scripts and styles, where words are printed. */
function markup(source: string): string {
  return source.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, (block) => block.replace(/[^\n]/g, ' '));
}

/** Where a fixed article or plural meets a value: "a {class}" (a Extreme), "{n} Contracts" (1 Contracts). */
export function fixedGrammar(source: string): { line: number; text: string }[] {
  const text = markup(source);
  const lineOf = (at: number) => text.slice(0, at).split('\n').length;
  const patterns = [
    /(?<![\w<-])an? \{(?!\s*['"`])[^}]*\}/g,
    /(?<!\$)\{[^{}]*\}\s+(?:Contracts|Contractors|victories|deaths|players|members|Gifts|Injuries|Dice Cards)\b/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => ({ line: lineOf(m.index), text: m[0] })));
}

describe('separators keep their spaces (issue 12: "· 34· lives", "Liabilities· 1 Gift Credit")', () => {
  it('finds the glued forms and passes the safe ones', () => {
    expect(gluedSeparators('<p>{age}{#if x}\n  · lives in {x}{/if}</p>')).toHaveLength(1);
    expect(gluedSeparators('<p>a{#if x} · b{:else} · c{/if}</p>')).toHaveLength(2);
    expect(gluedSeparators('<p>a ·\n{/if}</p>')).toHaveLength(1);
    expect(gluedSeparators('<p>+2<span> · 50 ft</span></p>')).toHaveLength(1);
    expect(gluedSeparators('<p>+2 <span>· 50 ft</span></p>')).toEqual([]);
    expect(gluedSeparators('<p>a\n  {#if x}\n    · b{:else}· c{/if}</p>')).toEqual([]);
    expect(gluedSeparators('<p>{#if x}<span>a</span>{/if} · b</p>')).toEqual([]);
  });

  it('no page or component glues a "·" to its neighbour', () => {
    const problems = svelteFiles(SRC).flatMap((file) =>
      gluedSeparators(readFileSync(file, 'utf8')).map((p) => `${relative(SRC, file)}:${String(p.line)} ${p.text}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('articles and plurals follow the value (issue 12: "a Extreme Battle Scar", "1 Contracts")', () => {
  it('finds a fixed article or plural next to a value', () => {
    expect(fixedGrammar('<p>Leaves a {scar.class} Battle Scar</p>')).toHaveLength(1);
    expect(fixedGrammar('<p>({c.victories} Contracts won)</p>')).toHaveLength(1);
    expect(fixedGrammar('<p>Leaves {withArticle(x)} scar, {countOf(n, "Contract")}</p>')).toEqual([]);
    expect(fixedGrammar('<p><a {href}>x</a> {ok ? `${status} Contractors` : ""}</p>')).toEqual([]);
    expect(fixedGrammar('<script>const a = {b: 1}; const x = `${n} Contracts`;</script><p>ok</p>')).toEqual([]);
  });

  it('no page or component prints one', () => {
    const problems = svelteFiles(SRC).flatMap((file) =>
      fixedGrammar(readFileSync(file, 'utf8')).map((p) => `${relative(SRC, file)}:${String(p.line)} ${p.text}`),
    );
    expect(problems).toEqual([]);
  });
});
