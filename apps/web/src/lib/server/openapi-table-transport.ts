import { tableRollSchema } from '@harbinger/platform';
import { answer, pathParam, queryParam, refusal, unauthenticatedRefusal, type ApiPaths } from '../api/operation.js';
import { tableEventViewSchema, tableReplayAnswerSchema } from '../api/responses-table-transport.js';

// The live table's log in the OpenAPI document. Live events come through the page's event stream
// (GET /contracts/{id}/table/events, Server-Sent Events); these operations read the same log and roll at the table.

const contractIdParam = pathParam('id', 'The Contract id (a UUID).');
const notFound = refusal('No such Contract, or one you may not see.');
const notAtTable = refusal('`not_at_table`: only the GM and the players seated at the Contract sit at its table.');

/** The paths, relative to /api/v1. */
export const tableTransportPaths: ApiPaths = {
  '/contracts/{id}/table/events': {
    parameters: [contractIdParam],
    get: {
      operationId: 'readTableEvents',
      summary:
        'The table’s log as you may see it: GM-only rolls reach the GM and their roller, a blind roll reaches its ' +
        'roller without its result, a self roll its roller alone. With `after`, the events after that id, oldest ' +
        'first; without, the latest ones.',
      parameters: [
        queryParam('after', 'The last event id you have.', { type: 'integer' }),
        queryParam('limit', 'How many events (1–500, 200 by default).', { type: 'integer' }),
      ],
      responses: {
        200: answer('The events, your seat, and the id to ask after next time.', tableReplayAnswerSchema),
        400: refusal('`validation_failed`: `after` or `limit` is not a whole number in range.'),
        401: unauthenticatedRefusal,
        403: notAtTable,
        404: notFound,
      },
    },
  },
  '/contracts/{id}/table/rolls': {
    parameters: [contractIdParam],
    post: {
      operationId: 'rollAtTable',
      summary:
        'Roll at the table of an Active Contract with the server’s dice. A player rolls for a Contractor they ' +
        'brought (notation read against its sheet, as on the sheet; a public roll is kept in its history too); the ' +
        'GM rolls bare pools ("7", "5@8", "4 ex"), naming an NPC with `label`.',
      body: tableRollSchema,
      responses: {
        201: answer('The roll as you see it (hidden when you rolled blind).', tableEventViewSchema),
        400: refusal(
          '`validation_failed`, `invalid_roll` (notation the sheet cannot read), or `choose_contractor` (say which).',
        ),
        401: unauthenticatedRefusal,
        403: refusal('`not_at_table`, or `not_your_contractor`: a Contractor someone else brought.'),
        404: notFound,
        409: refusal(
          '`table_closed`: the Contract is not being played; or the Contractor is dead or retired, or its sheet ' +
            'changed meanwhile (`version_conflict`).',
        ),
      },
    },
  },
};
