import { z } from 'zod';

/** A JSON Schema object as the OpenAPI 3.1 document embeds it. */
export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of what a client may send for `schema` (its input side, so defaults stay optional). Checks zod
 * cannot express (refinements, a `Date` accepted from code) are left out rather than refused.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

/** A value as it reads after `JSON.stringify` and `JSON.parse`: dates become ISO strings. */
export type JsonOf<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? JsonOf<U>[]
    : T extends object
      ? { [K in keyof T]: JsonOf<T[K]> }
      : T;
