import type { ActionFailure } from '@sveltejs/kit';
import { activateGift, useConsumable } from '@harbinger/platform';
import { formText } from '../server/form-data.js';
import { requireActor } from '../server/guard.js';
import { refuse, type SheetEvent } from './actions.server.js';
import type { SheetFailure, SheetSuccess } from './results.js';
import { formVersion } from './sheet-forms.js';

// The play tab's Gift buttons: set a Gift off (paid with Source or an Exertion) and use one Consumable of a stack.

type Answer = Promise<SheetSuccess | ActionFailure<SheetFailure>>;

/** Sets off a Gift; `pay` is `source` or `exert`. The answer names the Gift (`target`) and what it cost. */
export async function activateGiftAction(event: SheetEvent): Answer {
  const actor = requireActor(event.locals.actor, event.url);
  const form = await event.request.formData();
  const giftId = formText(form, 'giftId');
  const pay = formText(form, 'pay');
  const outcome = await activateGift(event.locals.platform, actor, event.params.id, {
    version: formVersion(form),
    giftId,
    pay,
  });
  if (!outcome.ok) return refuse('activateGift', outcome.error, { giftId, pay }, giftId);
  const view = outcome.value;
  const left = view.source
    ? `${view.source.name} ${String(view.source.current)} of ${String(view.source.capacity)}`
    : '';
  const message =
    pay === 'source'
      ? `Activated with a point of Source: ${left} left.${view.mindDamage > 0 ? ` Mind damage ${String(view.mindDamage)}.` : ''}`
      : `Activated with an Exertion: Mind damage now ${String(view.mindDamage)}.`;
  return { action: 'activateGift', ok: true, target: giftId, message };
}

/** Uses one Consumable of a stack; the answer says how many are left. */
export async function useItemAction(event: SheetEvent): Answer {
  const actor = requireActor(event.locals.actor, event.url);
  const form = await event.request.formData();
  const itemId = formText(form, 'itemId');
  const outcome = await useConsumable(event.locals.platform, actor, event.params.id, {
    version: formVersion(form),
    itemId,
  });
  if (!outcome.ok) return refuse('useItem', outcome.error, { itemId }, itemId);
  const left = outcome.value.quantity;
  const message = left === 0 ? `Used the last ${outcome.value.name}.` : `Used one: ${String(left)} left.`;
  return { action: 'useItem', ok: true, target: itemId, message };
}
