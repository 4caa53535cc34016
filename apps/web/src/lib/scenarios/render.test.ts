import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText, renderScenario, slug } from './render.js';

describe('renderScenario', () => {
  it('gives each section and inner heading a stable id and lists them in the table of contents', () => {
    const { sections, toc } = renderScenario([
      { key: 'overview', title: 'Overview', text: 'A short *night*.' },
      { key: 'mission', title: 'Mission', text: '# The docks\nGo.\n\n## The **crane**\n\n# The docks\nAgain.' },
    ]);
    expect(toc).toEqual([
      { id: 'overview', text: 'Overview', level: 1 },
      { id: 'mission', text: 'Mission', level: 1 },
      { id: 'mission-the-docks', text: 'The docks', level: 2 },
      { id: 'mission-the-crane', text: 'The crane', level: 3 },
      { id: 'mission-the-docks-2', text: 'The docks', level: 2 },
    ]);
    expect(sections[0]!.html).toBe('<p>A short <em>night</em>.</p>');
    expect(sections[1]!.html).toContain('<h3 id="mission-the-docks">The docks</h3>');
    expect(sections[1]!.html).toContain('<h4 id="mission-the-crane">The <strong>crane</strong></h4>');
    // The same text gives the same ids again.
    expect(renderScenario([{ key: 'mission', title: 'Mission', text: '# The docks' }]).toc[1]!.id).toBe(
      'mission-the-docks',
    );
  });

  it('wraps quoted lines as a read-aloud quote', () => {
    const { sections } = renderScenario([
      { key: 'introduction', title: 'Introduction', text: 'Before.\n> You wake.\n> It is cold.\n\nAfter.' },
    ]);
    expect(sections[0]!.html).toBe(
      '<p>Before.</p>\n<blockquote><p>You wake.<br>It is cold.</p></blockquote>\n<p>After.</p>',
    );
  });

  it('never lets markup through: no tags, attributes or links beyond its own', () => {
    const { sections, toc } = renderScenario([
      {
        key: 'mission',
        title: 'Mission',
        text: '# <img src=x onerror=alert(1)>\n[click](javascript:alert(1)) <script>x</script> "quoted" \'single\'',
      },
    ]);
    const html = sections[0]!.html;
    expect(html).not.toMatch(/<(img|script|a)\b/u);
    expect(html).not.toContain('href');
    expect(html).toContain('&lt;script&gt;');
    expect(toc[1]!.id).toBe('mission-img-src-x-onerror-alert-1');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = renderScenario([{ key: 'overview', title: 'Overview', text }]).sections[0]!.html;
        // Every tag left is one the renderer writes, and the only attribute is a safe id.
        for (const tag of out.match(/<[^>]*>/gu) ?? [])
          expect(tag).toMatch(/^<\/?(p|br|ul|ol|li|h[3-6]|em|strong|code|blockquote)( id="[a-z0-9-]+")?>$/u);
      }),
    );
  });
});

describe('slug and plainText', () => {
  it('keep ids to lower-case ASCII words and drop inline markup', () => {
    expect(slug('  Café — the *Docks*! ')).toBe('cafe-the-docks');
    expect(slug('???')).toBe('part');
    expect(plainText('The **crane** and `rope`')).toBe('The crane and rope');
  });
});
