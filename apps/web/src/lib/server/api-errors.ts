import { json } from '@sveltejs/kit';
import { apiErrorSchema, type ApiErrorBody } from '../api/error-schema.js';
import { apiError, payloadTooLarge, webError } from './api-response.js';

/** True for an address of the JSON API, whose every error is `{ error: { code, message } }`. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api/v1' || pathname.startsWith('/api/v1/');
}

/**
 * The path with its percent sequences decoded, or null when one is not UTF-8 (`%E0%A4%A`): no route matches such a
 * path. (It returns the decoded path so the check has a result a bundler cannot drop as unused.)
 */
export function decodePath(pathname: string): string | null {
  try {
    return decodeURI(pathname);
  } catch {
    return null;
  }
}

/** The refusals the API makes before any route runs. */
export const apiRefusals = {
  malformedUri: () => apiError(webError('malformed_uri', 400, 'The address has a broken percent-encoding.')),
  crossSiteForm: () =>
    apiError(
      webError(
        'cross_site_form',
        403,
        'A form on another site may not write here. Send JSON, or authenticate with an Authorization: Bearer token.',
      ),
    ),
};

/** What people and API clients are told when the server itself fails (the details go to the log only). */
export const INTERNAL_ERROR = {
  code: 'internal_error',
  message: 'Something went wrong on our side. Please try again.',
} as const satisfies ApiErrorBody['error'];

/** Words for answers SvelteKit or the adapter made on their own, keyed by status. */
const FALLBACKS: Record<number, () => ApiErrorBody['error']> = {
  400: () => ({ code: 'bad_request', message: 'The request could not be read.' }),
  404: () => ({ code: 'not_found', message: 'There is nothing at this address; see /api/v1/openapi.json.' }),
  405: () => ({ code: 'method_not_allowed', message: 'This method is not offered here; see /api/v1/openapi.json.' }),
  413: () => ({ code: 'payload_too_large', message: payloadTooLarge().message }),
};

function fallbackFor(status: number): ApiErrorBody['error'] {
  const known = FALLBACKS[status];
  if (known) return known();
  if (status >= 500) return { ...INTERNAL_ERROR };
  return { code: 'request_refused', message: 'The request was refused.' };
}

async function isApiErrorBody(response: Response): Promise<boolean> {
  if (!response.headers.get('content-type')?.includes('application/json')) return false;
  try {
    return apiErrorSchema.safeParse(await response.clone().json()).success;
  } catch {
    return false;
  }
}

/**
 * An error answer under /api/v1 in the API's JSON format. The routes' own refusals pass untouched; anything SvelteKit
 * or the adapter answered by itself (an HTML error page, plain text, its `{ message }` JSON) is replaced by the
 * refusal for its status, keeping the status and headers such as `Allow`.
 */
export async function asApiError(response: Response): Promise<Response> {
  if (response.status < 400 || (await isApiErrorBody(response))) return response;
  const headers = new Headers(response.headers);
  for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'x-sveltekit-page'])
    headers.delete(name);
  const body: ApiErrorBody = { error: fallbackFor(response.status) };
  return json(body, { status: response.status, headers });
}
