import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { GenerationMemo } from '../db/generation-memo.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';
import { mayView } from './access.js';
import { readFirst, sheetStampRollsStatement, type StampRecord } from './sheet-query.js';

// What a rendered sheet depends on, in one short string: the sheet's stamp, the stamp of its latest rolls, and whether
// the viewer owns it. Someone caching a rendering under this key serves it again only while nothing it shows changed.
// On PGlite the answer is also kept per write generation, so while nothing at all was written it costs no query.

const fingerprints = new GenerationMemo<Outcome<string>>();

async function ask(p: Platform, actor: Actor, id: string, rolls: number): Promise<Outcome<string>> {
  const stamp = await readFirst<StampRecord>(p, sheetStampRollsStatement, [id, rolls]);
  if (!stamp || !(await mayView(p.db, actor, { id, private: stamp.private, ownerId: stamp.owner_id }))) {
    return failure(refusals.notFound('That Contractor'));
  }
  const viewer = actor?.userId === stamp.owner_id ? 'owner' : 'other';
  return success(JSON.stringify([viewer, stamp.version, stamp.stamp, stamp.private, stamp.handle, stamp.rows_seen, rolls, stamp.rolls_seen]));
}

/**
 * A key that changes whenever the sheet, its latest `rolls` rolls, or the actor's right to see it may have changed;
 * not_found when the actor may not see it (the same rule as `getSheetPage`).
 * @example const key = await sheetFingerprint(p, actor, id, { rolls: 20 }); if (key.ok) cache.get(key.value)
 */
export async function sheetFingerprint(p: Platform, actor: Actor, id: unknown, options: { rolls: number }): Promise<Outcome<string>> {
  if (!isId(id)) return failure(refusals.notFound('That Contractor'));
  const rolls = Math.max(1, Math.min(200, Math.trunc(options.rolls)));
  return fingerprints.get(p.db, `${id}/${rolls}/${actor?.userId ?? ''}`, () => ask(p, actor, id, rolls));
}
