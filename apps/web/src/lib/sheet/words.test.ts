import { describe, expect, it } from 'vitest';
import { sourceLabel } from './words.js';

describe('sourceLabel (issue 12: "Source (Source)")', () => {
  it('names the Source once', () => {
    expect(sourceLabel('Rage')).toBe('Source (Rage)');
    expect(sourceLabel('Source')).toBe('Source');
    expect(sourceLabel(' source ')).toBe('Source');
    expect(sourceLabel('')).toBe('Source');
    expect(sourceLabel(null)).toBe('Source');
  });
});
