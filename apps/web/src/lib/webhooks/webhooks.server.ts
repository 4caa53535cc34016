import {
  addWebhook,
  listWebhooks,
  removeWebhook,
  type Platform,
  type PlaygroupView,
  type WebhookView,
} from '@harbinger/platform';
import type { RequestEvent } from '@sveltejs/kit';
import { formList, formText } from '../server/form-data.js';
import { formFailure } from '../server/form-failure.js';
import { webhookTargets } from '../server/platform.js';
import { requireActor, type SignedIn } from '../server/guard.js';

// The Webhooks part of a Playgroup's settings page: what its load adds, and its two form actions.

/** The Playgroup's webhooks for someone who may edit it; null (no section) for anyone else. */
export async function webhooksFor(
  platform: Platform,
  actor: SignedIn,
  playgroup: PlaygroupView,
): Promise<WebhookView[] | null> {
  if (!playgroup.viewer.permissions.includes('edit_playgroup')) return null;
  const listed = await listWebhooks(platform, actor, playgroup.id);
  return listed.ok ? listed.value : null;
}

type ActionEvent = Pick<RequestEvent<{ id: string }>, 'locals' | 'params' | 'url' | 'request'>;

/** The settings page's `addWebhook` and `removeWebhook` actions (they work without JavaScript). */
export const webhookActions = {
  addWebhook: async ({ locals, params, url, request }: ActionEvent) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const values = { form: 'webhook' as const, url: formText(form, 'url'), events: formList(form, 'events') };
    const outcome = await addWebhook(
      locals.platform,
      actor,
      params.id,
      { url: values.url, events: values.events },
      webhookTargets,
    );
    return outcome.ok
      ? { done: `Webhook added: ${outcome.value.url}. New events will be sent there from now on.` }
      : formFailure(outcome.error, values);
  },
  removeWebhook: async ({ locals, params, url, request }: ActionEvent) => {
    const actor = requireActor(locals.actor, url);
    const outcome = await removeWebhook(
      locals.platform,
      actor,
      params.id,
      formText(await request.formData(), 'webhookId'),
    );
    return outcome.ok ? { done: 'Webhook removed; nothing more will be sent to it.' } : formFailure(outcome.error, {});
  },
};
