import type { Actor } from '@harbinger/platform';
import { describe, expect, it } from 'vitest';
import { backends, openTable, runningContract, useTestPlatform } from '@harbinger/platform/testing';
import { apiErrorSchema } from '../api/error-schema.js';
import type { RouteSchemas } from '../api/operation.js';
import { apiOperations } from '../server/openapi.js';

// `POST /api/v1/contracts/{id}/finish` with a cause of death, called as SvelteKit calls it; every status it answers
// must be documented.

type Handler = (event: unknown) => Response | Promise<Response>;
type RouteModule = { _schemas: RouteSchemas } & Record<string, unknown>;

const modules = import.meta.glob<RouteModule>('../../routes/api/v1/{contracts/[id]/finish,graveyard}/+server.ts');

describe.each(backends)('recording a Contract with a cause of death, over the API ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function call(
    route: string,
    method: 'GET' | 'POST',
    params: Record<string, string>,
    actor: Actor,
    body?: unknown,
  ) {
    const module = await modules[`../../routes/api/v1/${route}/+server.ts`]!();
    const path = route.replace('[id]', params.id ?? '');
    const url = new URL(`http://localhost/api/v1/${path}`);
    const request = new Request(url, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    const response = await (module[method] as Handler)({
      locals: { platform: t.platform, actor },
      params,
      url,
      request,
    });
    const json = (await response.json()) as Record<string, unknown>;
    const doc = route.replace('[id]', '{id}');
    expect(apiOperations[`/${doc}`]?.[method === 'GET' ? 'get' : 'post']?.responses[response.status]).toBeDefined();
    // Every answer must fit the strict schema the document shows: the error's, or the route's own.
    if (response.status >= 400) apiErrorSchema.parse(json);
    else module._schemas[method]!.response!.parse(json);
    return { status: response.status, json };
  }

  it('stores the cause on the grave, and answers 422 for a cause on a seat that lived', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const id = await runningContract(table, [ann, bob]);
    const finish = (annOutcome: 'victory' | 'death') =>
      call('contracts/[id]/finish', 'POST', { id }, table.gm, {
        outcomes: [
          { contractorId: ann.contractorId, outcome: annOutcome, cause: 'Poisoned wine' },
          { contractorId: bob.contractorId, outcome: 'failure' },
        ],
        gmImprovementContractorId: table.gmContractor,
      });
    const refused = await finish('victory');
    expect(refused).toMatchObject({
      status: 422,
      json: { error: { code: 'cause_without_death', field: 'outcomes.0.cause' } },
    });
    expect(JSON.stringify(refused.json)).toContain('only recorded for a Contractor who died');
    expect(await finish('death')).toMatchObject({ status: 200, json: { deaths: [ann.contractorId] } });
    const graves = await call('graveyard', 'GET', {}, null);
    expect(graves.json).toMatchObject({
      items: [{ contractor: { id: ann.contractorId }, cause: 'Poisoned wine', contract: { id } }],
    });
  });
});
