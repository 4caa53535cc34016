import { journalEditSchema, journalWriteSchema } from '@harbinger/platform';
import {
  answer,
  contractorIdParam,
  pathParam,
  refusal,
  unauthenticatedRefusal,
  type ApiPaths,
} from '../api/operation.js';
import { contractorJournalsSchema, journalListSchema, journalViewSchema } from '../api/responses-journals.js';

// The Journals part of the OpenAPI document. Spoilers and private sheets are filtered by the platform: a spoiler
// for a Scenario the caller has not discovered comes with `hidden: true` and no title or body.

const badInput = refusal('`validation_failed`: a field is missing or wrong (see `field`).');
const notFound = refusal('No such Journal or Contractor (or a private one you may not see).');
const forbidden = refusal('`forbidden`: only the player who owns the Contractor writes and edits its Journals.');

/** The paths, relative to /api/v1. */
export const journalPaths: ApiPaths = {
  '/journals': {
    get: {
      operationId: 'listJournals',
      summary: 'The community’s latest Journals (public Contractors’ and your own), newest first.',
      public: true,
      responses: { 200: answer('The latest Journals.', journalListSchema) },
    },
    post: {
      operationId: 'writeJournal',
      summary:
        'Write a Journal for your Contractor about a finished Contract it took part in, or the Downtime after one (one each). 250 words or more earns 1 Exp (at most 2 per Contract attended); every 4th Contract Journal earns an Improvement instead.',
      body: journalWriteSchema,
      responses: {
        201: answer('The Journal, with its reward.', journalViewSchema),
        400: badInput,
        401: unauthenticatedRefusal,
        403: forbidden,
        404: notFound,
        409: refusal('`journal_exists` (edit that one), or the Contractor is dead or retired.'),
        422: refusal('`not_attended`: not a finished Contract it took part in; `no_scenario`: nothing to spoil.'),
      },
    },
  },
  '/journals/{id}': {
    parameters: [pathParam('id', 'The Journal id (a UUID).')],
    get: {
      operationId: 'getJournal',
      summary: 'One Journal; its writer also gets where its reward stands.',
      public: true,
      responses: { 200: answer('The Journal.', journalViewSchema), 404: notFound },
    },
    patch: {
      operationId: 'editJournal',
      summary:
        'Save a new text with the `version` you read. Under 250 words voids the reward it holds; back to 250 or more earns it again.',
      body: journalEditSchema,
      responses: {
        200: answer('The Journal, with its reward.', journalViewSchema),
        400: badInput,
        401: unauthenticatedRefusal,
        403: forbidden,
        404: notFound,
        409: refusal('`version_conflict`: saved elsewhere since you read it; or the Contractor is dead or retired.'),
        422: refusal('`no_scenario`: its Contract ran no Scenario to spoil.'),
      },
    },
  },
  '/contractors/{id}/journals': {
    parameters: [contractorIdParam],
    get: {
      operationId: 'getContractorJournals',
      summary:
        'A Contractor’s Journals, newest first (a private sheet’s only to those who may see it); its owner also gets what may be written and where the rewards stand.',
      public: true,
      responses: { 200: answer('The Journals.', contractorJournalsSchema), 404: notFound },
    },
  },
};
