import { describe, expect, it } from 'vitest';
import { rollAtTable } from './table-roll.js';

const answering = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('rollAtTable', () => {
  it('answers the roll as the roller sees it', async () => {
    const view = { id: 3, kind: 'roll', hidden: true, payload: null };
    expect(await rollAtTable('c', { expression: 'per', visibility: 'blind' }, answering(201, view))).toEqual({
      ok: true,
      view,
    });
  });

  it('passes the refusal’s code, words and field on to the form', async () => {
    const refusal = { error: { code: 'invalid_roll', message: 'Unknown trait.', field: 'expression' } };
    expect(await rollAtTable('c', { expression: 'xyz' }, answering(400, refusal))).toEqual({
      ok: false,
      code: 'invalid_roll',
      message: 'Unknown trait.',
      field: 'expression',
    });
  });

  it('says so when the server cannot be reached', async () => {
    const offline = (async () => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch;
    expect(await rollAtTable('c', { expression: '3' }, offline)).toMatchObject({ ok: false, code: 'network' });
  });
});
