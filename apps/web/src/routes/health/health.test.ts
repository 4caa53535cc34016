import { isHttpError } from '@sveltejs/kit';
import { describe, expect, it } from 'vitest';
import { openMemoryPlatform } from '@harbinger/platform/testing';
import { load } from './+page.server.js';

type LoadEvent = Parameters<typeof load>[0];

/** Runs the health page's load with `platform` as the server's platform. */
async function check(platform: unknown): Promise<unknown> {
  return load({ locals: { platform }, setHeaders: () => {} } as unknown as LoadEvent);
}

describe('the health page', () => {
  it('says the database is reachable when it answers', async () => {
    const platform = await openMemoryPlatform();
    try {
      expect(await check(platform)).toEqual({ database: 'reachable' });
    } finally {
      await platform.close();
    }
  });

  it('answers 503 when the database cannot be reached', async () => {
    const unreachable = { db: { execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) } };
    const caught = await check(unreachable).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isHttpError(caught) && caught.status).toBe(503);
    expect(isHttpError(caught) && caught.body.code).toBe('database_unreachable');
  });
});
