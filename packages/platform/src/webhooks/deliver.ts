import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { webhookDeliveries, webhooks, type WebhookEvent } from '../db/schema.js';
import { publicOrigin } from '../origin.js';
import { clip, resolveLinks } from './messages.js';
import { MAX_DELIVERY_ATTEMPTS, retryAfterMs, retryDelayMs, verdictOf, type AnswerVerdict } from './retry-policy.js';
import { httpsPost, type WebhookPost } from './https-post.js';
import { checkTarget, systemLookup, type LookupAll } from './target-guard.js';
import { redactUrl } from './views.js';

/** How `deliverDueWebhooks` sends; every field has a default. */
export interface DeliverOptions {
  /** Sends one request to the checked address (tests pass their own); defaults to `httpsPost()`. */
  post?: WebhookPost;
  /** The most deliveries one call claims (default 20). */
  limit?: number;
  /** How long one receiver may take to answer (default 5 s). */
  timeoutMs?: number;
  /** Where the site is served, for absolute links; defaults to `publicOrigin()`. */
  origin?: string | undefined;
  /** Aborting it stops the sends in flight; their deliveries are handed back untouched for a later try. */
  signal?: AbortSignal;
  /**
   * Send to private, loopback and link-local addresses too (the operator's `HARBINGER_WEBHOOKS_ALLOW_PRIVATE=1`,
   * read where the server is configured). Off by default: such a delivery is marked failed unsent.
   */
  allowPrivateTargets?: boolean;
  /**
   * Resolves a host name once before a send, to check where it leads; the connection goes to the address it gave
   * (tests pass their own). Defaults to the system's.
   */
  lookup?: LookupAll;
}

/** What one call did. */
export interface DeliverSummary {
  claimed: number;
  delivered: number;
  /** Failed this time, scheduled again. */
  retried: number;
  /** Given up for good. */
  failed: number;
  /** Handed back without a try (stopped, or waiting behind a failed delivery to the same webhook). */
  released: number;
}

interface Claimed {
  id: string;
  webhookId: string;
  url: string;
  event: WebhookEvent;
  payload: Record<string, unknown>;
  /** The try this is, counted at the claim; also the fence for writing its result. */
  attempts: number;
  createdAt: Date;
}

interface SendResult {
  verdict: AnswerVerdict | 'aborted';
  httpStatus?: number;
  /** Our words for what went wrong: stored and shown to the Playgroup's editors. */
  error?: string;
  /**
   * The start of the receiver's answer: for the server log only (it may come from a host the editors should not read).
   */
  body?: string;
  waitMs?: number;
}

type Context = Required<Pick<DeliverOptions, 'post' | 'timeoutMs' | 'allowPrivateTargets' | 'lookup'>> &
  Pick<DeliverOptions, 'origin' | 'signal'>;

/**
 * Sends the deliveries that are due: claims up to `limit` of them (`FOR UPDATE SKIP LOCKED`, then a lease, so
 * several servers never send one twice), POSTs each as JSON outside any transaction, and records the answer:
 * delivered on 2xx, otherwise another try after a growing, jittered pause (or the receiver's `retry_after`), failed
 * after the last try or an answer that will not improve. One webhook's deliveries go in order, one at a time. Only
 * https addresses are sent to, at the IP their name resolved to when checked; unless `allowPrivateTargets` is set,
 * an address whose host is or resolves to a private address is never sent to.
 * @example const { delivered } = await deliverDueWebhooks(platform, { limit: 50 })
 */
export async function deliverDueWebhooks(p: Platform, options: DeliverOptions = {}): Promise<DeliverSummary> {
  const limit = options.limit ?? 20;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const context: Context = {
    post: options.post ?? httpsPost(),
    timeoutMs,
    origin: 'origin' in options ? options.origin : publicOrigin(),
    signal: options.signal,
    allowPrivateTargets: options.allowPrivateTargets ?? false,
    lookup: options.lookup ?? systemLookup,
  };
  // Long enough for a webhook's whole share of the batch, one after another, to time out.
  const claimed = await claimDue(p, limit, timeoutMs * limit + 60_000);
  const summary: DeliverSummary = { claimed: claimed.length, delivered: 0, retried: 0, failed: 0, released: 0 };
  const byWebhook = new Map<string, Claimed[]>();
  for (const row of claimed) byWebhook.set(row.webhookId, [...(byWebhook.get(row.webhookId) ?? []), row]);
  await Promise.all([...byWebhook.values()].map((rows) => deliverInOrder(p, rows, context, summary)));
  return summary;
}

async function claimDue(p: Platform, limit: number, leaseMs: number): Promise<Claimed[]> {
  // A plain look first: the poll runs every few seconds, and most polls find nothing, so most need no transaction.
  const [any] = await p.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, p.now())))
    .limit(1);
  if (!any) return [];
  return p.db.transaction(async (tx) => {
    const now = p.now();
    const due = await tx
      .select({ id: webhookDeliveries.id, url: webhooks.url })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          eq(webhooks.enabled, true),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    const rows = await tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
        updatedAt: now,
      })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
    const urls = new Map(due.map((d) => [d.id, d.url]));
    return rows
      .map((r) => ({
        id: r.id,
        webhookId: r.webhookId,
        url: urls.get(r.id)!,
        event: r.event,
        payload: r.payload,
        attempts: r.attempts,
        createdAt: r.createdAt,
      }))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  });
}

