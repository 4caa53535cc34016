import { scenarioCreateSchema, scenarioReviseSchema, scenarioRevertSchema } from '@harbinger/platform';
import { answer, type ApiPaths, pathParam, refusal, unauthenticatedRefusal } from '../api/operation.js';
import {
  revisionDetailSchema,
  revisionListSchema,
  scenarioCollectionSchema,
  scenarioViewSchema,
} from '../api/responses-scenarios-core.js';

// The Scenario library's core endpoints in the OpenAPI document: writing, revising, reading with spoilers left
// out, the history and its diff. Every schema is generated from zod.

/** The `{id}` of a Scenario's address. */
export const scenarioIdParam = pathParam('id', 'The Scenario id (a UUID).');

const badInput = refusal('The input is malformed; `field` names the first field at fault (e.g. `handouts.0.cutoff`).');
const notFound = refusal('No such Scenario (or revision).');
const writerOnly = refusal(
  'Only the writer may do this: `forbidden`, or `stock_scenario` (stock Scenarios are never edited).',
);
const stale = refusal('`version_conflict`: the Scenario was saved since you read it; read it again.');

/** The paths, relative to /api/v1. */
export const scenarioCorePaths: ApiPaths = {
  '/scenarios': {
    get: {
      operationId: 'listMyScenarios',
      summary: 'Your collection: the Scenarios you wrote or discovered, with how, newest change first.',
      responses: {
        200: answer('Your Scenarios (summaries only).', scenarioCollectionSchema),
        401: unauthenticatedRefusal,
      },
    },
    post: {
      operationId: 'createScenario',
      summary: 'Write a Scenario (revision 1). Only `title` is required; you discover it as its writer.',
      body: scenarioCreateSchema,
      responses: {
        201: answer('Created, as its writer reads it.', scenarioViewSchema),
        400: badInput,
        401: unauthenticatedRefusal,
      },
    },
  },
  '/scenarios/{id}': {
    parameters: [scenarioIdParam],
    get: {
      operationId: 'getScenario',
      summary:
        'A Scenario with spoilers filtered: anyone reads the summary; the write-up needs a discovery (or a teaching or free stock Scenario); the Aftermath and handouts open to the writer and to readers who chose to reveal them. `access` says why.',
      public: true,
      responses: { 200: answer('The Scenario as you may read it.', scenarioViewSchema), 404: notFound },
    },
    patch: {
      operationId: 'reviseScenario',
      summary:
        'Save a new revision: send every field again with the `version` you read, and optionally a `note`. A handout sent with the `id` it has keeps it; new handouts get fresh ids.',
      body: scenarioReviseSchema,
      responses: {
        200: answer('Saved, as its writer reads it.', scenarioViewSchema),
        400: badInput,
        401: unauthenticatedRefusal,
        403: writerOnly,
        404: notFound,
        409: stale,
      },
    },
  },
  '/scenarios/{id}/revisions': {
    parameters: [scenarioIdParam],
    get: {
      operationId: 'listScenarioRevisions',
      summary:
        "The Scenario's revisions, newest first (its writer only). Read one with its diff at `/revisions/{number}`.",
      responses: {
        200: answer('The revisions.', revisionListSchema),
        401: unauthenticatedRefusal,
        403: writerOnly,
        404: notFound,
      },
    },
  },
  '/scenarios/{id}/revisions/{number}': {
    parameters: [scenarioIdParam, pathParam('number', 'The revision number (1 is the first).')],
    get: {
      operationId: 'getScenarioRevision',
      summary:
        'One revision and what changed since the one before: short fields word by word, the write-up and handouts line by line (unchanged stretches folded into `skip`), the rest as before and after.',
      responses: {
        200: answer('The revision and its changes.', revisionDetailSchema),
        401: unauthenticatedRefusal,
        403: writerOnly,
        404: notFound,
      },
    },
  },
  '/scenarios/{id}/revert': {
    parameters: [scenarioIdParam],
    post: {
      operationId: 'revertScenario',
      summary: 'Put an earlier revision back, as a new revision that names it (its writer only).',
      body: scenarioRevertSchema,
      responses: {
        200: answer('Put back, as its writer reads it.', scenarioViewSchema),
        400: badInput,
        401: unauthenticatedRefusal,
        403: writerOnly,
        404: notFound,
        409: stale,
      },
    },
  },
  '/scenarios/{id}/spoil-aftermath': {
    parameters: [scenarioIdParam],
    post: {
      operationId: 'revealScenarioAftermath',
      summary:
        'Choose to read the Aftermath and handouts of a Scenario whose write-up you may read. Remembered for you; there is no way back.',
      responses: {
        200: answer('The Scenario with its Aftermath.', scenarioViewSchema),
        401: unauthenticatedRefusal,
        403: refusal('`not_discovered`: you may not read its write-up yet.'),
        404: notFound,
      },
    },
  },
};
