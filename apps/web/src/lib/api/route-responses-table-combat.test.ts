import type { Actor } from '@harbinger/platform';
import { backends, openTable, runningContract, useTestPlatform } from '@harbinger/platform/testing';
import { describe, expect, it } from 'vitest';
import { apiOperations } from '../server/openapi.js';
import { apiErrorSchema } from './error-schema.js';
import type { RouteSchemas } from './operation.js';

// The combat route and the table page's endpoint, called on an in-memory platform: answers fit the schemas the
// route declares, the document lists every status, and the page endpoint answers the same JSON.

type Handler = (event: unknown) => Response | Promise<Response>;
type RouteModule = { _schemas?: RouteSchemas } & Record<string, unknown>;

const modules = import.meta.glob<RouteModule>([
  '../../routes/api/v1/contracts/[[]id]/table/combat/+server.ts',
  '../../routes/contracts/[[]id]/table/combat/+server.ts',
]);

describe.each(backends)('combat tracker endpoints ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function post(file: string, actor: Actor, contractId: string, body: unknown) {
    const module = await modules[file]!();
    const url = new URL(`http://localhost/contracts/${contractId}/table/combat`);
    const request = new Request(url, { method: 'POST', body: JSON.stringify(body) });
    const response = await (module.POST as Handler)({
      locals: { platform: t.platform, actor },
      params: { id: contractId },
      url,
      request,
    });
    return { status: response.status, json: (await response.json()) as unknown, module };
  }

  const api = '../../routes/api/v1/contracts/[id]/table/combat/+server.ts';
  const page = '../../routes/contracts/[id]/table/combat/+server.ts';

  it('runs a fight through the API and the page endpoint, with documented 4xx refusals', async () => {
    const table = await openTable(t.platform);
    const ana = await table.seat('ana', { name: 'Ana Vey' });
    const contractId = await runningContract(table, [ana]);
    const operation = apiOperations['/contracts/{id}/table/combat']!.post!;
    const check = (answer: Awaited<ReturnType<typeof post>>) => {
      expect(operation.responses[answer.status], `status ${answer.status}`).toBeDefined();
      (answer.status < 400 ? answer.module._schemas!.POST!.response! : apiErrorSchema).parse(answer.json);
      return answer;
    };
    const started = check(await post(api, table.gm, contractId, { type: 'start' }));
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ round: 0, combatants: [{ name: 'Ana Vey' }] });
    expect(check(await post(api, ana.player, contractId, { type: 'next_round' })).status).toBe(403);
    expect(check(await post(api, null, contractId, { type: 'start' })).status).toBe(401);
    expect(check(await post(api, table.gm, contractId, { type: 'nope' })).status).toBe(400);
    const rolled = await post(page, ana.player, contractId, { type: 'roll_initiative', combatantId: ana.contractorId });
    expect(rolled.status).toBe(200);
    expect(rolled.json).toMatchObject({ combatants: [{ initiative: { entered: false } }] });
    const again = await post(page, ana.player, contractId, { type: 'roll_initiative', combatantId: ana.contractorId });
    expect(again).toMatchObject({ status: 422, json: { error: { code: 'initiative_already_set' } } });
    check(await post(api, table.gm, contractId, { type: 'next_round' }));
    const ended = check(await post(api, table.gm, contractId, { type: 'end' }));
    expect(ended.json).toBeNull();
  });
});
