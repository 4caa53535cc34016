import { apiError, webError } from '#lib/server/api-response.ts';
import type { RequestHandler } from './$types';

/** Any address under /api/v1 that is not an endpoint answers a JSON 404, never the HTML error page. */
export const fallback: RequestHandler = ({ url }) =>
  apiError(webError('not_found', 404, `There is no endpoint at ${url.pathname}. The list is at /api/v1/openapi.json.`));
