import type { Actor } from '@harbinger/platform';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { backends, openTable, player, useTestPlatform } from '@harbinger/platform/testing';
import { apiErrorSchema } from '../api/error-schema.js';
import type { RouteSchemas } from '../api/operation.js';
import { apiOperations } from '../server/openapi.js';

// The Moves and Loose Ends routes called as SvelteKit calls them, on an in-memory platform: every answer is parsed
// with the schema its route declares, its status must be documented, and the player's answers carry no secret.

type Handler = (event: unknown) => Response | Promise<Response>;
type RouteModule = { _schemas: RouteSchemas } & Record<string, unknown>;
type Method = 'GET' | 'POST' | 'DELETE';

const modules = import.meta.glob<RouteModule>([
  '../../routes/api/v1/moves/**/+server.ts',
  '../../routes/api/v1/contractors/[[]id]/loose-ends/**/+server.ts',
]);

const THREAT = 'The cameraman sells the tape';

describe.each(backends)('Moves API ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function call(options: {
    route: string;
    method: Method;
    actor: Actor;
    params?: Record<string, string>;
    body?: unknown;
    query?: string;
  }): Promise<{ status: number; json: Record<string, unknown> }> {
    const module = await modules[`../../routes/api/v1/${options.route}/+server.ts`]!();
    const url = new URL(`http://localhost/api/v1/${options.route}${options.query ?? ''}`);
    const init =
      options.body === undefined
        ? { method: options.method }
        : { method: options.method, body: JSON.stringify(options.body) };
    const response = await (module[options.method] as Handler)({
      locals: { platform: t.platform, actor: options.actor },
      params: options.params ?? {},
      url,
      request: new Request(url, init),
    });
    const json = (await response.json()) as Record<string, unknown>;
    const path = `/${options.route.replace(/\[(\w+)\]/g, '{$1}')}`;
    const method = options.method.toLowerCase() as Lowercase<Method>;
    const documented = apiOperations[path]?.[method]?.responses[response.status];
    expect(documented, `${options.method} ${path} documents ${String(response.status)}`).toBeDefined();
    const schema: z.ZodType | undefined =
      response.status < 400 ? module._schemas[options.method]?.response : apiErrorSchema;
    schema!.parse(json);
    return { status: response.status, json };
  }

  it('grants, lists with secrets filtered per reader, resolves; records, reads and voids a Move', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const outsider = await player(t.platform, 'otto');
    const params = { id: ann.contractorId };
    const looseEnd = { name: 'Filmed', threat: THREAT, threatLevel: 'deadly', cutoff: 2, needsHustle: true };
    const route = 'contractors/[id]/loose-ends';

    expect((await call({ route, method: 'POST', actor: null, params, body: looseEnd })).status).toBe(401);
    expect((await call({ route, method: 'POST', actor: ann.player, params, body: looseEnd })).status).toBe(403);
    expect((await call({ route, method: 'POST', actor: outsider, params, body: looseEnd })).status).toBe(403);
    expect(
      (await call({ route, method: 'POST', actor: table.gm, params, body: { ...looseEnd, cutoff: 9 } })).status,
    ).toBe(400);
    const granted = await call({ route, method: 'POST', actor: table.gm, params, body: looseEnd });
    expect(granted.status).toBe(201);

    const asPlayer = await call({ route, method: 'GET', actor: ann.player, params });
    expect(JSON.stringify(asPlayer.json)).not.toContain(THREAT);
    expect(asPlayer.json).toMatchObject({ looseEnds: [{ secrets: null, threatLevel: 'deadly' }], manage: false });
    for (const reader of [null, outsider]) {
      const seen = await call({ route, method: 'GET', actor: reader, params });
      expect(JSON.stringify(seen.json)).not.toContain(THREAT);
    }
    const asGm = await call({ route, method: 'GET', actor: table.gm, params });
    expect(asGm.json).toMatchObject({ looseEnds: [{ secrets: { cutoff: 2, threat: THREAT } }], manage: true });
    expect((await call({ route, method: 'GET', actor: table.gm, params, query: '?state=bogus' })).status).toBe(400);

    const resolve = 'contractors/[id]/loose-ends/[looseEndId]/resolve';
    const leParams = { id: ann.contractorId, looseEndId: granted.json.id as string };
    expect((await call({ route: resolve, method: 'POST', actor: ann.player, params: leParams, body: {} })).status).toBe(
      403,
    );
    expect((await call({ route: resolve, method: 'POST', actor: table.gm, params: leParams })).status).toBe(200);
    expect((await call({ route: resolve, method: 'POST', actor: table.gm, params: leParams })).status).toBe(409);
    expect(
      (await call({ route, method: 'GET', actor: ann.player, params, query: '?state=resolved' })).json,
    ).toMatchObject({
      looseEnds: [{ name: 'Filmed' }],
    });

    const move = {
      contractorId: ann.contractorId,
      goal: 'Buy the tape',
      summary: Array.from({ length: 250 }, () => 'word').join(' '),
      worldEventTitle: 'A studio burns',
      bonusContractorId: table.gmContractor,
    };
    expect((await call({ route: 'moves', method: 'POST', actor: ann.player, body: move })).status).toBe(403);
    const recorded = await call({ route: 'moves', method: 'POST', actor: table.gm, body: move });
    expect(recorded).toMatchObject({ status: 201, json: { bonusRefused: null, move: { bonus: { exp: 2 } } } });
    const capped = await call({
      route: 'moves',
      method: 'POST',
      actor: table.gm,
      body: { ...move, bonusContractorId: ann.contractorId },
    });
    expect(capped.status).toBe(422);
    const id = (recorded.json.move as { id: string }).id;
    const list = await call({ route: 'moves', method: 'GET', actor: null, query: `?playgroupId=${table.playgroupId}` });
    // Ann's sheet is public, so anyone reads the summary too; a private sheet keeps it (see moves-record.test).
    expect(list.json.items).toMatchObject([{ id, summary: move.summary, worldEvent: { title: 'A studio burns' } }]);
    expect((await call({ route: 'moves', method: 'GET', actor: null })).status).toBe(400);
    const one = await call({ route: 'moves/[id]', method: 'GET', actor: ann.player, params: { id } });
    expect(one.json).toMatchObject({ goal: 'Buy the tape', mayVoid: false });
    expect((await call({ route: 'moves/[id]', method: 'DELETE', actor: ann.player, params: { id } })).status).toBe(403);
    const voided = await call({ route: 'moves/[id]', method: 'DELETE', actor: table.gm, params: { id } });
    expect(voided.json).toMatchObject({ voided: { reason: '' } });
    expect((await call({ route: 'moves/[id]', method: 'DELETE', actor: table.gm, params: { id } })).status).toBe(409);
  });
});
