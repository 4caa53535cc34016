import { describe, expect, it } from 'vitest';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { databaseReachable } from './reachable.js';

/** A stand-in database whose every query behaves as `execute` says. */
const standIn = (execute: () => Promise<unknown>) =>
  ({ db: { execute } }) as unknown as Parameters<typeof databaseReachable>[0];

describe.each(backends)('a database that answers ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('is reachable', async () => {
    expect(await databaseReachable(t.platform)).toBe(true);
  });
});

describe('a database that does not answer', () => {
  it('is not when the query fails', async () => {
    expect(await databaseReachable(standIn(() => Promise.reject(new Error('ECONNREFUSED'))))).toBe(false);
  });

  it('is not when the query hangs, and the answer comes once the wait is up', async () => {
    const hanging = standIn(() => new Promise(() => {}));
    const started = Date.now();
    expect(await databaseReachable(hanging, 50)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
