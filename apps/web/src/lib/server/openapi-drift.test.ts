import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { jsonSchemaOf } from '../api/json-schema.js';
import { HTTP_METHODS, type RouteSchemas } from '../api/operation.js';
import { openApiDocument } from './openapi.js';

// Each API route exports the schemas it really parses and answers with; the served document must show exactly
// those, so changing a route's schema without the document (or the other way round) fails here.

const routeModules = import.meta.glob<{ _schemas?: RouteSchemas }>('../../routes/api/v1/**/+server.ts');

/** "/contractors/{id}/gifts" from "../../routes/api/v1/contractors/[id]/gifts/+server.ts". */
function documentPath(file: string): string {
  const parts = file
    .replace('../../routes/api/v1/', '')
    .replace(/\/?\+server\.ts$/, '')
    .split('/')
    .filter(Boolean);
  return `/${parts.map((part) => part.replace(/^\[(\w+)\]$/, '{$1}')).join('/')}`;
}

type Rendered = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

/** The documented operation, or undefined. */
function documented(path: string, method: string): Rendered | undefined {
  const item = (openApiDocument.paths as Record<string, Record<string, unknown>>)[path];
  return item?.[method] as Rendered | undefined;
}

/** The schema of the operation's success answer (its lowest 2xx status), if it has a body. */
function successSchema(operation: Rendered): unknown {
  const status =
    Object.keys(operation.responses)
      .filter((s) => s.startsWith('2'))
      .sort()[0] ?? '';
  return operation.responses[status]?.content?.['application/json']?.schema;
}

const routes = Object.keys(routeModules)
  .filter((file) => !file.includes('[...'))
  .sort();
const ownDocument = (file: string) => documentPath(file) === '/openapi.json';

describe('OpenAPI document against the routes', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each(routes.filter((file) => !ownDocument(file)))(
    '%s: body and answer schemas are the ones the route uses',
    async (file) => {
      const { _schemas } = await routeModules[file]!();
      expect(_schemas, 'the route exports _schemas').toBeDefined();
      const source = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      for (const method of HTTP_METHODS) {
        const upper = method.toUpperCase() as Uppercase<typeof method>;
        const exported = new RegExp(`export const ${upper}\\b`).test(source);
        expect(Object.hasOwn(_schemas ?? {}, upper), `${upper} exported and in _schemas alike`).toBe(exported);
        const route = _schemas?.[upper];
        if (!route) continue;
        const operation = documented(documentPath(file), method);
        expect(operation, `${upper} ${documentPath(file)} is documented`).toBeDefined();
        if (!operation) continue;
        const body = operation.requestBody?.content['application/json']?.schema;
        expect(body, `${upper} request body`).toEqual(route.body ? jsonSchemaOf(route.body) : undefined);
        expect(successSchema(operation), `${upper} answer`).toEqual(
          route.response ? jsonSchemaOf(route.response) : undefined,
        );
      }
    },
  );

  it('declares a body schema for every handler that reads a JSON body', () => {
    for (const file of routes) {
      const source = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      for (const handler of source.split(/\nexport const /).slice(1)) {
        const method = handler.match(/^([A-Z]+): RequestHandler/)?.[1];
        if (method && handler.includes('readJsonBody(')) {
          expect(source, `${method} ${documentPath(file)}`).toMatch(new RegExp(`${method}: \\{ body: \\w+`));
        }
      }
    }
  });
});
