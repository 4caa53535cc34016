import { publicOrigin } from '@harbinger/platform';

/** What `harbinger serve` reads from its environment, besides the port. */
export interface ServeSettings {
  /** The address to listen on. */
  host: string;
  /** Whether a reverse proxy in front says which protocol and address the visitor used. */
  trustProxy: boolean;
  /** The site's address for links in mails and webhooks. */
  publicOrigin: string;
  /** True when no origin was configured and `publicOrigin` is this machine's own address. */
  originAssumed: boolean;
}

/**
 * Loopback unless HOST says otherwise: an unconfigured server has no TLS and links to localhost, so opening it to
 * the network should be a decision (HOST=0.0.0.0 lets phones on the same network in).
 */
const DEFAULT_HOST = '127.0.0.1';

/** Reads HOST, HARBINGER_TRUST_PROXY and HARBINGER_PUBLIC_ORIGIN (else ORIGIN, else this machine at `port`). */
export function readServeSettings(env: NodeJS.ProcessEnv, port: number): ServeSettings {
  // The platform's own reading, so serve and the app agree on what counts as a usable origin.
  const configured = publicOrigin(env);
  return {
    host: env.HOST?.trim() || DEFAULT_HOST,
    trustProxy: env.HARBINGER_TRUST_PROXY?.trim() === '1',
    publicOrigin: configured ?? `http://localhost:${port}`,
    originAssumed: configured === undefined,
  };
}

/** The warning printed at start when the site's public address was not configured. */
export function assumedOriginWarning(settings: ServeSettings): string {
  return (
    `harbinger serve: warning: HARBINGER_PUBLIC_ORIGIN is not set, so links in mails and webhook messages point to ` +
    `${settings.publicOrigin}, which works on this machine only. Set HARBINGER_PUBLIC_ORIGIN to the address people ` +
    `use, e.g. HARBINGER_PUBLIC_ORIGIN=https://harbinger.example.org (see docs/deploy.md).`
  );
}

/** The address to print for people: a wildcard address is reached as localhost from this machine. */
export function displayUrl(settings: ServeSettings, port: number): string {
  const wildcard = settings.host === '0.0.0.0' || settings.host === '::';
  const host = wildcard ? 'localhost' : settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  return `http://${host}:${port}/`;
}
