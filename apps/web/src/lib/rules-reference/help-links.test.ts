import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP_LINKS, helpHref } from './help-links.js';
import { findSection, headingsOf } from './sections.js';

const webSrc = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(svelte|ts)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('links into the rules reference', () => {
  it('every help topic points at an existing section and heading', () => {
    for (const [topic, link] of Object.entries(HELP_LINKS)) {
      const section = findSection(link.slug);
      expect(section, topic).toBeDefined();
      const anchor = 'anchor' in link ? link.anchor : undefined;
      if (section && anchor)
        expect(
          headingsOf(section).map((h) => h.id),
          topic,
        ).toContain(anchor);
    }
    expect(helpHref('penalty')).toBe('/rules/penalty');
    expect(helpHref('drawbacks')).toBe('/rules/gift-builder#enhancements-drawbacks');
  });

  it('every RuleLink topic and every literal /rules/<slug> address in the web app exists', () => {
    const files = sourceFiles(webSrc);
    let checked = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/<RuleLink\s+topic="([^"]+)"/g)) {
        expect(Object.keys(HELP_LINKS), `${file}: ${m[1] ?? ''}`).toContain(m[1]);
        checked++;
      }
      for (const m of text.matchAll(/["'`(]\/rules\/([a-z0-9-]+)(?:#([a-z0-9-]+))?/g)) {
        const slug = m[1] ?? '';
        if (slug === 'glossary') continue;
        const section = findSection(slug);
        expect(section, `${file}: /rules/${slug}`).toBeDefined();
        if (section && m[2])
          expect(
            headingsOf(section).map((h) => h.id),
            `${file}: /rules/${slug}#${m[2]}`,
          ).toContain(m[2]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
