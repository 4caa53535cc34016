import { rsvpSchema } from '@harbinger/platform';
import { answer, type ApiPaths, pathParam } from '../api/operation.js';
import { rsvpOptionsSchema } from '../api/responses-rsvp.js';
import { playgroupErrors } from '../playgroups/openapi-playgroups.js';

// The answer menu and waitlist endpoints' part of the OpenAPI document.

const contractParam = pathParam('id', 'The Contract id (a UUID).');
const { badInput, unauthenticated, forbidden, notFound, conflict, unprocessable } = playgroupErrors;
const theMenu = answer('Your answer menu for the Contract, with your place in line.', rsvpOptionsSchema);

/** The paths, relative to /api/v1. */
export const rsvpPaths: ApiPaths = {
  '/contracts/{id}/rsvp-options': {
    parameters: [contractParam],
    get: {
      operationId: 'getRsvpOptions',
      summary:
        'Which of your Contractors may answer (and why the others may not), whether a Ringer may, and your place in line.',
      responses: { 200: theMenu, 401: unauthenticated, 404: notFound },
    },
  },
  '/contracts/{id}/waitlist': {
    parameters: [contractParam],
    post: {
      operationId: 'joinWaitlist',
      summary: 'Join the line for a full Contract; the first qualifying answer in line is seated when a seat frees.',
      body: rsvpSchema,
      responses: {
        200: theMenu,
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
        422: unprocessable,
      },
    },
    delete: {
      operationId: 'leaveWaitlist',
      summary: 'Leave the line for a Contract.',
      responses: { 200: theMenu, 401: unauthenticated, 404: notFound, 409: conflict },
    },
  },
};
