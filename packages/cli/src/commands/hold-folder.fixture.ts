// Run by database.test.ts in a process of its own: opens the embedded database in the folder it is given, as a
// running server would, says `ready`, and keeps it open until its standard input closes.
import { openPlatform } from '@harbinger/platform';
import { memoryLogger } from '@harbinger/platform/testing';

const platform = await openPlatform({ dataDir: process.argv[2], log: memoryLogger() });
process.stdout.write('ready\n');
process.stdin.resume();
process.stdin.on('end', () => void platform.close().then(() => process.exit(0)));
