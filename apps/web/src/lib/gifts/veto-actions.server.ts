import type { ActionFailure } from '@sveltejs/kit';
import { liftGiftVeto, vetoGift } from '@harbinger/platform';
import { formText } from '../server/form-data.js';
import { requireActor } from '../server/guard.js';
import { refuse, type SheetEvent } from '../sheet/actions.server.js';
import type { SheetFailure, SheetSuccess } from '../sheet/results.js';

type Answer = Promise<SheetSuccess | ActionFailure<SheetFailure>>;

// The sheet's veto forms (Stock tab). They post to the sheet page itself, so a refusal shows next to the Gift with
// the reason kept, with or without scripts. Only people who manage Contractors in a Playgroup see the forms; the
// platform checks that again before anything else.

/** Vetoes one Gift of the sheet's Contractor in a Playgroup, with a reason. */
export async function vetoGiftAction(event: SheetEvent): Answer {
  const actor = requireActor(event.locals.actor, event.url);
  const form = await event.request.formData();
  const giftId = formText(form, 'giftId');
  const playgroupId = formText(form, 'playgroupId');
  const reason = formText(form, 'reason');
  const outcome = await vetoGift(event.locals.platform, actor, giftId, {
    playgroupId,
    reason,
    contractorId: event.params.id,
  });
  if (!outcome.ok) return refuse('vetoGift', outcome.error, { playgroupId, reason }, giftId);
  return {
    action: 'vetoGift',
    ok: true,
    target: giftId,
    message: `Vetoed in “${outcome.value.playgroup.name}”; the owner has been told.`,
  };
}

/** Lifts a Playgroup's veto on one Gift of the sheet's Contractor. */
export async function liftVetoAction(event: SheetEvent): Answer {
  const actor = requireActor(event.locals.actor, event.url);
  const form = await event.request.formData();
  const giftId = formText(form, 'giftId');
  const playgroupId = formText(form, 'playgroupId');
  const outcome = await liftGiftVeto(event.locals.platform, actor, giftId, {
    playgroupId,
    contractorId: event.params.id,
  });
  if (!outcome.ok) return refuse('liftVeto', outcome.error, { playgroupId }, giftId);
  return {
    action: 'liftVeto',
    ok: true,
    target: giftId,
    message: `The veto in “${outcome.value.playgroup.name}” is lifted.`,
  };
}
