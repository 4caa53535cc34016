import { getContractorLedger } from '@harbinger/platform';
import { apiOutcome, methodNotAllowed } from '$lib/server/api-response';
import type { RequestHandler } from './$types';

/** Every ledger entry of a Contractor, oldest first, with amount, resource, kind, cause and words (voided ones too). */
export const GET: RequestHandler = async ({ locals, params }) => apiOutcome(await getContractorLedger(locals.platform, locals.actor, params.id));

/** Any other method answers a JSON 405. */
export const fallback = methodNotAllowed;
