// Query-string readers for the Playgroup and Contract lists (API and pages): unknown or malformed values are left
// out so the platform's schema decides, and a number that is not one is passed on as text for it to refuse.

/** `?before=&limit=` of a keyset-paged list. */
export function pageQuery(url: URL): { before?: string; limit?: number | string } {
  const before = url.searchParams.get('before');
  const limit = url.searchParams.get('limit');
  return {
    ...(before ? { before } : {}),
    ...(limit ? { limit: Number.isFinite(Number(limit)) ? Number(limit) : limit } : {}),
  };
}

/** A yes/no query flag: present as `1`, `true` or `yes`. */
export function queryFlag(url: URL, name: string): boolean {
  return ['1', 'true', 'yes'].includes(url.searchParams.get(name) ?? '');
}
