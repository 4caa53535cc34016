import type { ActionFailure } from '@sveltejs/kit';
import { confirmDeath, getDeathWatch, type ContractorView } from '@harbinger/platform';
import { viewerZone } from '../playgroups/pages.server.js';
import { whenIn } from '../playgroups/time.js';
import { formVersion } from './sheet-forms.js';
import { requireActor } from '../server/guard.js';
import { refuse, type SheetEvent } from './actions.server.js';
import type { SheetLife } from './life.js';
import type { SheetFailure, SheetSuccess } from './results.js';

/**
 * The death banner's facts for a sheet, asked only of a Contractor that is dead or whose Body is below 0 (every other
 * sheet costs nothing more).
 */
export async function sheetLife(event: Pick<SheetEvent, 'locals'>, view: ContractorView): Promise<SheetLife | null> {
  if (!view.dead && view.derived.state !== 'dead') return null;
  const { platform, actor } = event.locals;
  const watch = await getDeathWatch(platform, actor, view.id);
  if (!watch.ok) return null;
  const { death, pending, confirmer, contract, canConfirm } = watch.value;
  return {
    dead: death ? { when: whenIn(death.diedAt, await viewerZone(platform, actor)), contract: death.contract } : null,
    pending: pending ? { confirmer, contract, canConfirm } : null,
  };
}

/** A sheet made read-only for a dead Contractor: nothing offers a change (the platform refuses them anyway). */
export function readOnlyIfDead(view: ContractorView): ContractorView {
  return view.dead && view.editable ? { ...view, editable: false } : view;
}

/** The GM (or a Leader) confirms the death of a Contractor whose Body is below 0. */
export async function confirmDeathAction(event: SheetEvent): Promise<SheetSuccess | ActionFailure<SheetFailure>> {
  const actor = requireActor(event.locals.actor, event.url);
  const form = await event.request.formData();
  const version = formVersion(form);
  const cause = form.get('cause');
  const done = await confirmDeath(event.locals.platform, actor, event.params.id, {
    ...(version === undefined ? {} : { version }),
    ...(typeof cause === 'string' && cause.trim() !== '' ? { cause } : {}),
  });
  if (!done.ok) return refuse('confirmDeath', done.error, {});
  return { action: 'confirmDeath', ok: true, message: 'The death is recorded; the sheet is read-only from now on.' };
}
