import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isUsageError, parseArgs } from '../args.js';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from '../io.js';
import type { Command } from '../main.js';
import { webSourcePaths } from './web-sources.js';

const repoRoot = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const webDir = join(repoRoot, 'apps/web');
const buildDir = join(webDir, 'build');
const stampFile = join(buildDir, '.source-stamp');

const usage = `Usage: harbinger serve [--port N] [--rebuild]

Serves the Harbinger web app on http://localhost:3000 (or --port, or the PORT variable). The app is
built first when its sources changed since the last build. With no DATABASE_URL the data lives in an
embedded PostgreSQL under ./data; migrations apply at start.`;

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
    // Without ORIGIN, adapter-node assumes HTTPS: form posts would fail the cross-site check and the session
    // cookie would be Secure on plain HTTP. Tell it the protocol of each request instead.
    process.env.PROTOCOL_HEADER ??= 'x-forwarded-proto';
    // One body limit (HARBINGER_BODY_LIMIT) for adapter-node and the API alike.
    process.env.BODY_SIZE_LIMIT = String((await import('@harbinger/platform')).bodyLimit());
    process.env.NODE_ENV = 'production';
    const { handler } = (await import(join(buildDir, 'handler.js'))) as { handler: RequestListener };
    const server = createServer((request, response) => {
      request.headers['x-forwarded-proto'] ??= (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
      handler(request, response);
    });
    await new Promise<void>((listening, failed) => {
      server.once('error', failed);
      server.listen(port, () => listening());
    }).catch((error: NodeJS.ErrnoException) => {
      io.err(
        `harbinger serve: cannot listen on port ${port}: ${error.code === 'EADDRINUSE' ? 'it is in use (try --port)' : error.message}`,
      );
      process.exit(1);
    });
    io.out(`Harbinger is running at http://localhost:${port}/ (Ctrl+C to stop)`);
    await new Promise<void>((stopped) => {
      const stop = () => server.close(() => stopped());
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    return EXIT_OK;
  },
};

function badInput(io: CliIo, message: string): number {
  io.err(`harbinger serve: ${message}`);
  return EXIT_BAD_INPUT;
}
