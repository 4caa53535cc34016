import type { Logger } from '../log.js';
import { EPHEMERAL, RESPONSE_TYPE, type DiscordMessage, type DiscordReply } from './reply.js';

/** Where Discord's REST API lives unless `DISCORD_API_BASE` says otherwise (tests point it at a fake). */
export const DEFAULT_DISCORD_API_BASE = 'https://discord.com/api/v10';
/** Discord waits 3 seconds for an answer; past this much work we answer "thinking…" and edit the reply later. */
export const DEFAULT_DEFER_AFTER_MS = 2000;

/** Discord's API base from the environment, without a trailing slash. */
export function discordApiBase(env: Record<string, string | undefined> = process.env): string {
  return (env.DISCORD_API_BASE?.trim() || DEFAULT_DISCORD_API_BASE).replace(/\/+$/, '');
}

/** What a late reply needs: where to send it, how, and where to say it failed. */
export interface FollowUpTarget {
  apiBase: string;
  applicationId: string;
  token: string;
  fetch: typeof fetch;
  log: Logger;
}

async function call(target: FollowUpTarget, method: string, path: string, body?: unknown): Promise<void> {
  const url = `${target.apiBase}/webhooks/${target.applicationId}/${encodeURIComponent(target.token)}${path}`;
  try {
    const response = await target.fetch(url, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (!response.ok) target.log.warn('discord refused a late reply', { method, status: response.status });
  } catch (error) {
    target.log.warn('discord could not be reached for a late reply', { method, error: String(error) });
  }
}

/**
 * Finishes a deferred reply with the message through Discord's webhook endpoints, which need no bot token (the
 * interaction's own token allows them for 15 minutes). The deferral fixed who sees the reply, so a message meant
 * only for the asker that follows a public deferral replaces it: the "thinking…" reply is deleted and the message
 * sent as an ephemeral follow-up. Otherwise the original reply is edited.
 */
export async function finishDeferredReply(
  target: FollowUpTarget,
  deferredEphemeral: boolean,
  message: DiscordMessage,
): Promise<void> {
  if (message.flags === EPHEMERAL && !deferredEphemeral) {
    await call(target, 'DELETE', '/messages/@original');
    await call(target, 'POST', '', message);
    return;
  }
  const { flags: _flags, ...body } = message;
  await call(target, 'PATCH', '/messages/@original', body);
}

/**
 * Answers within Discord's limit: the reply itself when `work` finishes within `deferAfterMs`, else a deferred
 * reply (ephemeral when the answer will be), the finished message then sent by `finishDeferredReply` in `background`.
 * A `deferAfterMs` of 0 defers every answer.
 */
export async function replyInTime(options: {
  work: Promise<Extract<DiscordReply, { type: 4 }>>;
  ephemeral: boolean;
  deferAfterMs: number;
  target: FollowUpTarget;
  background: (late: Promise<void>) => void;
}): Promise<DiscordReply> {
  const { work, deferAfterMs, target } = options;
  // 0 defers every answer (a test setting: the late path without waiting on a slow database)
  if (deferAfterMs > 0) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), deferAfterMs);
    });
    const first = await Promise.race([work, late]);
    clearTimeout(timer);
    if (first !== 'late') return first;
  }
  options.background(work.then((reply) => finishDeferredReply(target, options.ephemeral, reply.data)));
  return { type: RESPONSE_TYPE.deferred, data: options.ephemeral ? { flags: EPHEMERAL } : {} };
}
