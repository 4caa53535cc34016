import { adminPaths } from './openapi-admin.js';
import { contractorPaths } from './openapi-contractors.js';
import { tableCombatPaths } from './openapi-table-combat.js';
import { tableHarmPaths } from './openapi-table-harm.js';
import { apiErrorSchema } from '../api/error-schema.js';
import { jsonSchemaOf } from '../api/json-schema.js';
import { answer, renderPaths, type ApiPaths } from '../api/operation.js';
import { rsvpPaths } from '../contracts/openapi-rsvp.js';
import { giftPaths } from '../gifts/openapi-gifts.js';
import { contractPaths } from '../playgroups/openapi-contracts.js';
import { playgroupPaths } from '../playgroups/openapi-playgroups.js';
import { scenarioPlayPaths } from '../scenarios/openapi-scenarios-play.js';
import { stockScenarioPaths } from '../scenarios/openapi-scenarios-stock.js';
import { scenarioCorePaths } from '../scenarios/openapi-scenarios-core.js';
import { webhookPaths } from '../webhooks/openapi-webhooks.js';
import { scenarioExchangePaths } from '../scenarios/openapi-scenarios-exchange.js';
import { movePaths } from '../moves/openapi-moves.js';
import { cyclePaths } from '../cycles/openapi-cycles.js';
import { journalPaths } from '../journals/openapi-journals.js';
import { famePaths } from '../fame/openapi-fame.js';
import { tableTransportPaths } from './openapi-table-transport.js';
import { discordLinkPaths } from './openapi-discord-link.js';
import { premadePaths } from './openapi-premades.js';

// The API's description. The words are written by hand; every request and answer schema is generated from the zod
// schemas the routes use (openapi.test.ts keeps the two in step, route by route).

/** Every operation of the API with its zod schemas, keyed by path (relative to /api/v1). */
export const apiOperations: ApiPaths = {
  ...giftPaths,
  ...playgroupPaths,
  ...contractPaths,
  ...rsvpPaths,
  ...scenarioPlayPaths,
  ...webhookPaths,
  ...scenarioCorePaths,
  '/openapi.json': {
    get: {
      operationId: 'getOpenApiDocument',
      summary: 'This document.',
      public: true,
      responses: { 200: answer('The OpenAPI 3.1 document.') },
    },
  },
  ...contractorPaths,
  ...adminPaths,
  ...stockScenarioPaths,
  ...scenarioExchangePaths,
  ...movePaths,
  ...cyclePaths,
  ...journalPaths,
  ...famePaths,
  ...tableCombatPaths,
  ...tableHarmPaths,
  ...tableTransportPaths,
  ...discordLinkPaths,
  ...premadePaths,
};

/** Harbinger's API as an OpenAPI 3.1 document, served at /api/v1/openapi.json. */
export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Harbinger API',
    version: '1.0.0',
    description:
      'The same actions as the website, as JSON. Authenticate with the session cookie or a bearer token from POST /sessions. ' +
      'Every error is `{ "error": { "code", "message", "field"? } }`, with status 400, 401, 403, 404, 405, 409, 413, ' +
      "422 or 429, or 500 when the server itself fails. A body over the server's limit (1 MiB unless the operator " +
      'sets HARBINGER_BODY_LIMIT) is refused with 413 `payload_too_large`.',
    license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
  },
  servers: [{ url: '/api/v1' }],
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer' },
      cookie: { type: 'apiKey', in: 'cookie', name: 'harbinger_session' },
    },
    schemas: { Error: jsonSchemaOf(apiErrorSchema) },
  },
  security: [{ bearer: [] }, { cookie: [] }],
  paths: renderPaths(apiOperations),
};
