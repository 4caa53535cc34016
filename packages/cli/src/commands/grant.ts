import { migrate, setSitePermission, SITE_PERMISSIONS } from '@harbinger/platform';
import { isUsageError, parseArgs } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from '../io.js';
import type { Command } from '../main.js';
import { withPlatform } from './database.js';

const usageOf = (verb: 'grant' | 'revoke') => `Usage: harbinger ${verb} <permission> <handle>

${verb === 'grant' ? 'Gives a player' : 'Takes from a player'} a site-wide permission, on the configured database.
Permissions: ${SITE_PERMISSIONS.join(', ')} (decide what goes on the Scenario Exchange).
The database is PostgreSQL at DATABASE_URL when that is set, else the embedded one under ./data.
While a server holds the embedded database, use the admin API instead:
  curl -X ${verb === 'grant' ? 'PUT' : 'DELETE'} -H "Authorization: Bearer $HARBINGER_ADMIN_TOKEN" \\
    http://localhost:3000/api/v1/admin/site-permissions/<handle>/<permission>`;

function permissionCommand(verb: 'grant' | 'revoke'): Command {
  const usage = usageOf(verb);
  const bad = (io: CliIo, message: string) => {
    io.err(`harbinger ${verb}: ${message}`);
    return EXIT_BAD_INPUT;
  };
  return {
    name: verb,
    summary: `${verb} a player a site permission (approve_scenarios)`,
    usage,
    async run(argv, io) {
      const args = parseArgs(argv, {});
      if (isUsageError(args)) return bad(io, args.message);
      if (args.help) {
        io.out(usage);
        return EXIT_OK;
      }
      const [permission, handle, ...extra] = args.positionals;
      if (permission === undefined || handle === undefined || extra.length > 0)
        return bad(io, 'expected a permission and a handle (see --help)');
      return withPlatform(verb, io, async (platform) => {
        await migrate(platform);
        const changed = await setSitePermission(platform, { handle, permission, held: verb === 'grant' });
        if (!changed.ok) return bad(io, changed.error.message);
        const { handle: who, permission: what, changed: did } = changed.value;
        io.out(
          verb === 'grant'
            ? did
              ? `${who} may now ${what.replace('_', ' ')}.`
              : `${who} held ${what} already.`
            : did
              ? `${who} no longer holds ${what}.`
              : `${who} did not hold ${what}.`,
        );
        return EXIT_OK;
      });
    },
  };
}

/** `harbinger grant <permission> <handle>`: give a player a site permission. */
export const grantCommand = permissionCommand('grant');
/** `harbinger revoke <permission> <handle>`: take a site permission back. */
export const revokeCommand = permissionCommand('revoke');
