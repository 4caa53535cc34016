import { ATTRIBUTE_IDS, PRIMARY_ABILITY_IDS } from '@harbinger/rules';
import { giftPaths, giftSchemas } from '../gifts/openapi-gifts.js';
import { playgroupPaths, playgroupSchemas } from '../playgroups/openapi-playgroups.js';
import { webhookPaths, webhookSchemas } from '../webhooks/openapi-webhooks.js';

// The API's description, written by hand so every word is ours; openapi.test.ts checks it against the routes.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonBody = (schema: object) => ({ content: { 'application/json': { schema } } });
const errorResponse = (description: string) => ({ description, ...jsonBody(ref('Error')) });

const idParam = { name: 'id', in: 'path', required: true, description: 'The Contractor id (a UUID).', schema: { type: 'string', format: 'uuid' } };
const rating = (min: number, max: number) => ({ type: 'integer', minimum: min, maximum: max });

const errors = {
  badInput: errorResponse('The input is malformed or fails validation; `field` names the first field at fault.'),
  unauthenticated: errorResponse('No valid session: send the session cookie or `Authorization: Bearer <token>`.'),
  forbidden: errorResponse('Signed in, but not allowed to do this.'),
  notFound: errorResponse('No such Contractor, or it is private and not yours.'),
  conflict: errorResponse('The `version` sent is stale: someone saved since it was read. Nothing was changed.'),
  unprocessable: errorResponse('Understood but refused by the rules (for example `not_enough_exp`).'),
};

const contractorCreateInput = {
  type: 'object',
  required: ['name', 'archetype', 'paradigm', 'ambition', 'limits', 'attributes'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 80 },
    archetype: { type: 'string', maxLength: 120, description: 'The mundane niche: a job, a temperament, a subculture.' },
    paradigm: { type: 'string', maxLength: 120, description: 'Where the latent supernatural potential comes from.' },
    ambition: { type: 'string', maxLength: 120, description: 'What the Contractor wants badly enough to sign.' },
    age: { type: 'string', maxLength: 40 },
    residence: { type: 'string', maxLength: 120 },
    appearance: { type: 'string', maxLength: 2000 },
    limits: {
      type: 'array',
      minItems: 3,
      maxItems: 3,
      items: {
        oneOf: [
          { type: 'object', required: ['id'], properties: { id: { type: 'string', description: 'A catalog Limit id.' } } },
          { type: 'object', required: ['custom'], properties: { custom: { type: 'string', minLength: 3, maxLength: 120 } } },
        ],
      },
    },
    attributes: {
      type: 'object',
      description: 'All five Attributes, 1–5 (as `harbinger derive` reads them).',
      properties: Object.fromEntries(ATTRIBUTE_IDS.map((id) => [id, rating(1, 5)])),
    },
    abilities: {
      type: 'object',
      description: 'Primary Abilities by id, 0–5; a missing one is 0.',
      properties: Object.fromEntries(PRIMARY_ABILITY_IDS.map((id) => [id, rating(0, 5)])),
    },
    secondaryAbilities: { type: 'object', description: 'Invented Abilities by name.', additionalProperties: rating(0, 5) },
    assets: { type: 'array', items: { type: 'string', description: 'A catalog Asset id.' } },
    liabilities: { type: 'array', items: { type: 'string', description: 'A catalog Liability id.' } },
    useCoinOfCharon: { type: 'boolean', description: 'Spend a Coin of Charon of the account to start with one Gift Credit.' },
    private: { type: 'boolean', description: 'Only the owner may see a private Contractor.' },
  },
};

const flag = { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } };

