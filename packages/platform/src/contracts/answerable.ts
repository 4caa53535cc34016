import type { Actor } from '../accounts/views.js';
import type { Tx } from '../db/connection.js';
import { failure, success, type Outcome } from '../errors.js';
import { loadContract, type LoadedContract } from './contract-view.js';
import { mayAnswer, outsiderRefusal } from './eligibility.js';
import { wrongState } from './schedule.js';

/**
 * The scheduled Contract `id`, locked, when the actor may answer it (or queue for it); `doing` words the refusal of a
 * Contract past scheduling. An outsider of a private table learns nothing, not even its state.
 */
export async function loadAnswerable(
  tx: Tx,
  id: unknown,
  actor: NonNullable<Actor>,
  doing: string,
): Promise<Outcome<LoadedContract>> {
  const loaded = await loadContract(tx, id, actor, true);
  if (!loaded.ok) return loaded;
  const c = loaded.value.contract;
  const outsider = loaded.value.canRun ? null : outsiderRefusal(loaded.value.membership);
  if (outsider) return failure(outsider);
  if (c.state !== 'scheduled') return failure(wrongState(c.state, 'scheduled', doing));
  const refused = mayAnswer(actor.userId, c, loaded.value.membership);
  return refused ? failure(refused) : success(loaded.value);
}
