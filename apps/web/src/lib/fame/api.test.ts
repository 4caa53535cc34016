import type { Actor } from '@harbinger/platform';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { backends, fameWorld, insertScenario, useTestPlatform } from '@harbinger/platform/testing';
import { apiErrorSchema } from '../api/error-schema.js';
import type { RouteSchemas } from '../api/operation.js';
import { apiOperations, openApiDocument } from '../server/openapi.js';

// The Hall of Fame and Graveyard routes called as SvelteKit calls them; every answer is parsed with the schema its
// route declares (the one the OpenAPI document shows), and its status must be documented.

type Handler = (event: unknown) => Response | Promise<Response>;
type RouteModule = { _schemas: RouteSchemas } & Record<string, unknown>;

const modules = import.meta.glob<RouteModule>(
  '../../routes/api/v1/{hall-of-fame,graveyard,graveyard/tally}/+server.ts',
);

describe.each(backends)('Hall of Fame API ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function get(route: string, query = '', actor: Actor = null) {
    const module = await modules[`../../routes/api/v1/${route}/+server.ts`]!();
    const url = new URL(`http://localhost/api/v1/${route}${query}`);
    const event = { locals: { platform: t.platform, actor }, params: {}, url, request: new Request(url) };
    const response = await (module.GET as Handler)(event);
    const json = (await response.json()) as Record<string, unknown>;
    expect(apiOperations[`/${route}`]?.get?.responses[response.status], `${route} documents it`).toBeDefined();
    const schema: z.ZodType | undefined = response.status < 400 ? module._schemas.GET?.response : apiErrorSchema;
    schema!.parse(json);
    return { status: response.status, json };
  }

  it('answers every board, public, with private players and Contractors left out', async () => {
    const w = await fameWorld(t.platform);
    const gwen = await w.player('gwen');
    const ann = await w.player('ann');
    const hid = await w.player('hid');
    const ada = await w.contractor(ann, 'Ada');
    const secret = await w.contractor(ann, 'Secret', { private: true });
    const scenario = await insertScenario(t.platform, { title: 'Salt' });
    const won = (contractorId: string) => ({
      gmId: gwen.userId,
      scenarioId: scenario,
      seats: [{ userId: ann.userId, contractorId, outcome: 'victory' as const }],
    });
    await w.games(2, won(ada));
    await w.games(3, won(secret));
    await w.games(4, { gmId: hid.userId });
    await w.hide(hid.userId);
    const { status, json } = await get('hall-of-fame');
    expect(status).toBe(200);
    expect(json).toMatchObject({
      mostGmed: [{ rank: 1, player: { handle: 'gwen' }, count: 5 }],
      mostPlayed: [{ rank: 1, player: { handle: 'ann' }, count: 5 }],
      mostVictories: [
        { rank: 1, contractor: { id: ada, name: 'Ada', status: 'newbie' }, owner: { handle: 'ann' }, count: 2 },
      ],
      mostRunScenarios: [{ rank: 1, scenario: { id: scenario, title: 'Salt' }, runs: 5, deaths: 0, deathsPerRun: 0 }],
      deadliestGms: [],
      deadliestScenarios: [],
      minimums: { gmContracts: 5, scenarioRuns: 3 },
      size: 10,
    });
    expect(JSON.stringify(json)).not.toContain('Secret');
    expect(JSON.stringify(json)).not.toContain('hid');
    expect(openApiDocument.paths['/hall-of-fame']).toBeDefined();
  });

  it('filters the Graveyard by Status, with the cause of death, and refuses an unknown Status with 400', async () => {
    const w = await fameWorld(t.platform);
    const gwen = await w.player('gwen');
    const ann = await w.player('ann');
    const ada = await w.contractor(ann, 'Ada');
    await w.bury(
      ada,
      await w.game({ gmId: gwen.userId, seats: [{ userId: ann.userId, contractorId: ada, outcome: 'death' }] }),
    );
    const all = await get('graveyard', '?status=newbie');
    expect(all.json).toMatchObject({ items: [{ contractor: { id: ada, status: 'newbie' }, cause: '' }], next: null });
    expect((await get('graveyard', '?status=veteran')).json).toMatchObject({ items: [] });
    expect((await get('graveyard/tally')).json).toEqual({
      newbie: 1,
      novice: 0,
      seasoned: 0,
      professional: 0,
      veteran: 0,
    });
    expect(await get('graveyard', '?status=legend')).toMatchObject({
      status: 400,
      json: { error: { code: 'validation_failed', field: 'status' } },
    });
  });
});
