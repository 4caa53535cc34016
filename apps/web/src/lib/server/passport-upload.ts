import { bodyLimit, type Outcome } from '@harbinger/platform';
import { webError } from './api-response.js';

/**
 * The passport JSON of the import form: an uploaded file (`passport`) or pasted text (`pasted`), parsed but not
 * checked (the platform validates it). Problems come back on the field the person used.
 */
export async function readPassportUpload(form: FormData): Promise<Outcome<unknown>> {
  const file = form.get('passport');
  const pasted = form.get('pasted');
  let text: string;
  let field = 'passport';
  if (file instanceof File && file.size > 0) {
    if (file.size > bodyLimit())
      return {
        ok: false,
        error: webError('payload_too_large', 400, 'That file is too large to be a passport.', field),
      };
    text = await file.text();
  } else if (typeof pasted === 'string' && pasted.trim() !== '') {
    field = 'pasted';
    if (Buffer.byteLength(pasted) > bodyLimit())
      return {
        ok: false,
        error: webError('payload_too_large', 400, 'That text is too large to be a passport.', field),
      };
    text = pasted;
  } else {
    return { ok: false, error: webError('passport_missing', 400, 'Choose a passport file, or paste its text.', field) };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      error: webError(
        'invalid_json',
        400,
        'That is not a Harbinger passport: it is not even JSON. Export the Contractor again and upload the .json file.',
        field,
      ),
    };
  }
}
