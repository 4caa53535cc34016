import { PREMADES, PREMADE_IDS } from '@harbinger/rules';
import { apiJson, methodNotAllowed } from '#lib/server/api-response.ts';
import type { RouteSchemas } from '#lib/api/operation.ts';
import { premadeListSchema } from '#lib/api/responses-premades.ts';
import type { RequestHandler } from './$types';

/** The schemas this route answers with (the OpenAPI document is checked against them). */
export const _schemas = { GET: { response: premadeListSchema } } satisfies RouteSchemas;

/** The premade Contractors and their concepts, for anyone. */
export const GET: RequestHandler = () =>
  apiJson(
    {
      premades: PREMADE_IDS.map((id) => {
        const { name, pitch, archetype, paradigm, ambition } = PREMADES[id];
        return { id: String(id), name, pitch, archetype, paradigm, ambition };
      }),
    },
    { schema: _schemas.GET.response },
  );

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
