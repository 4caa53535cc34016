import { cryptoRng, type Rng } from '@harbinger/rules';
import { DEFAULT_PASSWORD_COST } from './accounts/passwords.js';
import { connect, DEFAULT_DATA_DIR, type Db, type DbKind } from './db/connection.js';
import { lastStop } from './db/control-file.js';
import type { Listen } from './db/listener.js';
import { loadMigrations, migrationsDirectory, runMigrations } from './db/migrate.js';
import { upgradeDataDir } from './db/upgrade-data-dir.js';
import { serverKey } from './passports/server-key.js';
import { seedStockScenarios } from './scenarios/stock/seed-stock.js';
import { consoleLogger, type Logger } from './log.js';
import { logMailer, type Mailer } from './mail/mailer.js';
import { smtpMailer } from './mail/smtp-mailer.js';
import { siteOrigin, usableOrigin } from './origin.js';

/** Everything a workflow needs from the outside world; created once per process. */
export interface Platform {
  db: Db;
  kind: DbKind;
  /** The clock (injected in tests). */
  now(): Date;
  mailer: Mailer;
  log: Logger;
  /** Where the server's dice come from. */
  rng: Rng;
  /** Where the site is served: every absolute link (reset mail, calendar feeds, invites) starts with it. */
  origin: string;
  /** scrypt's N for new password hashes; a sign-in re-hashes a stored hash that costs less. */
  passwordCost: number;
  /** Hears NOTIFY on a channel of this database (see `Connection.listen`); the live table's bus is built on it. */
  listen: Listen;
  close(): Promise<void>;
}

/** How to open the platform; every field has a default taken from the environment or a safe value. */
export interface OpenPlatformOptions {
  /** A `postgres://` URL; defaults to `DATABASE_URL`. Without one, PGlite is used. */
  databaseUrl?: string;
  /** PGlite's directory; defaults to `HARBINGER_DATA_DIR`, else `./data/pglite`. */
  dataDir?: string;
  /** PGlite in memory (tests). */
  memory?: boolean;
  /** PostgreSQL only: work inside this schema (tests give each file its own). */
  schema?: string;
  now?: () => Date;
  /** Defaults to SMTP when `HARBINGER_SMTP_URL` is set (sender from `HARBINGER_MAIL_FROM`), else the log. */
  mailer?: Mailer;
  log?: Logger;
  rng?: Rng;
  /** The site's origin for links; defaults to `siteOrigin()` (the configured public origin, else localhost). */
  origin?: string;
  /** scrypt's N for password hashes, a power of two; defaults to 2^17. Test platforms use a cheap one. */
  passwordCost?: number;
  /** Apply pending migrations on open (default true). */
  migrate?: boolean;
  /** Where the SQL migrations live, when not found on their own. */
  migrationsDir?: string;
}

/**
 * Opens the database and wires the clock, mailer, logger and dice; applies migrations unless told not to.
 * @example const p = await openPlatform({ memory: true });
 */
export async function openPlatform(options: OpenPlatformOptions = {}): Promise<Platform> {
  const log = options.log ?? consoleLogger();
  const databaseUrl = options.memory ? undefined : (options.databaseUrl ?? process.env.DATABASE_URL);
  const dataDir = options.dataDir ?? process.env.HARBINGER_DATA_DIR ?? DEFAULT_DATA_DIR;
  const connection = await connect({
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(options.schema === undefined ? {} : { schema: options.schema }),
    dataDir,
    memory: options.memory ?? false,
    prepare: async (folder) => {
      if ((await lastStop(folder)) === 'unclean')
        log.warn('the data folder was not closed cleanly last time; the engine recovers it from its journal', {
          dataDir: folder,
        });
      await upgradeDataDir({ dataDir: folder, log, migrationsDir: migrationsDirectory(options.migrationsDir) });
    },
  });
  const smtpUrl = process.env.HARBINGER_SMTP_URL;
  const mailer =
    options.mailer ??
    (smtpUrl
      ? smtpMailer({
          url: smtpUrl,
          ...(process.env.HARBINGER_MAIL_FROM ? { from: process.env.HARBINGER_MAIL_FROM } : {}),
        })
      : logMailer(log));
  const platform: Platform = {
    db: connection.db,
    kind: connection.kind,
    now: options.now ?? (() => new Date()),
    mailer,
    log,
    rng: options.rng ?? cryptoRng,
    origin: (options.origin === undefined ? undefined : usableOrigin(options.origin)) ?? siteOrigin(),
    passwordCost: options.passwordCost ?? DEFAULT_PASSWORD_COST,
    listen: connection.listen,
    close: connection.close,
  };
  if (options.migrate ?? true) {
    try {
      await migrate(platform, options.migrationsDir);
      // The passport signing key exists from the first start on (made once, shared by every server on the database).
      await serverKey(platform);
      // Our stock Scenarios arrive, or take this release's text, on every start (a no-op read when current).
      await seedStockScenarios(platform);
    } catch (error) {
      await connection.close();
      throw error;
    }
  }
  return platform;
}

/**
 * Applies pending migrations (what `harbinger migrate` runs).
 * @example const { applied } = await migrate(platform);
 */
export async function migrate(
  platform: Pick<Platform, 'db' | 'log'>,
  migrationsDir?: string,
): Promise<{ applied: string[] }> {
  const result = await runMigrations(platform.db, await loadMigrations(migrationsDirectory(migrationsDir)));
  if (result.applied.length > 0) platform.log.info('migrations applied', { applied: result.applied });
  return result;
}
