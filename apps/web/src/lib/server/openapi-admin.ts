import { backupFileSchema } from '@harbinger/platform';
import { answer, refusal, type ApiPaths } from '../api/operation.js';

// The site operator's endpoints. They take the admin token (HARBINGER_ADMIN_TOKEN), never a player's session.

/** The paths, relative to /api/v1. */
export const adminPaths: ApiPaths = {
  '/admin/backup': {
    get: {
      operationId: 'backupDatabase',
      summary:
        'Every table as one backup file (what `harbinger restore` reads), taken by the running server in one ' +
        'snapshot. Send the admin token as `Authorization: Bearer <token>`; `harbinger backup --url` calls this.',
      responses: {
        200: answer('The backup, offered as a file download.', backupFileSchema),
        401: refusal('`admin_token_required`: no `Authorization: Bearer` header.'),
        403: refusal(
          '`admin_token_wrong` (not this server’s admin token) or `admin_disabled` (the server has no ' +
            '`HARBINGER_ADMIN_TOKEN`).',
        ),
      },
    },
  },
};
