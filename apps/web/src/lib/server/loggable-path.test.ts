import { describe, expect, it } from 'vitest';
import { loggablePath } from './loggable-path.js';

describe('paths written to the log', () => {
  it('blank the secret of an edit link, and leave every other path alone', () => {
    expect(loggablePath('/contractors/unclaimed/0193-ab/Zk9x_secret-token')).toBe('/contractors/unclaimed/0193-ab/…');
    expect(loggablePath('/contractors/unclaimed/0193-ab/Zk9x/more')).toBe('/contractors/unclaimed/0193-ab/…/more');
    expect(loggablePath('/contractors/0193-ab')).toBe('/contractors/0193-ab');
    expect(loggablePath('/contractors/shared/key')).toBe('/contractors/shared/key');
  });
});
