import type { Actor } from '@harbinger/platform';
import { setSitePermission } from '@harbinger/platform';
import {
  backends,
  expectOk,
  grantCredits,
  insertExchangeScenario,
  player,
  useTestPlatform,
} from '@harbinger/platform/testing';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiOperations } from '../server/openapi.js';
import { apiErrorSchema } from './error-schema.js';
import type { RouteSchemas } from './operation.js';

// The Exchange's routes, called on an in-memory platform: every answer parses with the schema the route declares and
// the document lists its status (as `route-responses.test.ts` does for the other areas).

type Handler = (event: unknown) => Response | Promise<Response>;
type RouteModule = { _schemas: RouteSchemas } & Record<string, unknown>;

const modules = import.meta.glob<RouteModule>('../../routes/api/v1/scenarios/**/+server.ts');

describe.each(backends)('Exchange API answers fit their schemas ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function call(route: string, method: 'GET' | 'POST', actor: Actor, params = {}, body?: unknown, query = '') {
    const module = await modules[`../../routes/api/v1/scenarios/${route}/+server.ts`]!();
    const url = new URL(`http://localhost/api/v1/scenarios/${route}${query}`);
    const request = new Request(url, body === undefined ? { method } : { method, body: JSON.stringify(body) });
    const response = await (module[method] as Handler)({
      locals: { platform: t.platform, actor },
      params,
      url,
      request,
    });
    const json: unknown = await response.json();
    const path = `/scenarios/${route.replace(/\[(\w+)\]/g, '{$1}')}`;
    expect(
      apiOperations[path]?.[method === 'GET' ? 'get' : 'post']?.responses[response.status],
      `${path} ${response.status}`,
    ).toBeDefined();
    const schema: z.ZodType | undefined = response.status < 400 ? module._schemas[method]?.response : apiErrorSchema;
    schema!.parse(json);
    return { status: response.status, json };
  }

  it('shares, submits, reviews, browses and unlocks through the API', async () => {
    const p = t.platform;
    const writer = await player(p, 'writer');
    const approver = await player(p, 'approver');
    const reader = await player(p, 'reader');
    expectOk(await setSitePermission(p, { handle: 'approver', permission: 'approve_scenarios', held: true }));
    const id = await insertExchangeScenario(p, { authorId: writer.userId, tags: ['heist'] });
    const params = { id };
    expect((await call('[id]/share', 'POST', writer, params, { handles: ['reader', 'nobody'] })).status).toBe(422);
    expect((await call('[id]/share', 'POST', writer, params, { handles: ['reader'] })).status).toBe(200);
    expect((await call('[id]/share', 'GET', writer, params)).status).toBe(200);
    expect((await call('[id]/submit', 'POST', writer, params)).status).toBe(200);
    expect((await call('approvals', 'GET', reader)).status).toBe(403);
    expect((await call('approvals', 'GET', approver)).json).toMatchObject([{ id }]);
    expect((await call('approvals/[id]', 'GET', approver, params)).status).toBe(200);
    expect((await call('[id]/review', 'POST', approver, params, { decision: 'reject' })).status).toBe(400);
    expect((await call('[id]/review', 'POST', approver, params, { decision: 'approve' })).json).toMatchObject({
      creditsPaid: 340,
    });
    expect((await call('exchange', 'GET', null, {}, undefined, '?tags=heist&players=3')).json).toMatchObject({
      items: [{ id }],
      credits: null,
    });
    expect((await call('exchange', 'GET', null, {}, undefined, '?players=none')).status).toBe(400);
    const other = await player(p, 'other');
    expect((await call('[id]/unlock', 'POST', other, params)).json).toMatchObject({
      error: { code: 'not_enough_credits' },
    });
    await grantCredits(p, other.userId, 100);
    expect((await call('[id]/unlock', 'POST', other, params)).json).toEqual({ id, spent: 100, balance: 0 });
    expect((await call('[id]/withdraw', 'POST', writer, params)).status).toBe(200);
  });
});