/** Sends one webhook's deliveries oldest first; after a failure worth retrying, the rest wait with it. */
async function deliverInOrder(p: Platform, rows: Claimed[], context: Context, summary: DeliverSummary): Promise<void> {
  for (const [index, row] of rows.entries()) {
    const result = context.signal?.aborted ? { verdict: 'aborted' as const } : await send(row, context);
    const retryAt = await record(p, row, result, summary);
    if (retryAt || result.verdict === 'aborted') {
      for (const rest of rows.slice(index + 1)) await release(p, rest, retryAt ?? p.now(), summary);
      return;
    }
  }
}

async function send(row: Claimed, context: Context): Promise<SendResult> {
  const timeout = AbortSignal.timeout(context.timeoutMs);
  const signal = context.signal ? AbortSignal.any([context.signal, timeout]) : timeout;
  try {
    const policy = { allowPrivateTargets: context.allowPrivateTargets };
    const target = await untilAborted(checkTarget(row.url, context.lookup, policy), signal);
    if (!target.ok) return { verdict: target.retry ? 'retry' : 'give_up', error: target.error };
    const answer = await context.post({
      url: new URL(row.url),
      address: target.address,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Harbinger-Webhooks/1',
        'x-harbinger-event': row.event,
        'x-harbinger-delivery': row.id,
      },
      body: JSON.stringify(resolveLinks(row.payload, context.origin)),
      signal,
    });
    const verdict = verdictOf(answer.status);
    if (verdict === 'delivered') return { verdict, httpStatus: answer.status };
    const retryAfter = answer.headers['retry-after'];
    const waitMs =
      answer.status === 429 ? retryAfterMs(answer.text, typeof retryAfter === 'string' ? retryAfter : null) : undefined;
    return {
      verdict,
      httpStatus: answer.status,
      error: describeAnswer(answer.status),
      body: clip(answer.text.replace(/\s+/g, ' ').trim(), 300),
      ...(waitMs === undefined ? {} : { waitMs }),
    };
  } catch (error) {
    if (context.signal?.aborted) return { verdict: 'aborted' };
    if (timeout.aborted) return { verdict: 'retry', error: `No answer within ${context.timeoutMs / 1000} s.` };
    return { verdict: 'retry', error: `Could not reach the address${causeOf(error)}.` };
  }
}

/** `promise`, unless `signal` aborts first (a DNS lookup cannot be cancelled, only stopped waiting for). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason as Error);
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/** Writes a send's result; answers when the next try is due if there will be one. */
async function record(
  p: Platform,
  row: Claimed,
  result: SendResult,
  summary: DeliverSummary,
): Promise<Date | undefined> {
  const now = p.now();
  const fence = and(
    eq(webhookDeliveries.id, row.id),
    eq(webhookDeliveries.attempts, row.attempts),
    eq(webhookDeliveries.status, 'pending'),
  );
  const answer = {
    lastHttpStatus: result.httpStatus ?? null,
    lastError: result.error === undefined ? null : clip(result.error, 500),
    updatedAt: now,
  };
  if (result.verdict === 'aborted') {
    await release(p, row, now, summary);
    return undefined;
  }
  if (result.verdict === 'delivered') {
    await p.db
      .update(webhookDeliveries)
      .set({ ...answer, status: 'delivered', deliveredAt: now })
      .where(fence);
    summary.delivered++;
    return undefined;
  }
  if (result.verdict === 'retry' && row.attempts < MAX_DELIVERY_ATTEMPTS) {
    // A receiver's own retry_after is kept as asked; only our guessed pauses get jitter.
    const next = new Date(now.getTime() + (result.waitMs ?? retryDelayMs(row.attempts, p.rng)));
    await p.db
      .update(webhookDeliveries)
      .set({ ...answer, nextAttemptAt: next })
      .where(fence);
    summary.retried++;
    return next;
  }
  await p.db
    .update(webhookDeliveries)
    .set({ ...answer, status: 'failed' })
    .where(fence);
  summary.failed++;
  p.log.warn('webhook delivery failed for good', {
    deliveryId: row.id,
    webhookId: row.webhookId,
    url: redactUrl(row.url),
    event: row.event,
    attempts: row.attempts,
    error: answer.lastError,
    answer: result.body,
  });
  return undefined;
}

/** Hands a claimed delivery back as if it had not been tried, due at `at`. */
async function release(p: Platform, row: Claimed, at: Date, summary: DeliverSummary): Promise<void> {
  await p.db
    .update(webhookDeliveries)
    .set({ attempts: row.attempts - 1, nextAttemptAt: at, updatedAt: p.now() })
    .where(
      and(
        eq(webhookDeliveries.id, row.id),
        eq(webhookDeliveries.attempts, row.attempts),
        eq(webhookDeliveries.status, 'pending'),
      ),
    );
  summary.released++;
}

/** What an unwelcome HTTP status means, in our words (the receiver's own answer is never shown to users). */
function describeAnswer(status: number): string {
  if (status >= 300 && status < 400)
    return `HTTP ${status}: the address redirects elsewhere; enter the final address instead.`;
  if (status === 404 || status === 410)
    return `HTTP ${status}: nothing is at that address any more (was the webhook deleted?).`;
  if (status === 401 || status === 403) return `HTTP ${status}: the receiver refuses our messages; check the address.`;
  if (status === 429) return 'HTTP 429: the receiver asked us to slow down.';
  if (status >= 500) return `HTTP ${status}: the receiver has a problem of its own.`;
  return `HTTP ${status}: the receiver refused the message.`;
}

/**
 * The system's short code for why a connection failed (`: ECONNREFUSED`), or nothing. Never its message: that names
 * the IP the name resolved to, and the Playgroup's editors read this.
 */
function causeOf(error: unknown): string {
  for (const candidate of [error, (error as { cause?: unknown } | undefined)?.cause]) {
    const code = (candidate as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code)) return `: ${code}`;
  }
  return '';
}
