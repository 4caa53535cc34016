import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../server/openapi.js';

describe('OpenAPI: Gift endpoints', () => {
  it('documents the catalog, compile, create and improve endpoints with the 422 of a refused Gift', () => {
    const paths = openApiDocument.paths;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/gifts/catalog', '/gifts/compile', '/contractors/{id}/gifts', '/contractors/{id}/gifts/{giftId}/improve']));
    expect(paths['/contractors/{id}/gifts'].post.responses[422].description).toContain('status_too_low');
    expect(paths['/contractors/{id}/gifts/{giftId}/improve'].parameters.map((p) => p.name)).toEqual(['id', 'giftId']);
    expect(Object.keys(openApiDocument.components.schemas)).toEqual(expect.arrayContaining(['GiftSpec', 'GiftView', 'GiftPreview', 'GiftProblem']));
  });

  it('documents vetoing a Gift and lifting the veto, with the refusals each can give', () => {
    const veto = openApiDocument.paths['/contractors/{id}/gifts/{giftId}/veto'];
    expect(veto.parameters.map((p) => p.name)).toEqual(['id', 'giftId']);
    expect((veto.post.requestBody.content['application/json'].schema as { required?: string[] }).required).toEqual(['playgroupId', 'reason']);
    expect(Object.keys(veto.post.responses)).toEqual(['201', '400', '401', '403', '404', '409']);
    expect(Object.keys(veto.delete.responses)).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(veto.delete.parameters[0]).toMatchObject({ name: 'playgroupId', in: 'query' });
    expect(Object.keys(openApiDocument.components.schemas)).toContain('GiftVeto');
  });
});
