import { getDiscordLink, unlinkDiscord } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { discordLinkViewSchema, discordUnlinkedSchema } from '#lib/api/responses-discord.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = {
  GET: { response: discordLinkViewSchema },
  DELETE: { response: discordUnlinkedSchema },
} satisfies RouteSchemas;

/** The caller's Discord link with the bot's Contractor and the choices, or null when none is linked. */
export const GET: RequestHandler = async ({ locals }) =>
  apiOutcome(await getDiscordLink(locals.platform, locals.actor), { schema: _schemas.GET.response });

/** Unlinks the caller's Discord account (refused with 409 `no_password` for an account Discord alone signs in). */
export const DELETE: RequestHandler = async ({ locals }) =>
  apiOutcome(await unlinkDiscord(locals.platform, locals.actor), { schema: _schemas.DELETE.response });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
