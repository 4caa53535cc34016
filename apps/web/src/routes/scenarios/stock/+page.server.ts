import { getStockShelf, unlockStockScenario } from '@harbinger/platform';
import { formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import type { Actions, PageServerLoad } from './$types';

/** The stock shelf: our own Scenarios, what the reader has earned, and how to earn the rest (visitors too). */
export const load: PageServerLoad = async ({ locals }) => ({
  shelf: valueOr404(await getStockShelf(locals.platform, locals.actor)),
});

export const actions: Actions = {
  /** Unlocks an earned stock Scenario (the page warns that it spoils it for play before the button). */
  unlock: async ({ locals, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const values = { id: formText(form, 'id') };
    const unlocked = await unlockStockScenario(locals.platform, actor, values.id);
    return unlocked.ok
      ? {
          done: `“${unlocked.value.title}” is unlocked: it is in your collection and spoiled for you as a player.`,
          id: values.id,
        }
      : formFailure(unlocked.error, values);
  },
};
