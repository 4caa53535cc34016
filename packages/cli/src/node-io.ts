import { readFile } from 'node:fs/promises';
import { main } from './main.js';
import type { CliIo } from './io.js';

const nodeIo: CliIo = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  readFile: (path) => readFile(path, 'utf8'),
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

/** Runs the CLI against the real process streams and file system; resolves to the exit code. */
export function runCli(argv: string[]): Promise<number> {
  return main(argv, nodeIo);
}
