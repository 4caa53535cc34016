import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { success, type Outcome } from '../errors.js';
import { creditBalance, unlockFromExchange, type UnlockResult } from './credits.js';
import { STOCK_SCENARIOS } from './stock/catalog.js';
import { unlockStockScenario } from './stock/stock-shelf.js';

const STOCK_IDS = new Set(STOCK_SCENARIOS.map((s) => s.id));

/**
 * Unlocks a Scenario for the reader, spoiling it for play: one of our stock Scenarios once earned (free), any other
 * from the Exchange for its credits. One route and one answer for both, so a client need not know which it is.
 * @example await unlockScenario(p, ada, id) // { id, spent: 100, balance: 240 }
 */
export async function unlockScenario(p: Platform, actor: Actor, id: string): Promise<Outcome<UnlockResult>> {
  if (!STOCK_IDS.has(id)) return unlockFromExchange(p, actor, id);
  const unlocked = await unlockStockScenario(p, actor, id);
  if (!unlocked.ok) return unlocked;
  return success({ id, spent: 0, balance: await creditBalance(p.db, actor!.userId) });
}
