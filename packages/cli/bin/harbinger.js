#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx's loader, so there is no build step to forget.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/node-io.ts');
process.exitCode = await runCli(process.argv.slice(2));
