#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx's loader, so there is no build step to forget.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);

if (major < REQUIRED_MAJOR) {
  // npm scripts and npx already run us on the Node 24 the project installs (the `node` devDependency); a shell
  // that calls this file straight on an older system Node is handed over to that one.
  const bundled = fileURLToPath(new URL('../../../node_modules/node/bin/node', import.meta.url));
  if (!existsSync(bundled)) {
    console.error(
      `harbinger needs Node ${REQUIRED_MAJOR} or newer (this is ${process.version}); run \`npm install\` first.`,
    );
    process.exit(1);
  }
  const child = spawnSync(bundled, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
const { runCli } = await import('../src/node-io.ts');
process.exitCode = await runCli(process.argv.slice(2));
