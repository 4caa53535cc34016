import { listTrustedServers, migrate, trustServer } from '@harbinger/platform';
import { isUsageError, parseArgs } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from '../io.js';
import type { Command } from '../main.js';
import { withPlatform } from './database.js';

const usage = `Usage: harbinger trust [<origin> <public-key>]

Trusts another Harbinger server: Contractor passports it signs then import here as verified, their victories
and Gifts counting from the start. Take the key from <origin>/.well-known/harbinger-key (its \`publicKey\`).
Without arguments, lists the servers trusted in the database.

Trust more servers without the database: HARBINGER_TRUSTED_SERVERS="https://a.example=<publicKey>,…"`;

function bad(io: CliIo, message: string): number {
  io.err(`harbinger trust: ${message}`);
  return EXIT_BAD_INPUT;
}

/** `harbinger trust`: trust another server's passport key, or list the trusted ones. */
export const trustCommand: Command = {
  name: 'trust',
  summary: "trust another server's passport signatures (or list them)",
  usage,
  async run(argv, io) {
    const args = parseArgs(argv, {});
    if (isUsageError(args)) return bad(io, args.message);
    if (args.help) {
      io.out(usage);
      return EXIT_OK;
    }
    const [origin, publicKey, ...extra] = args.positionals;
    if (extra.length > 0 || (origin !== undefined && publicKey === undefined))
      return bad(io, 'expected an origin and a public key, or nothing (see --help)');
    return withPlatform('trust', io, async (platform) => {
      await migrate(platform);
      if (origin === undefined || publicKey === undefined) {
        const trusted = await listTrustedServers(platform.db);
        io.out(
          trusted.length === 0
            ? 'No server is trusted in the database.'
            : trusted.map((t) => `${t.origin}  ${t.keyId}`).join('\n'),
        );
        return EXIT_OK;
      }
      const trusted = await trustServer(platform, { origin, publicKey });
      if (!trusted.ok) return bad(io, trusted.error.message);
      io.out(`Trusted ${trusted.value.origin} (key ${trusted.value.keyId}).`);
      return EXIT_OK;
    });
  },
};
