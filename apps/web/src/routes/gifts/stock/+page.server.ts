import { fail, redirect } from '@sveltejs/kit';
import { grantStockGift, listGiftRecipients } from '@harbinger/platform';
import { stockShelves } from '#lib/gifts/stock-shelves.ts';
import { formText } from '#lib/server/form-data.ts';
import { formProblem } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import type { Actions, PageServerLoad } from './$types';

/** Compiled once per process: the stock shelves never change while the server runs. */
let shelves: ReturnType<typeof stockShelves> | undefined;

export const load: PageServerLoad = async ({ locals, url }) => {
  shelves ??= stockShelves();
  const mine = locals.actor ? await listGiftRecipients(locals.platform, locals.actor) : undefined;
  const contractors = mine?.ok ? mine.value : [];
  const asked = url.searchParams.get('contractor') ?? '';
  return {
    shelves,
    contractors,
    contractorId: contractors.some((c) => c.id === asked) ? asked : '',
    signedIn: locals.actor !== null,
  };
};

export const actions: Actions = {
  /** Grants a stock Gift as it is to one of the player's Contractors (one Gift Credit). */
  grant: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const stockId = formText(form, 'stockId');
    const contractorId = formText(form, 'contractor');
    if (!contractorId)
      return fail(400, {
        stockId,
        problem: { code: 'validation_failed', message: 'Choose the Contractor who receives it.', fields: {} },
      });
    const outcome = await grantStockGift(locals.platform, actor, contractorId, { stockId });
    if (!outcome.ok)
      return fail(outcome.error.status, { stockId, problem: formProblem(outcome.error, { keepMessage: true }) });
    redirect(303, `/gifts/${outcome.value.id}?saved=new`);
  },
};
