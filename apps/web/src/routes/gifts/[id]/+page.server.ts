import { error, fail } from '@sveltejs/kit';
import { getGift, listContractors, setArtifactStatus, transferArtifact } from '@harbinger/platform';
import { formText } from '#lib/server/form-data.ts';
import { formProblem } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ locals, params, url }) => {
  const found = await getGift(locals.platform, locals.actor, params.id);
  if (!found.ok) error(found.error.status, { message: found.error.message, code: found.error.code });
  const detail = found.value;
  const legendary = detail.gift.artifact !== null && detail.contractor.editable;
  const mine = legendary ? await listContractors(locals.platform, locals.actor) : undefined;
  return {
    detail,
    // Whom a Legendary Artifact can be handed to from this page: the player's other Contractors.
    others: mine?.ok
      ? mine.value.filter((c) => c.id !== detail.contractor.id).map((c) => ({ id: c.id, name: c.name }))
      : [],
    saved: url.searchParams.get('saved'),
    signedIn: locals.actor !== null,
  };
};

/** The holder of a Gift, for actions that act through the holder's sheet. */
async function holder(locals: App.Locals, giftId: string): Promise<string> {
  const found = await getGift(locals.platform, locals.actor, giftId);
  if (!found.ok) error(found.error.status, { message: found.error.message, code: found.error.code });
  return found.value.contractor.id;
}

export const actions: Actions = {
  /** Records a Legendary Artifact as held, lost, stolen or destroyed. */
  status: async ({ request, locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const outcome = await setArtifactStatus(locals.platform, actor, await holder(locals, params.id), {
      giftId: params.id,
      status: formText(form, 'status'),
      note: formText(form, 'note'),
    });
    if (!outcome.ok)
      return fail(outcome.error.status, { form: 'status', problem: formProblem(outcome.error, { keepMessage: true }) });
    return { form: 'status', done: 'Status saved.' };
  },
  /** Hands a Legendary Artifact to another Contractor. */
  transfer: async ({ request, locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const outcome = await transferArtifact(locals.platform, actor, await holder(locals, params.id), {
      giftId: params.id,
      toContractorId: formText(form, 'to'),
      note: formText(form, 'note'),
    });
    if (!outcome.ok)
      return fail(outcome.error.status, {
        form: 'transfer',
        problem: formProblem(outcome.error, { keepMessage: true }),
      });
    return { form: 'transfer', done: 'Handed over.' };
  },
};
