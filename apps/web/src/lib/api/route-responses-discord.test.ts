import { linkDiscord, type Actor } from '@harbinger/platform';
import { backends, contractorFor, expectOk, player, useTestPlatform } from '@harbinger/platform/testing';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiOperations } from '../server/openapi.js';
import { apiErrorSchema } from './error-schema.js';
import type { RouteSchemas } from './operation.js';

// The Discord link routes, called on an in-memory platform: every answer parses with the schema the route declares
// and the document lists its status.

type Handler = (event: unknown) => Response | Promise<Response>;
type RouteModule = { _schemas: RouteSchemas } & Record<string, unknown>;
type Method = 'GET' | 'PUT' | 'DELETE';

const modules = import.meta.glob<RouteModule>('../../routes/api/v1/accounts/me/discord/**/+server.ts');

describe.each(backends)('Discord link API answers fit their schemas ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function call(route: string, method: Method, actor: Actor, body?: string) {
    const module = await modules[`../../routes/api/v1/${route}/+server.ts`]!();
    const url = new URL(`http://localhost/api/v1/${route}`);
    const request = new Request(url, body === undefined ? { method } : { method, body });
    const response = await (module[method] as Handler)({
      locals: { platform: t.platform, actor },
      params: {},
      url,
      request,
    });
    const json: unknown = await response.json();
    const key = method.toLowerCase() as Lowercase<Method>;
    expect(apiOperations[`/${route}`]?.[key]?.responses[response.status], `${method} ${response.status}`).toBeDefined();
    const schema: z.ZodType | undefined = response.status < 400 ? module._schemas[method]?.response : apiErrorSchema;
    schema!.parse(json);
    return { status: response.status, json };
  }

  it('reads the link, chooses the bot’s Contractor, and unlinks, with 4xx for bad input', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada, { name: 'Ada Quill' });
    expect((await call('accounts/me/discord', 'GET', null)).status).toBe(401);
    expect(await call('accounts/me/discord', 'GET', ada)).toEqual({ status: 200, json: null });
    const unlinkedChoice = await call(
      'accounts/me/discord/contractor',
      'PUT',
      ada,
      JSON.stringify({ contractorId: id }),
    );
    expect(unlinkedChoice).toMatchObject({ status: 409, json: { error: { code: 'discord_not_linked' } } });
    expectOk(await linkDiscord(t.platform, ada, { id: '4242', username: 'ada_q' }));
    const read = await call('accounts/me/discord', 'GET', ada);
    expect(read.json).toMatchObject({
      discordUsername: 'ada_q',
      contractorId: null,
      current: { contractor: { id, name: 'Ada Quill' }, reason: 'only' },
      choices: [{ id, name: 'Ada Quill' }],
      hasPassword: true,
    });
    expect(await call('accounts/me/discord/contractor', 'PUT', ada, JSON.stringify({ contractorId: id }))).toEqual({
      status: 200,
      json: { contractorId: id },
    });
    const bad = await call('accounts/me/discord/contractor', 'PUT', ada, JSON.stringify({ contractorId: 'x' }));
    expect(bad).toMatchObject({ status: 400, json: { error: { code: 'validation_failed', field: 'contractorId' } } });
    const broken = await call('accounts/me/discord/contractor', 'PUT', ada, '{');
    expect(broken.status).toBe(400);
    expect(
      ((await call('accounts/me/discord', 'GET', ada)).json as { current: { reason: string } }).current.reason,
    ).toBe('chosen');
    expect(await call('accounts/me/discord', 'DELETE', ada)).toEqual({ status: 200, json: { unlinked: 'ada_q' } });
    expect((await call('accounts/me/discord', 'DELETE', ada)).status).toBe(404);
  });
});
