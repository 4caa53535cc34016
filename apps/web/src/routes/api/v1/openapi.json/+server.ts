import { json } from '@sveltejs/kit';
import { methodNotAllowed } from '#lib/server/api-response.ts';
import { openApiDocument } from '#lib/server/openapi.ts';
import type { RequestHandler } from './$types';

/** The API's OpenAPI 3.1 description. */
export const GET: RequestHandler = () => json(openApiDocument, { headers: { 'cache-control': 'public, max-age=300' } });

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
