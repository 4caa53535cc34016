// Loaded into a benchmarked server with `node --expose-gc --import <this file>` (through NODE_OPTIONS): on SIGUSR2 it
// collects garbage and writes the process's memory figures as JSON to HARBINGER_MEMORY_PROBE. Nothing of the app
// changes, and nothing is served: the benchmark reads the file.
import { writeFileSync } from 'node:fs';
import process from 'node:process';

const target = process.env.HARBINGER_MEMORY_PROBE;
if (target) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    globalThis.gc?.();
    writeFileSync(target, JSON.stringify(process.memoryUsage()));
  });
}
