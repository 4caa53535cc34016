import type { Actor, Passport } from '@harbinger/platform';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { backends, creationInput, player, useTestPlatform } from '@harbinger/platform/testing';
import { apiOperations } from '../server/openapi.js';
import { apiErrorSchema } from './error-schema.js';
import type { RouteSchemas } from './operation.js';

// Calls the real API route handlers on an in-memory platform and parses every answer with the response schema the
// route declares (the same one the OpenAPI document shows), so a view that grows or changes a field fails here.

type Handler = (event: unknown) => Response | Promise<Response>;
type RouteModule = { _schemas: RouteSchemas } & Record<string, unknown>;

const modules = import.meta.glob<RouteModule>('../../routes/api/v1/**/+server.ts');

/** Options of one call: the route folder, the method, and what the request carries. */
interface CallOptions {
  route: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  actor: Actor;
  params?: Record<string, string>;
  body?: unknown;
}

describe.each(backends)('API answers fit their response schemas ($name)', (backend) => {
  // The configured origin differs from the requests' (http://localhost): links and claims must use the former.
  const origin = 'https://harbinger.example';
  const t = useTestPlatform(backend, { origin });

  /** Runs the route's handler and parses its JSON with the schema for its status: the answer's, or the error's. */
  async function call(options: CallOptions): Promise<{ status: number; json: unknown }> {
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
    const json: unknown = await response.json();
    const documented =
      apiOperations[`/${options.route.replace(/\[(\w+)\]/g, '{$1}')}`]?.[
        options.method.toLowerCase() as Lowercase<typeof options.method>
      ]?.responses[response.status];
    expect(documented, `${options.method} ${options.route} documents ${response.status}`).toBeDefined();
    const schema: z.ZodType | undefined =
      response.status < 400 ? module._schemas[options.method]?.response : apiErrorSchema;
    expect(schema, `${options.method} ${options.route} has a schema for ${response.status}`).toBeDefined();
    schema?.parse(json);
    return { status: response.status, json };
  }

  it('parses the Contractor, ledger, passport and Gift answers', async () => {
    const ana = await player(t.platform, 'ana');
    const made = await call({ route: 'contractors', method: 'POST', actor: ana, body: creationInput() });
    expect(made.status).toBe(201);
    const id = (made.json as { id: string }).id;
    const params = { id };
    expect((await call({ route: 'contractors/[id]', method: 'GET', actor: ana, params })).status).toBe(200);
    expect((await call({ route: 'contractors', method: 'GET', actor: ana })).status).toBe(200);
    const hurt = await call({
      route: 'contractors/[id]/injuries',
      method: 'POST',
      actor: ana,
      params,
      body: { severity: 2 },
    });
    expect(hurt.status).toBe(201);
    expect((await call({ route: 'contractors/[id]/ledger', method: 'GET', actor: ana, params })).status).toBe(200);
    expect((await call({ route: 'contractors/[id]/export', method: 'GET', actor: ana, params })).status).toBe(200);
    expect((await call({ route: 'contractors/[id]/gifts', method: 'GET', actor: ana, params })).status).toBe(200);
    expect((await call({ route: 'gifts/catalog', method: 'GET', actor: null })).status).toBe(200);
    const refused = await call({
      route: 'contractors/[id]/injuries',
      method: 'POST',
      actor: ana,
      params,
      body: { severity: 0 },
    });
    expect(refused.status).toBe(400);
  });

  it('parses the Playgroup, Contract, Graveyard, notification and webhook answers', async () => {
    const gm = await player(t.platform, 'gamemaster');
    const group = await call({ route: 'playgroups', method: 'POST', actor: gm, body: { name: 'Night Shift' } });
    expect(group.status).toBe(201);
    const params = { id: (group.json as { id: string }).id };
    expect((await call({ route: 'playgroups', method: 'GET', actor: null })).status).toBe(200);
    expect((await call({ route: 'playgroups/[id]', method: 'GET', actor: gm, params })).status).toBe(200);
    expect((await call({ route: 'playgroups/[id]/invite-link', method: 'POST', actor: gm, params })).status).toBe(200);
    const posted = await call({
      route: 'playgroups/[id]/events',
      method: 'POST',
      actor: gm,
      params,
      body: { title: 'Fog', body: 'It rolls in.' },
    });
    expect(posted.status).toBe(201);
    expect((await call({ route: 'playgroups/[id]/events', method: 'GET', actor: gm, params })).status).toBe(200);
    const body = { playgroupId: params.id, title: 'The Lighthouse', startsAt: '2030-02-01T19:00:00+01:00' };
    const contract = await call({ route: 'contracts', method: 'POST', actor: gm, body });
    expect(contract.status).toBe(201);
    const contractParams = { id: (contract.json as { id: string }).id };
    expect((await call({ route: 'contracts/[id]', method: 'GET', actor: gm, params: contractParams })).status).toBe(
      200,
    );
    expect((await call({ route: 'contracts', method: 'GET', actor: gm })).status).toBe(200);
    const menu = { actor: gm, params: contractParams };
    expect((await call({ route: 'contracts/[id]/rsvp-options', method: 'GET', ...menu })).status).toBe(200);
    const ringer = { ringer: true };
    expect((await call({ route: 'contracts/[id]/waitlist', method: 'POST', body: ringer, ...menu })).status).toBe(422);
    expect((await call({ route: 'contracts/[id]/waitlist', method: 'DELETE', ...menu })).status).toBe(409);
    expect(
      (await call({ route: 'contracts/[id]/cancel', method: 'POST', actor: gm, params: contractParams })).status,
    ).toBe(200);
    expect((await call({ route: 'graveyard', method: 'GET', actor: null })).status).toBe(200);
    expect((await call({ route: 'notifications', method: 'GET', actor: gm })).status).toBe(200);
    expect((await call({ route: 'notifications', method: 'POST', actor: gm, body: { all: true } })).status).toBe(200);
    expect((await call({ route: 'playgroups/[id]/webhooks', method: 'GET', actor: gm, params })).status).toBe(200);
    expect((await call({ route: 'playgroups/[id]', method: 'GET', actor: gm, params: { id: 'nope' } })).status).toBe(
      404,
    );
  });

  it('parses the Coin, passport, consent and import-acceptance answers', async () => {
    const ana = await player(t.platform, 'ana');
    const ben = await player(t.platform, 'ben');
    expect((await call({ route: 'coins', method: 'GET', actor: ana })).status).toBe(200);
    expect((await call({ route: 'coins', method: 'GET', actor: null })).status).toBe(401);
    const coinless = await call({
      route: 'contractors',
      method: 'POST',
      actor: ana,
      body: creationInput({ useCoinOfCharon: true }),
    });
    expect(coinless).toMatchObject({ status: 422, json: { error: { code: 'no_coin_of_charon' } } });
    const made = await call({ route: 'contractors', method: 'POST', actor: ana, body: creationInput() });
    const params = { id: (made.json as { id: string }).id };
    const exported = await call({ route: 'contractors/[id]/export', method: 'GET', actor: ana, params });
    expect(exported.json).toMatchObject({ claim: { issuer: origin } });
    // Changed after signing, and made for Ana: Ben may not import it.
    const changed = { ...(exported.json as Record<string, unknown>), exportedAt: '2030-01-02T00:00:00.000Z' };
    const imported = await call({ route: 'contractors/import', method: 'POST', actor: ana, body: exported.json });
    // A copy of a Contractor still here is never clean; with no victories or Gifts, nothing waits.
    expect(imported).toMatchObject({ status: 201, json: { verified: false, unverified: null } });
    expect((await call({ route: 'contractors/import', method: 'POST', actor: ana, body: exported.json })).status).toBe(
      409,
    );
    expect((await call({ route: 'contractors/import', method: 'POST', actor: ben, body: changed })).status).toBe(403);
    const viewCopy = await call({ route: 'contractors/[id]/export', method: 'GET', actor: ben, params });
    expect((await call({ route: 'contractors/import', method: 'POST', actor: ben, body: viewCopy.json })).status).toBe(
      403,
    );
    const consent = await call({
      route: 'contractors/[id]/consents',
      method: 'POST',
      actor: ana,
      params,
      body: { handle: 'ben' },
    });
    expect(consent).toMatchObject({
      status: 201,
      json: { link: expect.stringMatching(`^${origin}/passports/consent/`) },
    });
    const token = { token: (consent.json as { token: string }).token };
    expect((await call({ route: 'passport-consents/[token]', method: 'POST', actor: ben, params: token })).status).toBe(
      200,
    );
    expect((await call({ route: 'passport-consents/[token]', method: 'POST', actor: ben, params: token })).status).toBe(
      409,
    );
    // An unsigned file (version 2) with one won Contract: the victory waits for a Leader.
    const { claim: _claim, signature: _signature, ...body } = exported.json as Passport & Record<string, unknown>;
    const { unverifiedImport: _pending, ...sheet } = body.contractor as Passport['contractor'] & {
      unverifiedImport?: unknown;
    };
    const at = body.exportedAt;
    const won = [
      { resource: 'exp', amount: 3, kind: 'contract_attendance', cause: { home: true }, createdAt: at, voidedAt: null },
      { resource: 'exp', amount: 2, kind: 'contract_victory', cause: {}, createdAt: at, voidedAt: null },
      { resource: 'gift_credit', amount: 1, kind: 'contract_victory', cause: {}, createdAt: at, voidedAt: null },
    ];
    const unsigned = { ...body, version: 2, contractor: { ...sheet, victories: 1 }, ledger: [...body.ledger, ...won] };
    const flagged = await call({ route: 'contractors/import', method: 'POST', actor: ana, body: unsigned });
    expect(flagged).toMatchObject({ status: 201, json: { verified: false, unverified: { victories: 1 } } });
    const group = await call({ route: 'playgroups', method: 'POST', actor: ana, body: { name: 'Customs' } });
    const home = { id: (group.json as { id: string }).id, contractorId: (flagged.json as { id: string }).id };
    const brought = await call({
      route: 'playgroups/[id]/contractors',
      method: 'POST',
      actor: ana,
      params: home,
      body: { contractorId: home.contractorId },
    });
    expect(brought.status).toBe(201);
    expect((await call({ route: 'playgroups/[id]', method: 'GET', actor: ana, params: home })).json).toMatchObject({
      contractors: [{ unverifiedImport: { victories: 1, reason: 'unsigned' } }],
    });
    const accept = { route: 'playgroups/[id]/contractors/[contractorId]/accept-import', method: 'POST' } as const;
    expect((await call({ ...accept, actor: ben, params: home })).status).toBe(403);
    expect((await call({ ...accept, actor: ana, params: home })).status).toBe(200);
    expect((await call({ ...accept, actor: ana, params: home })).status).toBe(409);
  });
});
