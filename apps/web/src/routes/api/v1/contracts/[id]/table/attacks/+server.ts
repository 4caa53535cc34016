import { resolveTableAttack, tableAttackSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { tableAttackResultSchema } from '#lib/api/responses-table-harm.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { POST: { body: tableAttackSchema, response: tableAttackResultSchema } } satisfies RouteSchemas;

/** The GM's attack helper: `{ weaponId, attacker, targets, difficultyModifier?, damageBonuses?, … }`. */
export const POST: RequestHandler = async ({ locals, params, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  return apiOutcome(await resolveTableAttack(locals.platform, locals.actor, params.id, body.value), {
    schema: _schemas.POST.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
