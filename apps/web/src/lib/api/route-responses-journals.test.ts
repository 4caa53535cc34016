import type { Actor } from '@harbinger/platform';
import { backends, player, playedContract, useTestPlatform } from '@harbinger/platform/testing';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiOperations } from '../server/openapi.js';
import { apiErrorSchema } from './error-schema.js';
import type { RouteSchemas } from './operation.js';

// The Journals routes, called on an in-memory platform: every answer parses with the schema the route declares and
// the document lists its status (as `route-responses.test.ts` does for the other areas).

type Handler = (event: unknown) => Response | Promise<Response>;
type RouteModule = { _schemas: RouteSchemas } & Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PATCH';

const modules = import.meta.glob<RouteModule>([
  '../../routes/api/v1/journals/**/+server.ts',
  '../../routes/api/v1/contractors/[[]id]/journals/+server.ts',
]);

const words = (n: number) => Array.from({ length: n }, () => 'ink').join(' ');

describe.each(backends)('Journal API answers fit their schemas ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function call(route: string, method: Method, actor: Actor, params = {}, body?: unknown) {
    const file = `../../routes/api/v1/${route}/+server.ts`;
    const module = await modules[file]!();
    const url = new URL(`http://localhost/api/v1/${route}`);
    const request = new Request(url, body === undefined ? { method } : { method, body: JSON.stringify(body) });
    const response = await (module[method] as Handler)({
      locals: { platform: t.platform, actor },
      params,
      url,
      request,
    });
    const json: unknown = await response.json();
    const path = `/${route.replace(/\[(\w+)\]/g, '{$1}')}`;
    const key = method.toLowerCase() as Lowercase<Method>;
    expect(
      apiOperations[path]?.[key]?.responses[response.status],
      `${method} ${path} ${response.status}`,
    ).toBeDefined();
    const schema: z.ZodType | undefined = response.status < 400 ? module._schemas[method]?.response : apiErrorSchema;
    schema!.parse(json);
    return { status: response.status, json };
  }

  it('writes, reads, edits and lists Journals through the API, with 4xx for bad input', async () => {
    const played = await playedContract(t.platform);
    const input = {
      contractorId: played.contractorId,
      kind: 'contract',
      contractId: played.contractId,
      title: 'The dock at night',
      body: words(250),
    };
    expect((await call('journals', 'POST', null, {}, input)).status).toBe(401);
    expect((await call('journals', 'POST', played.player, {}, { ...input, title: '' })).status).toBe(400);
    const written = await call('journals', 'POST', played.player, {}, input);
    expect(written).toMatchObject({ status: 201, json: { reward: 'exp', wordCount: 250, mine: true } });
    const id = (written.json as { id: string }).id;
    expect((await call('journals', 'POST', played.player, {}, input)).json).toMatchObject({
      error: { code: 'journal_exists' },
    });
    const stranger = await player(t.platform, 'stranger');
    expect((await call('journals', 'POST', stranger, {}, input)).status).toBe(403);
    expect(
      (await call('journals', 'POST', played.player, {}, { ...input, kind: 'downtime', spoiler: true })).json,
    ).toMatchObject({ error: { code: 'no_scenario' } });

    expect((await call('journals/[id]', 'GET', null, { id })).json).toMatchObject({ id, mine: false, standing: null });
    expect((await call('journals/[id]', 'GET', null, { id: 'nope' })).status).toBe(404);
    const edit = { title: 'Shorter', body: words(12), version: 1 };
    expect((await call('journals/[id]', 'PATCH', stranger, { id }, edit)).status).toBe(403);
    expect((await call('journals/[id]', 'PATCH', played.player, { id }, { ...edit, version: 9 })).status).toBe(409);
    expect((await call('journals/[id]', 'PATCH', played.player, { id }, edit)).json).toMatchObject({
      reward: 'none',
      version: 2,
      standing: { held: 'none', slot: 'exp' },
    });

    expect((await call('journals', 'GET', null)).json).toMatchObject([{ id, title: 'Shorter' }]);
    expect(
      (await call('contractors/[id]/journals', 'GET', played.player, { id: played.contractorId })).json,
    ).toMatchObject({ mayWrite: true, journals: [{ id }], standing: { contractsAttended: 1 } });
    expect((await call('contractors/[id]/journals', 'GET', null, { id: 'nope' })).status).toBe(404);
  });
});
