// Where the site is served, for every absolute link it hands out (reset mail, calendar feeds, invite and room
// links, webhook embeds). Links never come from the request: its Host header is whatever the sender typed.

/**
 * The site's configured public origin: `HARBINGER_PUBLIC_ORIGIN`, else `ORIGIN` (adapter-node's setting), without
 * a trailing slash; undefined when neither is a usable http(s) origin.
 * @example publicOrigin({ HARBINGER_PUBLIC_ORIGIN: 'https://play.example/' }) === 'https://play.example'
 */
export function publicOrigin(env: Record<string, string | undefined> = process.env): string | undefined {
  for (const candidate of [env.HARBINGER_PUBLIC_ORIGIN, env.ORIGIN]) {
    const origin = candidate ? usableOrigin(candidate) : undefined;
    if (origin !== undefined) return origin;
  }
  return undefined;
}

/**
 * The origin links are built from: the configured public origin, else this machine on `PORT` (3000 by default),
 * which is right for a development server and for tests.
 * @example siteOrigin({ PORT: '5173' }) === 'http://localhost:5173'
 */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const port = env.PORT?.trim();
  return publicOrigin(env) ?? `http://localhost:${port && /^\d{1,5}$/.test(port) ? port : '3000'}`;
}

/** `text` as an origin (with any path, no trailing slash) when it is an http(s) address; else undefined. */
export function usableOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:')
      return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    // not an address
  }
  return undefined;
}
