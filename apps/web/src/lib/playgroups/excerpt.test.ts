import { describe, expect, it } from 'vitest';
import { markdownExcerpt, markdownText } from './excerpt.js';

describe('plain-text excerpts of Markdown', () => {
  it('drops emphasis, headings, list markers and code marks instead of showing them raw', () => {
    expect(markdownText('We play **every** Friday, _late_.')).toBe('We play every Friday, late.');
    expect(markdownText('# Night Shift\n- gritty healing\n- *no* PvP\n1. `roll` first')).toBe(
      'Night Shift gritty healing no PvP roll first',
    );
    expect(markdownText('__Bold__ and 2 * 3 * 4 stay arithmetic')).toBe('Bold and 2 * 3 * 4 stay arithmetic');
    expect(markdownText('snake_case_name')).toBe('snake_case_name');
  });

  it('cuts long text at a word with an ellipsis', () => {
    expect(markdownExcerpt('short', 240)).toBe('short');
    const long = `${'word '.repeat(100)}end`;
    const cut = markdownExcerpt(long, 50);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(cut.endsWith('word…')).toBe(true);
    expect(markdownExcerpt('**' + 'x'.repeat(300) + '**', 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
