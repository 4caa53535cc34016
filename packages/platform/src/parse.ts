import type { z } from 'zod';
import { failure, fromZodError, success, type Outcome } from './errors.js';

/** Parses untrusted input with a shared schema; a mismatch becomes a 400 `validation_failed` naming the fields. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): Outcome<z.output<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success ? success(parsed.data) : failure(fromZodError(parsed.error));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` could be one of our ids; anything else is simply not found (never a database error). */
export function isId(id: unknown): id is string {
  return typeof id === 'string' && UUID.test(id);
}
