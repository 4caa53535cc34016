import { stabilizeAtTable } from '@harbinger/platform';
import { tablePagePost } from '#lib/server/table-harm-page.ts';
import type { RequestHandler } from './$types';

/** The Stabilize button's endpoint (see POST /api/v1/contracts/{id}/table/stabilize). */
export const POST: RequestHandler = (event) => tablePagePost(event, stabilizeAtTable);
