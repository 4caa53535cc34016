import { describe, expect, it } from 'vitest';
import { giftPaths } from './openapi-gifts.js';

describe('OpenAPI: Gift endpoints', () => {
  it('documents the catalog, compile, create and improve endpoints with the 422 of a refused Gift', () => {
    expect(Object.keys(giftPaths)).toEqual(
      expect.arrayContaining([
        '/gifts/catalog',
        '/gifts/compile',
        '/contractors/{id}/gifts',
        '/contractors/{id}/gifts/{giftId}/improve',
        '/contractors/{id}/gifts/{giftId}/activate',
      ]),
    );
    expect(giftPaths['/contractors/{id}/gifts']?.post?.responses[422]?.description).toContain('status_too_low');
    expect(giftPaths['/contractors/{id}/gifts/{giftId}/activate']?.post?.responses[422]?.description).toContain(
      'source_empty',
    );
    expect(giftPaths['/contractors/{id}/gifts/{giftId}/improve']?.parameters?.map((p) => p.name)).toEqual([
      'id',
      'giftId',
    ]);
  });

  it('documents vetoing a Gift and lifting the veto, with the refusals each can give', () => {
    const veto = giftPaths['/contractors/{id}/gifts/{giftId}/veto'];
    expect(veto?.parameters?.map((p) => p.name)).toEqual(['id', 'giftId']);
    expect(Object.keys(veto?.post?.responses ?? {})).toEqual(['201', '400', '401', '403', '404', '409']);
    expect(Object.keys(veto?.delete?.responses ?? {})).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(veto?.delete?.parameters?.[0]).toMatchObject({ name: 'playgroupId', in: 'query' });
    expect(veto?.delete?.bodyOptional).toBe(true);
  });
});
