import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';
import { mayView } from './access.js';
import { keyOf } from './sheet-cache.js';
import { readSheetStamp, viewerOf } from './sheet-read.js';

// What a rendered sheet depends on, in one short string: the sheet's stamp, the stamp of its latest rolls, and whether
// the viewer owns it. Someone caching a rendering under this key serves it again only while nothing it shows changed.
// The stamp read is the sheet read's own, kept on PGlite until the next write, so then it costs no query.

/**
 * A key that changes whenever the sheet, its latest `rolls` rolls, or the actor's right to see it may have changed;
 * not_found when the actor may not see it (the same rule as `getSheetPage`).
 * @example const key = await sheetFingerprint(p, actor, id, { rolls: 20 }); if (key.ok) cache.get(key.value)
 */
export async function sheetFingerprint(p: Platform, actor: Actor, id: unknown, options: { rolls: number }): Promise<Outcome<string>> {
  if (!isId(id)) return failure(refusals.notFound('That Contractor'));
  const rolls = Math.max(1, Math.min(200, Math.trunc(options.rolls)));
  const stamp = await readSheetStamp(p, id, rolls);
  if (!stamp || !(await mayView(p.db, actor, { id, private: stamp.private, ownerId: stamp.owner_id }))) {
    return failure(refusals.notFound('That Contractor'));
  }
  return success(JSON.stringify([viewerOf(actor, stamp), keyOf(stamp), rolls, stamp.rolls_seen]));
}
