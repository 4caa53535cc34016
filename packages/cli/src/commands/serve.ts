import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isUsageError, parseArgs } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from '../io.js';
import type { Command } from '../main.js';
import { proxyAwareListener } from './serve-listener.js';
import { assumedOriginWarning, displayUrl, readServeSettings } from './serve-settings.js';
import { DRAIN_MS, gracefulStop } from './serve-stop.js';
import { webSourcePaths } from './web-sources.js';

const repoRoot = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const webDir = join(repoRoot, 'apps/web');
const buildDir = join(webDir, 'build');
const stampFile = join(buildDir, '.source-stamp');

const usage = `Usage: harbinger serve [--port N] [--rebuild]

Serves the Harbinger web app on http://127.0.0.1:3000 (or --port, or the PORT variable). The app is
built first when its sources changed since the last build. With no DATABASE_URL the data lives in an
embedded PostgreSQL under ./data; migrations apply before the first request is served. SIGTERM or
Ctrl+C finish the requests in flight and close the database.

Settings (environment): HOST (default 127.0.0.1; 0.0.0.0 for every interface), HARBINGER_PUBLIC_ORIGIN
(the address in links; default http://localhost:PORT), HARBINGER_TRUST_PROXY=1 (behind a reverse proxy),
HARBINGER_ADMIN_TOKEN (enables backups through the server). See docs/deploy.md.`;

/**
 * A fingerprint of every source file the web build depends on (paths, sizes and modification times): the web app,
 * the workspace packages it uses, and the root manifest and lockfile.
 */
export function sourceStamp(root = repoRoot): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) if (entry !== 'node_modules') visit(join(path, entry));
    } else {
      hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  webSourcePaths(root).forEach((p) => visit(join(root, p)));
  return hash.digest('hex');
}

function buildIsCurrent(stamp: string): boolean {
  return existsSync(join(buildDir, 'handler.js')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
}

function runBuild(io: CliIo): Promise<boolean> {
  io.err('harbinger serve: building the web app (first start or changed sources)…');
  return new Promise((done) => {
    // Always a production build: under a test runner NODE_ENV is "test", and Svelte would then compile its
    // development checks into every component (several times slower server rendering).
    const child = spawn(process.execPath, [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: webDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('exit', (code) => done(code === 0));
    child.on('error', () => done(false));
  });
}

/** The most a stop may take, from the signal to the process ending; past it the process exits anyway. */
const STOP_LIMIT_MS = 10_000;

/**
 * Asks the web app to close what it holds (the database, its folder lock) and waits for it. The app listens for
 * adapter-node's `sveltekit:shutdown` event; the `waitUntil` argument is ours, so we learn when it is done.
 */
async function closeWebApp(reason: string): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const emit = process.emit as (event: string, ...args: unknown[]) => boolean;
  emit.call(process, 'sveltekit:shutdown', reason, (work: Promise<unknown>) => pending.push(work));
  await Promise.all(pending);
}

/** Resolves with the first stop signal; a second one ends the process at once. */
function firstStopSignal(): Promise<NodeJS.Signals> {
  return new Promise((got) => {
    const onSignal = (signal: NodeJS.Signals) => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      process.once('SIGINT', () => process.exit(1));
      process.once('SIGTERM', () => process.exit(1));
      got(signal);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}

/** `harbinger serve`: build the web app if needed and serve it (also what `npm start` runs). */
export const serveCommand: Command = {
  name: 'serve',
  summary: 'serve the web app (builds it first when needed)',
  usage,
  async run(argv, io) {
    const args = parseArgs(argv, { port: 'integer', rebuild: 'flag' });
    if (isUsageError(args)) return badInput(io, args.message);
    if (args.help) {
      io.out(usage);
      return EXIT_OK;
    }
    const port = args.integers.get('port') ?? Number(process.env.PORT ?? 3000);
    if (!Number.isInteger(port) || port < 0 || port > 65535) return badInput(io, `not a port number: ${port}`);
    if (!existsSync(webDir)) return badInput(io, 'the web app (apps/web) is not in this checkout');
    const stamp = sourceStamp();
    if (args.flags.has('rebuild') || !buildIsCurrent(stamp)) {
      if (!(await runBuild(io))) {
        io.err('harbinger serve: the build failed (see above)');
        return 1;
      }
      writeFileSync(stampFile, stamp);
    }
    const settings = readServeSettings(process.env, port);
    // Without ORIGIN, adapter-node assumes HTTPS: form posts would fail the cross-site check and the session cookie
    // would be Secure on plain HTTP. It reads each request's protocol and address from the two headers the listener
    // vouches for (always these two: another name would let a visitor set it).
    process.env.PROTOCOL_HEADER = 'x-forwarded-proto';
    process.env.ADDRESS_HEADER = 'x-forwarded-for';
    process.env.NODE_ENV = 'production';
    if (settings.originAssumed) {
      process.env.HARBINGER_PUBLIC_ORIGIN = settings.publicOrigin;
      io.err(assumedOriginWarning(settings));
    }
    // Importing the app opens the database and applies migrations (its `init` hook): nothing is served before that.
    let handler: RequestListener;
    try {
      // One body limit (HARBINGER_BODY_LIMIT) for adapter-node and the API alike; a value that is no size stops here.
      process.env.BODY_SIZE_LIMIT = String((await import('@harbinger/platform')).bodyLimit());
      ({ handler } = (await import(join(buildDir, 'handler.js'))) as { handler: RequestListener });
    } catch (error) {
      io.err(`harbinger serve: cannot start: ${(error as Error).message}`);
      return 1;
    }
    const server = createServer(proxyAwareListener(handler, settings));
    let reason = 'SIGTERM';
    const stopper = gracefulStop(server, { drainMs: DRAIN_MS, closeApp: () => closeWebApp(reason) });
    const listenError = await new Promise<NodeJS.ErrnoException | null>((listening) => {
      server.once('error', listening);
      server.listen(port, settings.host, () => listening(null));
    });
    if (listenError) {
      const why = listenError.code === 'EADDRINUSE' ? 'it is in use (try --port)' : listenError.message;
      io.err(`harbinger serve: cannot listen on ${settings.host} port ${port}: ${why}`);
      await closeWebApp('listen_failed');
      return 1;
    }
    io.out(`Harbinger is running at ${displayUrl(settings, port)} (Ctrl+C to stop)`);
    reason = await firstStopSignal();
    io.out(`harbinger serve: ${reason}: finishing requests in flight, then closing the database…`);
    let stopped = false;
    // Whatever happens, the process ends within the limit: a stuck request or a handle left open cannot hold it.
    setTimeout(() => {
      if (!stopped) io.err(`harbinger serve: did not stop within ${STOP_LIMIT_MS / 1000} s; exiting anyway`);
      process.exit(stopped ? EXIT_OK : 1);
    }, STOP_LIMIT_MS).unref();
    try {
      await stopper.stop();
    } catch (error) {
      io.err(`harbinger serve: could not close the database cleanly: ${(error as Error).message}`);
      return 1;
    }
    stopped = true;
    io.out('harbinger serve: stopped cleanly.');
    return EXIT_OK;
  },
};

function badInput(io: CliIo, message: string): number {
  io.err(`harbinger serve: ${message}`);
  return EXIT_BAD_INPUT;
}
