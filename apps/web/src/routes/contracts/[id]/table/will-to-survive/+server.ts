import { answerWillToSurvive } from '@harbinger/platform';
import { tablePagePost } from '#lib/server/table-harm-page.ts';
import type { RequestHandler } from './$types';

/** The Will to Survive offer's endpoint (see POST /api/v1/contracts/{id}/table/will-to-survive). */
export const POST: RequestHandler = (event) => tablePagePost(event, answerWillToSurvive);
