import { error, fail, redirect } from '@sveltejs/kit';
import {
  createGift,
  getDraft,
  getGift,
  improveGift,
  listGiftRecipients,
  saveGiftDraft,
  type GiftRecipientView,
} from '@harbinger/platform';
import {
  STOCK_GIFT_IDS,
  defaultTypeFor,
  giftCatalog,
  randomGift,
  stockGiftSpec,
  type GiftSpec,
  type StockGiftId,
} from '@harbinger/rules';
import { blankSpec, chooseEffect, settleSpec } from '#lib/gifts/builder-state.ts';
import { readBuilderForm, type BuilderFormValues } from '#lib/gifts/builder-form.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import type { Actions, PageServerLoad } from './$types';

/** The Gift being improved, when the builder was opened from a Gift's page. */
interface Improving {
  giftId: string;
  contractorId: string;
  contractorName: string;
  revision: number;
  cost: number;
  name: string;
}

async function startingSpec(
  locals: App.Locals,
  url: URL,
): Promise<{ spec: GiftSpec; improving: Improving | null; draftId: string; from: string | null; startedFrom: string }> {
  const params = url.searchParams;
  const improveId = params.get('improve');
  if (improveId) {
    const found = await getGift(locals.platform, locals.actor, improveId);
    if (!found.ok) error(found.error.status, { message: found.error.message, code: found.error.code });
    if (!found.value.contractor.editable)
      error(403, { message: 'Only the player who holds this Gift can improve it.', code: 'forbidden' });
    const { gift, contractor } = found.value;
    return {
      spec: gift.spec,
      improving: {
        giftId: gift.id,
        contractorId: contractor.id,
        contractorName: contractor.name,
        revision: gift.revision,
        cost: gift.cost,
        name: gift.name,
      },
      draftId: '',
      from: null,
      startedFrom: '',
    };
  }
  const fromId = params.get('from');
  if (fromId) {
    // "Start from this Gift": the same spec as a new Gift; saving it never touches the original.
    const found = await getGift(locals.platform, locals.actor, fromId);
    if (!found.ok) error(found.error.status, { message: found.error.message, code: found.error.code });
    const { gift, contractor } = found.value;
    return {
      spec: structuredClone(gift.spec),
      improving: null,
      draftId: '',
      from: `${contractor.name}’s Gift “${gift.name}”`,
      startedFrom: gift.id,
    };
  }
  const draftId = params.get('draft');
  if (draftId && locals.actor) {
    const draft = await getDraft(locals.platform, locals.actor, draftId);
    if (!draft.ok) error(draft.error.status, { message: draft.error.message, code: draft.error.code });
    return {
      spec: draft.value.spec,
      improving: null,
      draftId: draft.value.id,
      from: `your draft “${draft.value.name}”`,
      startedFrom: '',
    };
  }
  const stockId = params.get('stock');
  if (stockId && (STOCK_GIFT_IDS as string[]).includes(stockId)) {
    const spec = stockGiftSpec(stockId as StockGiftId);
    return { spec, improving: null, draftId: '', from: `the stock Gift “${spec.name}”`, startedFrom: '' };
  }
  const effectId = params.get('effect') ?? '';
  const typeId = params.get('type') ?? '';
  const base = blankSpec(
    giftCatalog,
    Object.hasOwn(giftCatalog.types, typeId) ? typeId : (defaultTypeFor(giftCatalog, effectId) ?? 'power'),
  );
  return {
    spec: effectId ? chooseEffect(giftCatalog, base, effectId) : base,
    improving: null,
    draftId: '',
    from: null,
    startedFrom: '',
  };
}

export const load: PageServerLoad = async ({ locals, url }) => {
  const start = await startingSpec(locals, url);
  const mine = locals.actor ? await listGiftRecipients(locals.platform, locals.actor) : undefined;
  const contractors: GiftRecipientView[] = mine?.ok ? mine.value : [];
  const asked = start.improving?.contractorId ?? url.searchParams.get('contractor') ?? '';
  return {
    ...start,
    catalogVersion: giftCatalog.version,
    contractors,
    contractorId: contractors.some((c) => c.id === asked) ? asked : contractors.length === 1 ? contractors[0]!.id : '',
    signedIn: locals.actor !== null,
    saved: url.searchParams.get('saved'),
  };
};

/** What a form that did not save hands back: the spec as sent (settled) and the other fields, so nothing is lost. */
function kept(values: BuilderFormValues, spec: GiftSpec) {
  return {
    spec,
    contractorId: values.contractorId,
    draftId: values.draftId,
    improveId: values.improveId,
    revision: values.revision,
    startedFrom: values.startedFrom,
  };
}

function readForm(form: FormData) {
  const values = readBuilderForm(form);
  if (values.spec.catalogVersion === '') values.spec.catalogVersion = giftCatalog.version;
  return { values, ...settleSpec(giftCatalog, values.spec, values.shown) };
}

export const actions: Actions = {
  /** Without scripts: shows the options, cost and System Text of what was chosen so far; saves nothing. */
  preview: async ({ request }) => {
    const { values, spec, changed } = readForm(await request.formData());
    return { checked: true as const, effectChanged: changed, values: kept(values, spec) };
  },
  /** Fills the form with a random Gift of cost 1 that the chosen Contractor (or a Newbie) may hold. */
  random: async ({ request, locals }) => {
    const { values } = readForm(await request.formData());
    const mine = locals.actor ? await listGiftRecipients(locals.platform, locals.actor) : undefined;
    const status = (mine?.ok ? mine.value.find((c) => c.id === values.contractorId)?.status : undefined) ?? 'newbie';
    return {
      checked: true as const,
      effectChanged: false,
      values: kept(values, randomGift(giftCatalog, locals.platform.rng, { status })),
    };
  },
  /** Saves to a Contractor (paid from Gift Credits and Improvements), or saves the improvement of a Gift. */
  save: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const { values, spec, changed } = readForm(await request.formData());
    if (changed) return { checked: true as const, effectChanged: true, values: kept(values, spec) };
    if (values.improveId) {
      const revision = Number(values.revision);
      const outcome = await improveGift(locals.platform, actor, values.improveId, {
        spec,
        ...(Number.isInteger(revision) && revision > 0 ? { revision } : {}),
      });
      if (!outcome.ok) return formFailure(outcome.error, kept(values, spec), { keepMessage: true });
      redirect(303, `/gifts/${outcome.value.id}?saved=improved`);
    }
    if (!values.contractorId) {
      return fail(400, {
        problem: {
          code: 'validation_failed',
          message: 'Choose the Contractor who receives this Gift, or save it as a draft.',
          fields: { contractor: 'Choose a Contractor.' },
        },
        values: kept(values, spec),
      });
    }
    const outcome = await createGift(locals.platform, actor, values.contractorId, {
      spec,
      ...(values.startedFrom ? { startedFrom: values.startedFrom } : {}),
    });
    if (!outcome.ok) return formFailure(outcome.error, kept(values, spec), { keepMessage: true });
    redirect(303, `/gifts/${outcome.value.id}?saved=new`);
  },
  /** Keeps the spec as the player's draft (nothing is paid; rules may still be broken). */
  draft: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const { values, spec } = readForm(await request.formData());
    const outcome = await saveGiftDraft(locals.platform, actor, {
      spec,
      ...(values.draftId ? { id: values.draftId } : {}),
    });
    if (!outcome.ok) return formFailure(outcome.error, kept(values, spec), { keepMessage: true });
    redirect(303, `/gifts/builder?draft=${outcome.value.id}&saved=draft`);
  },
};
