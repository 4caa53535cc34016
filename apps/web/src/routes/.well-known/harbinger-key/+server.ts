import { json } from '@sveltejs/kit';
import { getServerKey } from '@harbinger/platform';
import type { RequestHandler } from './$types';

/**
 * This server's passport signing key, for other servers' operators to trust (`harbinger trust` or
 * `HARBINGER_TRUSTED_SERVERS`). Public: a public key is meant to be read by anyone.
 */
export const GET: RequestHandler = async ({ locals }) =>
  json(await getServerKey(locals.platform), {
    headers: { 'cache-control': 'public, max-age=3600' },
  });
