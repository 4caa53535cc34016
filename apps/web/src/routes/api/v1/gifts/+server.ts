import { listCommunityGifts } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { communityGiftPageSchema } from '#lib/api/responses-gifts.ts';
import { communityQuery } from '#lib/gifts/community-query.ts';
import type { RequestHandler } from './$types';

/** The schemas this route parses its bodies with and answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: communityGiftPageSchema } } satisfies RouteSchemas;

/** Community Gifts, newest first (`?effect=&type=&cost=`, paged by `?before=<next>&limit=`); public. */
export const GET: RequestHandler = async ({ locals, url }) =>
  apiOutcome(await listCommunityGifts(locals.platform, locals.actor, communityQuery(url)), {
    schema: _schemas.GET.response,
  });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
