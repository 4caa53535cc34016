/** Where the platform reports what happened: plain messages with optional structured data. */
export interface Logger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

type Level = 'info' | 'warn' | 'error';

/** The default logger: one line per event on the console, data as JSON after the message. */
export function consoleLogger(): Logger {
  const write = (level: Level) => (message: string, data?: Record<string, unknown>) => {
    const line = `[harbinger] ${level} ${message}${data === undefined ? '' : ` ${JSON.stringify(data)}`}`;
    if (level === 'info') console.log(line);
    else if (level === 'warn') console.warn(line);
    else console.error(line);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/** One event a memory logger kept. */
export interface LogEntry {
  level: Level;
  message: string;
  data?: Record<string, unknown>;
}

/** A logger that keeps every event in `entries`, for tests (it prints nothing). */
export function memoryLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const keep = (level: Level) => (message: string, data?: Record<string, unknown>) => {
    entries.push({ level, message, ...(data === undefined ? {} : { data }) });
  };
  return { entries, info: keep('info'), warn: keep('warn'), error: keep('error') };
}
