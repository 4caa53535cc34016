/** What a command may touch of the outside world; tests pass an in-memory one. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): Promise<string>;
  readStdin(): Promise<string>;
}

/** Exit codes: 0 success, 2 bad input (usage, parse or validation errors). */
export const EXIT_OK = 0;
export const EXIT_BAD_INPUT = 2;

/** An in-memory CliIo that records what was printed (for tests). */
export function memoryIo(
  files: Record<string, string> = {},
  stdin = '',
): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (text) => stdout.push(text),
    err: (text) => stderr.push(text),
    readFile: async (path) => {
      const content = files[path];
      if (content === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return content;
    },
    readStdin: async () => stdin,
  };
}
