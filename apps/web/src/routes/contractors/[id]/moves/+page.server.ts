import { error, redirect } from '@sveltejs/kit';
import {
  getContractor,
  getLooseEnds,
  grantLooseEnd,
  listContractors,
  listMoves,
  recordMove,
  resolveLooseEnd,
  voidMove,
} from '@harbinger/platform';
import { formChecked, formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { looseEndFromForm, moveFromForm } from '#lib/moves/move-form.ts';
import type { Actions, PageServerLoad } from './$types';

// A Contractor's Moves and Loose Ends: what the player sees of them, and for the GMs of its Playgroup the forms to
// grant and tie up Loose Ends and to record Moves. Every secret is filtered by the platform before it gets here.
export const load: PageServerLoad = async ({ locals, params }) => {
  const found = await getContractor(locals.platform, locals.actor, params.id);
  if (!found.ok) error(found.error.status, { message: found.error.message, code: found.error.code });
  const k = found.value;
  const [ends, moves] = await Promise.all([
    getLooseEnds(locals.platform, locals.actor, params.id, { state: 'all' }),
    listMoves(locals.platform, locals.actor, { contractorId: params.id }),
  ]);
  const looseEnds = ends.ok ? ends.value.looseEnds : [];
  const manage = ends.ok && ends.value.manage;
  // The GM's own living Contractors, any of which may take a write-up's bonus Exp.
  const own = manage ? await listContractors(locals.platform, locals.actor) : null;
  return {
    contractor: {
      id: k.id,
      name: k.concept.name,
      owner: k.owner,
      conditions: k.conditions,
      circumstances: k.circumstances,
      trophies: k.trophies,
    },
    mine: locals.actor?.userId !== undefined && k.owner.handle === locals.actor.handle,
    open: looseEnds.filter((le) => le.resolvedAt === null),
    resolved: looseEnds.filter((le) => le.resolvedAt !== null),
    moves: moves.ok ? moves.value.items : [],
    manage,
    bonusChoices: own?.ok
      ? own.value.filter((c) => !c.dead && c.retiredAt === null).map((c) => ({ id: c.id, name: c.name }))
      : [],
  };
};

const back = (id: string, done: string) => `/contractors/${id}/moves?done=${done}`;

export const actions: Actions = {
  grant: async ({ locals, params, request, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const input = looseEndFromForm(form, '');
    const done = await grantLooseEnd(locals.platform, actor, params.id, input);
    if (!done.ok) return formFailure(done.error, { form: 'grant', ...input });
    redirect(303, back(params.id, 'granted'));
  },
  resolve: async ({ locals, params, request, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const looseEndId = formText(form, 'looseEndId');
    const done = await resolveLooseEnd(locals.platform, actor, params.id, looseEndId, {
      resolution: formText(form, 'resolution'),
    });
    if (!done.ok) return formFailure(done.error, { form: 'resolve', looseEndId });
    redirect(303, back(params.id, 'resolved'));
  },
  record: async ({ locals, params, request, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const input = moveFromForm(form, params.id);
    const done = await recordMove(locals.platform, actor, input);
    if (!done.ok)
      return formFailure(done.error, {
        form: 'record',
        goal: input.goal,
        summary: input.summary,
        worldEventTitle: input.worldEventTitle,
        worldEvent: input.worldEvent,
      });
    redirect(
      303,
      back(params.id, done.value.bonusRefused === null ? 'recorded' : `recorded-${done.value.bonusRefused}`),
    );
  },
  void: async ({ locals, params, request, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const moveId = formText(form, 'moveId');
    if (!formChecked(form, 'confirm'))
      return formFailure(
        { code: 'confirm_needed', status: 400, field: 'confirm', message: 'Tick the box to confirm the void.' },
        { form: 'void', moveId },
      );
    const done = await voidMove(locals.platform, actor, moveId, { reason: formText(form, 'reason') });
    if (!done.ok) return formFailure(done.error, { form: 'void', moveId });
    redirect(303, back(params.id, 'voided'));
  },
};
