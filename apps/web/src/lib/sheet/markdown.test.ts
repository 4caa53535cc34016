import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('paragraphs, line breaks, lists and emphasis', () => {
    expect(renderMarkdown('**Rope**, 50 ft\n- lighter')).toBe(
      '<p><strong>Rope</strong>, 50 ft</p>\n<ul><li>lighter</li></ul>',
    );
    expect(renderMarkdown('first line\nsecond *soft* line\n\nnext')).toBe(
      '<p>first line<br>second <em>soft</em> line</p>\n<p>next</p>',
    );
    expect(renderMarkdown('1. load\n2) aim\n   carefully\n* fire')).toBe(
      '<ol><li>load</li><li>aim carefully</li></ol>\n<ul><li>fire</li></ul>',
    );
    expect(renderMarkdown('# Gear\n### Small')).toBe('<h3>Gear</h3>\n<h5>Small</h5>');
    expect(renderMarkdown('__bold__ and _it_ and `a*b*c`')).toBe(
      '<p><strong>bold</strong> and <em>it</em> and <code>a*b*c</code></p>',
    );
  });

  it('leaves snake_case words and lone asterisks alone', () => {
    expect(renderMarkdown('my_spare_key, 2 * 3 = 6')).toBe('<p>my_spare_key, 2 * 3 = 6</p>');
  });

  it('never lets HTML, links or script URLs through', () => {
    const out = renderMarkdown(
      '<script>alert(1)</script>\n**<img src=x onerror=alert(1)>**\n[x](javascript:alert(1)) "q" & \'s\'',
    );
    expect(out).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;<br><strong>&lt;img src=x onerror=alert(1)&gt;</strong><br>[x](javascript:alert(1)) &quot;q&quot; &amp; &#39;s&#39;</p>',
    );
  });

  it('outputs only its own tags, whatever the input', () => {
    const allowed = /^<\/?(p|br|ul|ol|li|strong|em|code|h3|h4|h5)>$/;
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            '<',
            '>',
            'a',
            '*',
            '_',
            '`',
            '#',
            '-',
            ' ',
            '\n',
            '"',
            '&',
            '1',
            '.',
            's',
            'c',
            'r',
            'i',
            'p',
            't',
            '=',
          ),
        }),
        (text) => {
          for (const tag of renderMarkdown(text).match(/<[^>]*>/g) ?? []) expect(tag).toMatch(allowed);
        },
      ),
    );
  });

  it('renders nothing for empty text', () => {
    expect(renderMarkdown('')).toBe('');
    expect(renderMarkdown('\n  \n')).toBe('');
    expect(escapeHtml('<a href="x">')).toBe('&lt;a href=&quot;x&quot;&gt;');
  });
});
