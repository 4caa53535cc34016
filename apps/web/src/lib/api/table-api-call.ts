import type { Actor, Platform } from '@harbinger/platform';
import { expect } from 'vitest';
import type { z } from 'zod';
import { apiOperations } from '../server/openapi.js';
import { apiErrorSchema } from './error-schema.js';
import type { RouteSchemas } from './operation.js';

// Test support for the live table's API routes: calls one on a test platform and checks that the document lists
// the status it answered and that the answer parses with the schema the route declares (or the error schema).

type Handler = (event: unknown) => Response | Promise<Response>;
type RouteModule = { _schemas: RouteSchemas } & Record<string, unknown>;
export type TableApiMethod = 'GET' | 'POST';

const modules = import.meta.glob<RouteModule>('../../routes/api/v1/contracts/[[]id]/table/*/+server.ts');

/** Calls `/api/v1/contracts/{id}/table/{part}` as `actor`; answers the status and the (checked) JSON. */
export async function callTableApi(
  platform: Platform,
  call: { part: string; method: TableApiMethod; actor: Actor; id: string; query?: string; body?: unknown },
): Promise<{ status: number; json: Record<string, unknown> }> {
  const { part, method, actor, id } = call;
  const module = await modules[`../../routes/api/v1/contracts/[id]/table/${part}/+server.ts`]!();
  const url = new URL(`http://localhost/api/v1/contracts/${id}/table/${part}${call.query ?? ''}`);
  const request = new Request(url, call.body === undefined ? { method } : { method, body: JSON.stringify(call.body) });
  const response = await (module[method] as Handler)({ locals: { platform, actor }, params: { id }, url, request });
  const json: unknown = await response.json();
  const path = `/contracts/{id}/table/${part}`;
  const key = method.toLowerCase() as Lowercase<TableApiMethod>;
  expect(apiOperations[path]?.[key]?.responses[response.status], `${method} ${path} ${response.status}`).toBeDefined();
  const schema: z.ZodType | undefined = response.status < 400 ? module._schemas[method]?.response : apiErrorSchema;
  schema!.parse(json);
  return { status: response.status, json: json as Record<string, unknown> };
}
