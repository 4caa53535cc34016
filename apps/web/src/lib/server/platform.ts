import {
  openPlatform,
  startEmailDispatcher,
  startWebhookDispatcher,
  type EmailDispatcher,
  webhookTargetPolicy,
  type Platform,
  type WebhookDispatcher,
  type WebhookTargetPolicy,
} from '@harbinger/platform';
import { closeTableBus } from '../table/table-bus.server.js';

/**
 * Whether Playgroup webhooks may post to private, loopback and link-local addresses: only when the operator sets
 * HARBINGER_WEBHOOKS_ALLOW_PRIVATE=1. Read once here and handed to the sender and to the routes that add webhooks.
 */
export const webhookTargets: WebhookTargetPolicy = webhookTargetPolicy(process.env);

let opening: Promise<Platform> | undefined;
let dispatcher: WebhookDispatcher | undefined;
let mailSender: EmailDispatcher | undefined;

/**
 * The one Platform of this server process, opened on first use (so a build or a route that never touches the
 * database does not start one). The platform reads DATABASE_URL, HARBINGER_DATA_DIR and the mail settings itself.
 * Opening it also starts the background senders of Playgroup webhooks and of notification mail, whose timers never
 * hold the process open.
 */
export function getPlatform(): Promise<Platform> {
  opening ??= openPlatform()
    .then((platform) => {
      dispatcher = startWebhookDispatcher(platform, { allowPrivateTargets: webhookTargets.allowPrivateTargets });
      mailSender = startEmailDispatcher(platform);
      return platform;
    })
    .catch((cause: unknown) => {
      opening = undefined; // let the next request try again rather than caching the failure forever
      throw cause;
    });
  return opening;
}

/** Stops the webhook and mail senders (queued messages wait in the database) and closes the Platform if opened. */
export async function closePlatform(): Promise<void> {
  const current = opening;
  const senders = [dispatcher, mailSender];
  opening = undefined;
  dispatcher = undefined;
  mailSender = undefined;
  await Promise.all([...senders.map((sender) => sender?.stop()), closeTableBus()]);
  if (current) await (await current).close();
}
