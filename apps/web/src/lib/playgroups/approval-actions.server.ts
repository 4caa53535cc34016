import { resubmitContractor } from '@harbinger/platform';
import { formText } from '../server/form-data.js';
import { requireActor } from '../server/guard.js';
import { refuse, type SheetEvent } from '../sheet/actions.server.js';

/** The sheet's "Send it back for approval": the owner answers a Leader's request for changes, with an optional note. */
export async function resubmitAction(event: SheetEvent) {
  const actor = requireActor(event.locals.actor, event.url);
  const note = formText(await event.request.formData(), 'note');
  const outcome = await resubmitContractor(event.locals.platform, actor, event.params.id, { note });
  if (!outcome.ok) return refuse('resubmit', outcome.error, { note });
  return {
    action: 'resubmit' as const,
    ok: true as const,
    message: `Sent back to “${outcome.value.playgroup.name}”: its Leaders have been told.`,
  };
}
