import { describe, expect, it } from 'vitest';
import { bodyLimit, DEFAULT_BODY_LIMIT } from './body-limit.js';

describe('bodyLimit', () => {
  it('is 1 MiB when HARBINGER_BODY_LIMIT is not set', () => {
    expect(bodyLimit({})).toBe(DEFAULT_BODY_LIMIT);
    expect(DEFAULT_BODY_LIMIT).toBe(1_048_576);
    expect(bodyLimit({ HARBINGER_BODY_LIMIT: ' ' })).toBe(DEFAULT_BODY_LIMIT);
  });

  it('reads whole bytes, KiB and MiB', () => {
    expect(bodyLimit({ HARBINGER_BODY_LIMIT: '65536' })).toBe(65_536);
    expect(bodyLimit({ HARBINGER_BODY_LIMIT: '512K' })).toBe(524_288);
    expect(bodyLimit({ HARBINGER_BODY_LIMIT: '2m' })).toBe(2_097_152);
  });

  it.each(['0', '-1', '1.5M', '1G', 'lots', '1e6', String(2 ** 60)])('refuses %j and says what it wants', (value) => {
    expect(() => bodyLimit({ HARBINGER_BODY_LIMIT: value })).toThrow(/HARBINGER_BODY_LIMIT must be a size in bytes/);
  });
});
