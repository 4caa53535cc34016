import { bodyLimit } from '@harbinger/platform';
import { describe, expect, it } from 'vitest';
import { readPassportUpload } from './passport-upload.js';

function form(entries: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe('readPassportUpload', () => {
  it('parses an uploaded file', async () => {
    const file = new File(['{"format":"harbinger.contractor","version":1}'], 'mara.json', { type: 'application/json' });
    expect(await readPassportUpload(form({ passport: file }))).toEqual({
      ok: true,
      value: { format: 'harbinger.contractor', version: 1 },
    });
  });

  it('parses pasted text when no file was chosen (browsers send an empty file)', async () => {
    const empty = new File([], '');
    expect(await readPassportUpload(form({ passport: empty, pasted: ' {"version":1} ' }))).toEqual({
      ok: true,
      value: { version: 1 },
    });
  });

  it('says which field is wrong when the text is not JSON', async () => {
    const read = await readPassportUpload(form({ pasted: 'name: Mara' }));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatchObject({ code: 'invalid_json', status: 400, field: 'pasted' });
  });

  it('asks for something when nothing was sent', async () => {
    const read = await readPassportUpload(form({}));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatchObject({ code: 'passport_missing', field: 'passport' });
  });

  it('refuses a file over the body limit before reading it', async () => {
    const big = new File(['x'.repeat(bodyLimit() + 1)], 'big.json');
    const read = await readPassportUpload(form({ passport: big }));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.code).toBe('payload_too_large');
  });
});
