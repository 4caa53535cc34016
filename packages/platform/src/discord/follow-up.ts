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

/**
 * Replaces a deferred reply with the finished message: Discord's "edit original response" webhook, which needs no
 * bot token (the interaction's own token authorises it for 15 minutes).
 */
export async function editOriginalReply(target: FollowUpTarget, message: DiscordMessage): Promise<void> {
  const url = `${target.apiBase}/webhooks/${target.applicationId}/${encodeURIComponent(target.token)}/messages/@original`;
  const { flags: _flags, ...body } = message; // a deferred reply's visibility was fixed when it was deferred
  try {
    const response = await target.fetch(url, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) target.log.warn('discord refused the late reply', { status: response.status });
  } catch (error) {
    target.log.warn('discord could not be reached for a late reply', { error: String(error) });
  }
}

/**
 * Answers within Discord's limit: the reply itself when `work` finishes within `deferAfterMs`, else a deferred
 * reply (ephemeral when the answer will be), the finished message then sent by `editOriginalReply` in `background`.
 */
export async function replyInTime(options: {
  work: Promise<Extract<DiscordReply, { type: 4 }>>;
  ephemeral: boolean;
  deferAfterMs: number;
  target: FollowUpTarget;
  background: (late: Promise<void>) => void;
}): Promise<DiscordReply> {
  const { work, deferAfterMs, target } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deferAfterMs);
  });
  const first = await Promise.race([work, late]);
  clearTimeout(timer);
  if (first !== 'late') return first;
  options.background(work.then((reply) => editOriginalReply(target, reply.data)));
  return { type: RESPONSE_TYPE.deferred, data: options.ephemeral ? { flags: EPHEMERAL } : {} };
}
