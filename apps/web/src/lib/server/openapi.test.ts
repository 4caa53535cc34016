import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { apiErrorSchema } from '../api/error-schema.js';
import { HTTP_METHODS } from '../api/operation.js';
import { apiError } from './api-response.js';
import { apiOperations, openApiDocument } from './openapi.js';

const API_DIR = fileURLToPath(new URL('../../routes/api/v1/', import.meta.url));
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every `+server.ts` under /api/v1 as "METHOD /path" with SvelteKit's [param] turned into OpenAPI's {param}. */
function implementedRoutes(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === '+server.ts') {
        const route = relative(API_DIR, dir).split(sep).filter(Boolean);
        if (route.some((part) => part.startsWith('[...'))) continue; // the JSON 404 catch-all
        const url = `/${route.map((part) => part.replace(/^\[(\w+)\]$/, '{$1}')).join('/')}`;
        const source = readFileSync(path, 'utf8');
        for (const method of METHODS) {
          if (new RegExp(`export (const|async function|function) ${method}\\b`).test(source))
            found.push(`${method} ${url}`);
        }
      }
    }
  };
  walk(API_DIR);
  return found.sort();
}

function documentedRoutes(): string[] {
  const found: string[] = [];
  for (const [path, item] of Object.entries(openApiDocument.paths)) {
    for (const key of Object.keys(item)) {
      const method = key.toUpperCase();
      if ((METHODS as readonly string[]).includes(method)) found.push(`${method} ${path}`);
    }
  }
  return found.sort();
}

describe('OpenAPI document', () => {
  it('lists exactly the implemented endpoints', () => {
    expect(documentedRoutes()).toEqual(implementedRoutes());
  });

  it('covers at least the endpoints issue 3 asks for', () => {
    expect(documentedRoutes()).toEqual(
      expect.arrayContaining([
        'POST /accounts',
        'POST /sessions',
        'POST /contractors',
        'GET /contractors/{id}',
        'PATCH /contractors/{id}',
        'POST /contractors/{id}/injuries',
        'GET /contractors/{id}/export',
        'POST /contractors/import',
        'GET /openapi.json',
      ]),
    );
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(openApiDocument);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('answers every 4xx with the one error schema', () => {
    for (const [path, item] of Object.entries(apiOperations)) {
      for (const method of HTTP_METHODS) {
        for (const [status, response] of Object.entries(item[method]?.responses ?? {})) {
          if (Number(status) >= 400) expect('refusal' in response, `${method} ${path} ${status}`).toBe(true);
        }
      }
    }
  });

  it('describes the error body the API really sends', async () => {
    const sent = await apiError({ code: 'bad_input', status: 400, message: 'Nope.', field: 'name' }).json();
    expect(apiErrorSchema.parse(sent)).toEqual({ error: { code: 'bad_input', message: 'Nope.', field: 'name' } });
    expect(openApiDocument.components.schemas.Error).toMatchObject({ required: ['error'] });
  });

  it('documents an error response for every operation that takes input', () => {
    for (const [path, item] of Object.entries(apiOperations)) {
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!operation?.body) continue;
        expect(
          Object.keys(operation.responses)
            .map(Number)
            .some((s) => s >= 400),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
  });

  it('names exactly the path parameters each templated path has', () => {
    for (const [path, item] of Object.entries(apiOperations)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const declared = [...(item.parameters ?? []), ...(operation.parameters ?? [])]
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort();
        expect(declared, `${method} ${path}`).toEqual(inPath);
      }
    }
  });
});
