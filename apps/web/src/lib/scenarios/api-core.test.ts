import type { Actor } from '@harbinger/platform';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { backends, player, useTestPlatform } from '@harbinger/platform/testing';
import { apiErrorSchema } from '../api/error-schema.js';
import type { RouteSchemas } from '../api/operation.js';
import { apiOperations } from '../server/openapi.js';

// The Scenario routes called as SvelteKit calls them, on an in-memory platform; every answer is parsed with the
// schema its route declares (the one the OpenAPI document shows), and its status must be documented.

type Handler = (event: unknown) => Response | Promise<Response>;
type RouteModule = { _schemas: RouteSchemas } & Record<string, unknown>;

const modules = import.meta.glob<RouteModule>('../../routes/api/v1/scenarios/**/+server.ts');

interface CallOptions {
  route: string;
  method: 'GET' | 'POST' | 'PATCH';
  actor: Actor;
  params?: Record<string, string>;
  body?: unknown;
}

describe.each(backends)('Scenario API ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function call(options: CallOptions): Promise<{ status: number; json: Record<string, unknown> }> {
    const module = await modules[`../../routes/api/v1/${options.route}/+server.ts`]!();
    const url = new URL(`http://localhost/api/v1/${options.route}`);
    const init =
      options.body === undefined
        ? { method: options.method }
        : { method: options.method, body: JSON.stringify(options.body) };
    const event = {
      locals: { platform: t.platform, actor: options.actor },
      params: options.params ?? {},
      url,
      request: new Request(url, init),
    };
    const response = await (module[options.method] as Handler)(event);
    const json = (await response.json()) as Record<string, unknown>;
    const path = `/${options.route.replace(/\[(\w+)\]/g, '{$1}')}`;
    const method = options.method.toLowerCase() as Lowercase<typeof options.method>;
    const documented = apiOperations[path]?.[method]?.responses[response.status];
    expect(documented, `${options.method} ${path} documents ${String(response.status)}`).toBeDefined();
    const schema: z.ZodType | undefined =
      response.status < 400 ? module._schemas[options.method]?.response : apiErrorSchema;
    schema!.parse(json);
    return { status: response.status, json };
  }

  it('writes, revises, diffs, reverts and reads with spoilers left out', async () => {
    const gm = await player(t.platform, 'gemma');
    const stranger = await player(t.platform, 'sid');
    const fields = {
      title: 'The Salt Ledger',
      summary: 'A harbour audit goes wrong.',
      mission: 'Find the ledger.',
      aftermath: 'The harbour master flees.',
      handouts: [{ kind: 'loose_end', name: 'The auditor remembers', threatLevel: 'deadly', cutoff: 3 }],
    };
    expect((await call({ route: 'scenarios', method: 'POST', actor: null, body: fields })).status).toBe(401);
    expect((await call({ route: 'scenarios', method: 'POST', actor: gm, body: { title: '' } })).status).toBe(400);
    const made = await call({ route: 'scenarios', method: 'POST', actor: gm, body: fields });
    expect(made.status).toBe(201);
    const params = { id: made.json.id as string };
    expect((await call({ route: 'scenarios', method: 'GET', actor: gm })).json.items).toHaveLength(1);
    expect((await call({ route: 'scenarios', method: 'GET', actor: null })).status).toBe(401);

    const patch = { ...fields, mission: 'Find the ledger.\nBurn it.', version: 1 };
    const revised = await call({ route: 'scenarios/[id]', method: 'PATCH', actor: gm, params, body: patch });
    expect(revised.json).toMatchObject({ version: 2 });
    const stale = await call({ route: 'scenarios/[id]', method: 'PATCH', actor: gm, params, body: patch });
    expect(stale).toMatchObject({ status: 409, json: { error: { code: 'version_conflict' } } });
    expect(
      (await call({ route: 'scenarios/[id]', method: 'PATCH', actor: stranger, params, body: patch })).status,
    ).toBe(403);

    const history = await call({ route: 'scenarios/[id]/revisions', method: 'GET', actor: gm, params });
    expect(history.json.items).toHaveLength(2);
    expect((await call({ route: 'scenarios/[id]/revisions', method: 'GET', actor: stranger, params })).status).toBe(
      403,
    );
    const diff = await call({
      route: 'scenarios/[id]/revisions/[number]',
      method: 'GET',
      actor: gm,
      params: { ...params, number: '2' },
    });
    expect(diff.json).toMatchObject({ number: 2, previous: 1, changes: [{ field: 'mission', kind: 'lines' }] });
    const missing = { ...params, number: '7' };
    expect(
      (await call({ route: 'scenarios/[id]/revisions/[number]', method: 'GET', actor: gm, params: missing })).status,
    ).toBe(404);

    const back = await call({
      route: 'scenarios/[id]/revert',
      method: 'POST',
      actor: gm,
      params,
      body: { revision: 1, version: 2 },
    });
    expect(back.json).toMatchObject({ version: 3, writeup: { mission: 'Find the ledger.' } });

    const seen = await call({ route: 'scenarios/[id]', method: 'GET', actor: null, params });
    expect(seen.json).toMatchObject({ summary: 'A harbour audit goes wrong.', writeup: null, aftermath: null });
    expect(JSON.stringify(seen.json)).not.toContain('Find the ledger');
    const refused = await call({ route: 'scenarios/[id]/spoil-aftermath', method: 'POST', actor: stranger, params });
    expect(refused).toMatchObject({ status: 403, json: { error: { code: 'not_discovered' } } });
    expect((await call({ route: 'scenarios/[id]', method: 'GET', actor: null, params: { id: 'x' } })).status).toBe(404);
  });
});
