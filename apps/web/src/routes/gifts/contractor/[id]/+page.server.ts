import { error, fail, redirect } from '@sveltejs/kit';
import {
  craftArtifact,
  craftConsumables,
  getContractorGifts,
  getSpendLock,
  giveCraftedItem,
  listContractors,
  renameSource,
  setCraftingLocation,
  setSourceConditions,
  useConsumable,
  type PlatformError,
} from '@harbinger/platform';
import { formChecked, formNumber, formText } from '#lib/server/form-data.ts';
import { formProblem } from '#lib/server/form-failure.ts';
import { requireActor, safeNext } from '#lib/server/guard.ts';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ locals, params }) => {
  const found = await getContractorGifts(locals.platform, locals.actor, params.id);
  if (!found.ok) error(found.error.status, { message: found.error.message, code: found.error.code });
  const mine = found.value.contractor.editable ? await listContractors(locals.platform, locals.actor) : undefined;
  // Between the Contracts of a Cycle there is no Downtime: the Craft section says so.
  const lock = found.value.contractor.editable ? await getSpendLock(locals.platform, locals.actor, params.id) : null;
  return {
    gifts: found.value,
    cycleLine: lock?.ok && lock.value?.cycle ? lock.value.line : null,
    // Whom crafted items can be handed to: the player's other Contractors (the API takes any visible one).
    others: mine?.ok ? mine.value.filter((c) => c.id !== params.id).map((c) => ({ id: c.id, name: c.name })) : [],
  };
};

/** A refused form: which form it was, and the problem to show next to it. */
function refused(form: string, error: PlatformError) {
  return fail(error.status, { form, problem: formProblem(error, { keepMessage: true }) });
}

export const actions: Actions = {
  /** The "use" button (also on the sheet): one Consumable gone, back where it was pressed. */
  use: async ({ request, locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const outcome = await useConsumable(locals.platform, actor, params.id, {
      itemId: formText(form, 'itemId'),
      quantity: formNumber(form, 'quantity') ?? 1,
    });
    if (!outcome.ok) return refused('use', outcome.error);
    redirect(303, safeNext(formText(form, 'back'), `/gifts/contractor/${params.id}`));
  },
  /** Crafts copies from a crafting Gift (free ones first, then Exp). */
  craft: async ({ request, locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const input = {
      giftId: formText(form, 'giftId'),
      quantity: formNumber(form, 'quantity') ?? 1,
      ...(formText(form, 'name') ? { name: formText(form, 'name') } : {}),
    };
    const outcome =
      formText(form, 'kind') === 'artifact'
        ? await craftArtifact(locals.platform, actor, params.id, input)
        : await craftConsumables(locals.platform, actor, params.id, input);
    if (!outcome.ok) return refused(`craft-${input.giftId}`, outcome.error);
    const { bill } = outcome.value;
    return {
      form: `craft-${input.giftId}`,
      done: `Crafted ${bill.free + bill.paid}: ${bill.free} free, ${bill.exp} Exp spent.`,
    };
  },
  /** Hands crafted items to another Contractor. */
  give: async ({ request, locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const itemId = formText(form, 'itemId');
    const outcome = await giveCraftedItem(locals.platform, actor, params.id, {
      itemId,
      toContractorId: formText(form, 'to'),
      quantity: formNumber(form, 'quantity') ?? 1,
    });
    if (!outcome.ok) return refused(`give-${itemId}`, outcome.error);
    return { form: `give-${itemId}`, done: 'Handed over.' };
  },
  /** Names the Crafting Location, or marks it out of reach. */
  location: async ({ request, locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const outcome = await setCraftingLocation(locals.platform, actor, params.id, {
      name: formText(form, 'name'),
      description: formText(form, 'description'),
      available: formChecked(form, 'available'),
    });
    if (!outcome.ok) return refused('location', outcome.error);
    return { form: 'location', done: 'Crafting Location saved.' };
  },
  /** Renames the Source and sets its replenishment conditions. */
  source: async ({ request, locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const renamed = await renameSource(locals.platform, actor, params.id, { name: formText(form, 'name') });
    if (!renamed.ok) return refused('source', renamed.error);
    const conditions = form
      .getAll('conditions')
      .filter((c): c is string => typeof c === 'string')
      .map((c) => c.trim())
      .filter(Boolean);
    if (conditions.length > 0 || renamed.value.conditions.length > 0) {
      const set = await setSourceConditions(locals.platform, actor, params.id, { conditions });
      if (!set.ok) return refused('source', set.error);
    }
    return { form: 'source', done: 'Source saved.' };
  },
};
