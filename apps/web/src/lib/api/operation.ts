import type { z } from 'zod';
import { jsonSchemaOf, type JsonSchema } from './json-schema.js';

/** The HTTP methods the API offers, in the lower case OpenAPI keys them by. */
export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** One of {@link HTTP_METHODS}. */
type HttpMethod = (typeof HTTP_METHODS)[number];

/** A path or query parameter as the document lists it. */
export interface ApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

/** A success answer: its words and, unless the answer has no body (204), the zod schema of its JSON. */
export interface ApiAnswer {
  description: string;
  schema?: z.ZodType;
}

/** A refusal: its words; the body is always the one error schema. */
export interface ApiRefusal {
  description: string;
  refusal: true;
}

/** One operation of the API, with the zod schemas its document entry is generated from. */
export interface ApiOperation {
  operationId: string;
  summary: string;
  /** Open to anonymous callers (no session needed). */
  public?: boolean;
  parameters?: readonly ApiParameter[];
  /** The schema the route's platform call parses the JSON body with. */
  body?: z.ZodType;
  /** The body may be left out (it then reads as `{}`). */
  bodyOptional?: boolean;
  responses: Readonly<Record<number, ApiAnswer | ApiRefusal>>;
}

/** The operations at one address, with the parameters they share. */
type ApiPathItem = { parameters?: readonly ApiParameter[] } & Partial<Record<HttpMethod, ApiOperation>>;

/** Addresses relative to /api/v1, each with its operations. */
export type ApiPaths = Readonly<Record<string, ApiPathItem>>;

/** The schemas one `+server.ts` really uses, by HTTP method: what it parses and what it answers with. */
export type RouteSchemas = Partial<Record<Uppercase<HttpMethod>, { body?: z.ZodType; response?: z.ZodType }>>;

/** A success answer (leave `schema` out for one with no body). */
export function answer(description: string, schema?: z.ZodType): ApiAnswer {
  return schema === undefined ? { description } : { description, schema };
}

/** A refusal with its own words. */
export function refusal(description: string): ApiRefusal {
  return { description, refusal: true };
}

/** A required path parameter (every id in our addresses is a plain string). */
export function pathParam(name: string, description: string): ApiParameter {
  return { name, in: 'path', required: true, description, schema: { type: 'string' } };
}

/** The refusal every operation that needs a signed-in player shares. */
export const unauthenticatedRefusal = refusal(
  'No valid session: send the session cookie or `Authorization: Bearer <token>`.',
);

/** The `{id}` of a Contractor's address. */
export const contractorIdParam = pathParam('id', 'The Contractor id (a UUID).');

/** The `{id}` of a Playgroup's address. */
export const playgroupIdParam = pathParam('id', 'The Playgroup id (a UUID).');

/** An optional query parameter. */
export function queryParam(name: string, description: string, schema: JsonSchema = { type: 'string' }): ApiParameter {
  return { name, in: 'query', required: false, description, schema };
}

/** Where the one error schema lives in the document. */
const ERROR_REF = '#/components/schemas/Error';

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

function renderOperation(operation: ApiOperation): JsonSchema {
  const responses = Object.fromEntries(
    Object.entries(operation.responses).map(([status, item]) => {
      if ('refusal' in item) return [status, { description: item.description, ...json({ $ref: ERROR_REF }) }];
      return [
        status,
        item.schema
          ? { description: item.description, ...json(jsonSchemaOf(item.schema)) }
          : { description: item.description },
      ];
    }),
  );
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.public ? { security: [] } : {}),
    ...(operation.parameters ? { parameters: operation.parameters } : {}),
    ...(operation.body
      ? { requestBody: { required: !operation.bodyOptional, ...json(jsonSchemaOf(operation.body)) } }
      : {}),
    responses,
  };
}

/** Turns the operations into OpenAPI path items, generating every JSON Schema from its zod schema. */
export function renderPaths(paths: ApiPaths): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      const rendered: JsonSchema = item.parameters ? { parameters: item.parameters } : {};
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (operation) rendered[method] = renderOperation(operation);
      }
      return [path, rendered];
    }),
  );
}
