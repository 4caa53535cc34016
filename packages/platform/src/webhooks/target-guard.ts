import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { PRIVATE_RANGES, privateRangeOf } from './private-address.js';

// Keeps webhooks from being aimed at this server or the network behind it (SSRF): any player may lead a Playgroup,
// so the address they type must not let them make our server call its own admin ports or a cloud metadata service.
// The address is checked when it is added (IP literals and local-only names) and again before every send (after a
// DNS lookup, since a public-looking name may resolve to 10.0.0.5, or change what it resolves to). The send then
// connects to the very address checked (`https-post.ts`), never looking the name up a second time. What a name
// resolves to is never written into an error: the Playgroup's editors read those, and the inside of the server's
// network is none of their business.

/** The setting an operator changes to let webhooks reach private and local addresses (value `1`). */
export const ALLOW_PRIVATE_ENV = 'HARBINGER_WEBHOOKS_ALLOW_PRIVATE';

/** Whether webhooks may reach private, loopback and link-local addresses; off unless the operator says so. */
export interface WebhookTargetPolicy {
  allowPrivateTargets: boolean;
}

/**
 * The policy an operator set in the environment: private targets only with `HARBINGER_WEBHOOKS_ALLOW_PRIVATE=1`.
 * Call it once where the server is configured and pass the result down.
 * @example startWebhookDispatcher(platform, webhookTargetPolicy(process.env))
 */
export function webhookTargetPolicy(env: Record<string, string | undefined>): WebhookTargetPolicy {
  return { allowPrivateTargets: env[ALLOW_PRIVATE_ENV]?.trim() === '1' };
}

/** Host names, and the domains under them, that only ever mean this machine or a local network. */
export const LOCAL_NAME_SUFFIXES = ['localhost', 'internal', 'local', 'home.arpa'] as const;

/** Every address a host name resolves to, as `dns.promises.lookup(name, { all: true })` answers. */
export type LookupAll = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

/** The system resolver: `checkTarget` asks it once per send, and the connection goes to the address it answered. */
export const systemLookup: LookupAll = (hostname) => dnsLookup(hostname, { all: true });

/** A URL's host without IPv6 brackets or trailing dots, in lower case. */
function bareHost(hostname: string): string {
  return hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.+$/, '')
    .toLowerCase();
}

/**
 * Why a URL's host is no place for a webhook, judged without a lookup: an IP literal in a non-public block, or a
 * local-only name such as `localhost` or `metadata.google.internal`. Undefined when nothing is wrong with it.
 * @example
 * hostProblem('169.254.169.254') === '169.254.169.254 is a link-local address (cloud metadata services live there)'
 */
export function hostProblem(hostname: string): string | undefined {
  const host = bareHost(hostname);
  if (isIP(host) !== 0) {
    const range = privateRangeOf(host);
    return range === undefined ? undefined : `${host} is ${PRIVATE_RANGES[range].words}`;
  }
  if (host === '') return 'the address has no host';
  const local = LOCAL_NAME_SUFFIXES.find((suffix) => host === suffix || host.endsWith(`.${suffix}`));
  return local === undefined ? undefined : `${host} is a name for this server or its local network`;
}

/** `hostProblem` for a whole address; a string that is not a URL is a problem too. */
export function addressProblem(url: string): string | undefined {
  try {
    return hostProblem(new URL(url).hostname);
  } catch {
    return 'it is not a web address';
  }
}

/** Whether an address may be sent to now, and at which IP: refused for good, worth trying later, or fine. */
export type TargetCheck =
  { ok: true; address: { address: string; family: number } } | { ok: false; retry: boolean; error: string };

const ONLY_PUBLIC = 'webhooks may only post to public internet addresses';

/** True when the address is https (webhook addresses carry their secret; over http it would travel in clear). */
export function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Checks an address right before a send and answers the IP to connect to: https only; then, unless private targets
 * are allowed, its host as `hostProblem` does and every address its name resolves to (one private address among
 * them is enough to refuse, since a connection could go to any of them). The name is looked up once, here.
 * @example await checkTarget('https://discord.com/api/webhooks/1/x', systemLookup)
 */
export async function checkTarget(
  url: string,
  lookup: LookupAll,
  options: Partial<WebhookTargetPolicy> = {},
): Promise<TargetCheck> {
  if (!isHttps(url))
    return {
      ok: false,
      retry: false,
      error: 'Not sent: webhooks only post to https:// addresses; enter the address again with https://.',
    };
  const problem = options.allowPrivateTargets ? undefined : addressProblem(url);
  if (problem !== undefined) return { ok: false, retry: false, error: `Not sent: ${problem}, and ${ONLY_PUBLIC}.` };
  const host = bareHost(new URL(url).hostname);
  const literal = isIP(host);
  if (literal !== 0) return { ok: true, address: { address: host, family: literal } };
  let addresses: readonly { address: string; family: number }[];
  try {
    addresses = await lookup(host);
  } catch (error) {
    const code = (error as { code?: unknown } | undefined)?.code;
    return {
      ok: false,
      retry: true,
      error: `Could not look up ${host}: ${typeof code === 'string' ? code : 'the name did not resolve'}.`,
    };
  }
  if (addresses.length === 0) return { ok: false, retry: true, error: `Could not look up ${host}: no addresses.` };
  for (const { address } of addresses) {
    if (isIP(address) === 0)
      return { ok: false, retry: false, error: `Not sent: ${host} resolved to something that is not an IP address.` };
    const range = options.allowPrivateTargets ? undefined : privateRangeOf(address);
    if (range !== undefined)
      return {
        ok: false,
        retry: false,
        error: `Not sent: ${host} resolves to ${PRIVATE_RANGES[range].words}, and ${ONLY_PUBLIC}.`,
      };
  }
  const [first] = addresses;
  return { ok: true, address: { address: first!.address, family: isIP(first!.address) } };
}
