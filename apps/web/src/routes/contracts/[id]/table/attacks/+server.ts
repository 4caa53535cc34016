import { resolveTableAttack } from '@harbinger/platform';
import { tablePagePost } from '#lib/server/table-harm-page.ts';
import type { RequestHandler } from './$types';

/** The attack panel's endpoint (see POST /api/v1/contracts/{id}/table/attacks). */
export const POST: RequestHandler = (event) => tablePagePost(event, resolveTableAttack);
