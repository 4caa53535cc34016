import { json, type RequestEvent } from '@sveltejs/kit';
import type { Actor, Outcome, Platform } from '@harbinger/platform';
import { apiError, readJsonBody } from './api-response.js';

/** A table workflow as the page endpoints call it. */
type TableWorkflow = (p: Platform, actor: Actor, contractId: unknown, input: unknown) => Promise<Outcome<unknown>>;

/**
 * A JSON endpoint for the table page (signed in by the session cookie): reads the body, runs the workflow and
 * answers its value, or the 4xx `{ error: { code, message } }` it refused with.
 */
export async function tablePagePost(event: RequestEvent, workflow: TableWorkflow): Promise<Response> {
  const body = await readJsonBody(event.request);
  if (!body.ok) return apiError(body.error);
  const outcome = await workflow(event.locals.platform, event.locals.actor, event.params.id, body.value);
  return outcome.ok ? json(outcome.value) : apiError(outcome.error);
}