const contractorView = {
  type: 'object',
  description: 'Stored facts plus everything derived from them by the rules engine.',
  properties: {
    id: { type: 'string', format: 'uuid' },
    owner: { type: 'object', properties: { handle: { type: 'string' } } },
    version: { type: 'integer', description: 'Send it back with a change; a stale one answers 409.' },
    private: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    concept: {
      type: 'object',
      properties: Object.fromEntries(['name', 'archetype', 'paradigm', 'ambition', 'age', 'residence', 'appearance'].map((k) => [k, { type: 'string' }])),
    },
    limits: { type: 'array', items: { type: 'object' } },
    attributes: { type: 'object', additionalProperties: { type: 'integer' } },
    abilities: { type: 'object', additionalProperties: { type: 'integer' } },
    secondaryAbilities: { type: 'object', additionalProperties: { type: 'integer' } },
    assets: { type: 'array', items: { type: 'object' } },
    liabilities: { type: 'array', items: { type: 'object' } },
    injuries: { type: 'array', items: { type: 'object' } },
    mindDamage: { type: 'integer' },
    traumas: { type: 'array', items: { type: 'object' } },
    battleScars: { type: 'array', items: { type: 'object' } },
    derived: {
      type: 'object',
      description: 'The same names as `harbinger derive --json`: body, mind, penalty, state, status, movement, load, expCost…',
      additionalProperties: true,
    },
    exp: {
      type: 'object',
      properties: { earned: { type: 'integer' }, spent: { type: 'integer' }, available: { type: 'integer' } },
    },
    giftCredits: { type: 'integer' },
    improvements: { type: 'integer' },
    flags: { type: 'array', items: flag, description: 'Off-rules choices (overspent Exp, restricted picks), allowed but shown.' },
  },
};

