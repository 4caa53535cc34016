import { chooseDiscordContractor, discordContractorChoiceSchema } from '@harbinger/platform';
import { apiError, apiOutcome, methodNotAllowed, readJsonBody, webError } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { discordContractorChoiceViewSchema } from '#lib/api/responses-discord.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its body with and answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  PUT: { body: discordContractorChoiceSchema, response: discordContractorChoiceViewSchema },
} satisfies RouteSchemas;

/** Chooses the Contractor the Discord bot rolls for: `{ "contractorId": "…" }`, or null to let it choose. */
export const PUT: RequestHandler = async ({ locals, request }) => {
  const body = await readJsonBody(request);
  if (!body.ok) return apiError(body.error);
  const parsed = discordContractorChoiceSchema.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join('.') || 'contractorId';
    return apiError(webError('validation_failed', 400, `${field}: ${issue?.message ?? 'is not valid'}`, field));
  }
  return apiOutcome(await chooseDiscordContractor(locals.platform, locals.actor, parsed.data.contractorId), {
    schema: _schemas.PUT.response,
  });
};

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