const session = {
  type: 'object',
  properties: {
    user: ref('User'),
    token: { type: 'string', description: 'Send as `Authorization: Bearer <token>`.' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
};

/** Harbinger's API as an OpenAPI 3.1 document, served at /api/v1/openapi.json. */
export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Harbinger API',
    version: '1.0.0',
    description:
      'The same actions as the website, as JSON. Authenticate with the session cookie or a bearer token from POST /sessions. ' +
      'Every error is `{ "error": { "code", "message", "field"? } }` with status 400, 401, 403, 404, 409, 422 or 429.',
    license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
  },
  servers: [{ url: '/api/v1' }],
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer' },
      cookie: { type: 'apiKey', in: 'cookie', name: 'harbinger_session' },
    },
    schemas: {
      ...giftSchemas,
      ...playgroupSchemas,
      ...webhookSchemas,
      Error: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['code', 'message'],
            properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } },
          },
        },
      },
      User: {
        type: 'object',
        properties: {
          id: { type: 'string', format: 'uuid' },
          handle: { type: 'string' },
          email: { type: 'string', description: 'Only to the account itself.' },
          timezone: { type: 'string' },
          createdAt: { type: 'string', format: 'date-time' },
        },
      },
      Session: session,
      ContractorCreateInput: contractorCreateInput,
      ContractorView: contractorView,
      ContractorSummary: {
        type: 'object',
        properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' }, private: { type: 'boolean' } },
        additionalProperties: true,
      },
      Passport: {
        type: 'object',
        required: ['format', 'version', 'contractor'],
        properties: {
          format: { const: 'harbinger.contractor' },
          version: { type: 'integer', enum: [1, 2], description: 'Exports write 2 (with `gifts`); imports still read 1 (no Gifts).' },
          exportedAt: { type: 'string', format: 'date-time' },
          contractor: { type: 'object' },
          ledger: { type: 'array', items: { type: 'object' } },
          gifts: {
            type: 'object',
            description: 'Version 2: Gifts with every revision and Legendary Artifact history, crafted items, Crafting Location and Source conditions. A Gift built with today’s catalog must compile to the cost and System Text it records, or nothing is imported.',
          },
        },
      },
    },
  },
  security: [{ bearer: [] }, { cookie: [] }],
  paths: {
    ...giftPaths,
    ...playgroupPaths,
    ...webhookPaths,
    '/openapi.json': {
      get: { summary: 'This document.', security: [], responses: { 200: { description: 'The OpenAPI 3.1 document.' } } },
    },
    '/accounts': {
      post: {
        summary: 'Create an account and sign in.',
        security: [],
        requestBody: {
          required: true,
          ...jsonBody({
            type: 'object',
            required: ['handle', 'email', 'password'],
            properties: {
              handle: { type: 'string', minLength: 3, maxLength: 30, pattern: '^[A-Za-z0-9_-]+$' },
              email: { type: 'string', format: 'email' },
              password: { type: 'string', minLength: 10, maxLength: 200 },
              timezone: { type: 'string', description: 'An IANA name such as Europe/Paris; UTC when left out.' },
            },
          }),
        },
        responses: {
          201: { description: 'Created and signed in (the session cookie is set too).', ...jsonBody(ref('Session')) },
          400: errors.badInput,
          409: errorResponse('The handle or email is taken (`handle_taken`, `email_taken`).'),
        },
      },
    },
    '/sessions': {
      post: {
        summary: 'Sign in.',
        security: [],
        requestBody: {
          required: true,
          ...jsonBody({
            type: 'object',
            required: ['login', 'password'],
            properties: { login: { type: 'string', description: 'Handle or email.' }, password: { type: 'string' } },
          }),
        },
        responses: {
          200: { description: 'Signed in (the session cookie is set too).', ...jsonBody(ref('Session')) },
          400: errors.badInput,
          401: errorResponse('Wrong login or password (`invalid_credentials`).'),
          429: errorResponse('Too many failed attempts for this account or address (`rate_limited`).'),
        },
      },
      delete: {
        summary: 'Sign out: end the session this request carries.',
        responses: { 204: { description: 'Signed out.' }, 401: errors.unauthenticated },
      },
    },
    '/contractors': {
      get: {
        summary: "List the signed-in player's Contractors, or another player's visible ones.",
        parameters: [{ name: 'owner', in: 'query', required: false, description: 'A handle.', schema: { type: 'string' } }],
        responses: {
          200: { description: 'The Contractors.', ...jsonBody({ type: 'array', items: ref('ContractorSummary') }) },
          401: errors.unauthenticated,
          404: errorResponse('No such player.'),
        },
      },
      post: {
        summary: 'Create a Contractor. Off-rules choices are allowed and come back as `flags`.',
        requestBody: { required: true, ...jsonBody(ref('ContractorCreateInput')) },
        responses: {
          201: { description: 'Created.', ...jsonBody({ type: 'object', properties: { id: { type: 'string', format: 'uuid' } } }) },
          400: errors.badInput,
          401: errors.unauthenticated,
          422: errors.unprocessable,
        },
      },
    },
    '/contractors/{id}': {
      parameters: [idParam],
      get: {
        summary: 'One Contractor with `derived`, `exp` and `version`.',
        responses: { 200: { description: 'The Contractor.', ...jsonBody(ref('ContractorView')) }, 404: errors.notFound },
      },
      patch: {
        summary: 'Change a Contractor; send the `version` you read.',
        requestBody: {
          required: true,
          ...jsonBody({ type: 'object', required: ['version'], properties: { version: { type: 'integer' } }, additionalProperties: true }),
        },
        responses: {
          200: { description: 'Saved; the new version is in the body.', ...jsonBody(ref('ContractorView')) },
          400: errors.badInput,
          401: errors.unauthenticated,
          403: errors.forbidden,
          404: errors.notFound,
          409: errors.conflict,
          422: errors.unprocessable,
        },
      },
    },
    '/contractors/{id}/injuries': {
      parameters: [idParam],
      post: {
        summary: 'Add an Injury.',
        requestBody: {
          required: true,
          ...jsonBody({
            type: 'object',
            required: ['severity'],
            properties: {
              severity: { type: 'integer', minimum: 1 },
              version: { type: 'integer' },
              scarId: { type: 'string', description: 'A stock Battle Scar, for severity 4 and above.' },
              note: { type: 'string' },
            },
          }),
        },
        responses: {
          201: { description: 'Added; the Contractor as it now stands.', ...jsonBody(ref('ContractorView')) },
          400: errors.badInput,
          401: errors.unauthenticated,
          403: errors.forbidden,
          404: errors.notFound,
          409: errors.conflict,
        },
      },
    },
    '/contractors/{id}/export': {
      parameters: [idParam],
      get: {
        summary: 'Export the Contractor as a JSON passport (a file download).',
        responses: { 200: { description: 'The passport.', ...jsonBody(ref('Passport')) }, 404: errors.notFound },
      },
    },
    '/contractors/import': {
      post: {
        summary: 'Import a passport as a new Contractor of the signed-in player. Nothing is half-imported.',
        requestBody: { required: true, ...jsonBody(ref('Passport')) },
        responses: {
          201: { description: 'Imported.', ...jsonBody({ type: 'object', properties: { id: { type: 'string', format: 'uuid' } } }) },
          400: errorResponse('Not a valid passport (`invalid_passport`), with the field at fault.'),
          401: errors.unauthenticated,
          422: errors.unprocessable,
        },
      },
    },
  },
} as const;
