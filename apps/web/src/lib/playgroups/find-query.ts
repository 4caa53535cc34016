import { pageQuery, queryFlag } from './query.js';

// Reading Find Playgroups' filters from a query string (the page's form and the API alike). Anything present is
// passed on as typed, so the platform's schema refuses nonsense with its own words; empty fields mean "any".

/** The Find Playgroups filters in `url`'s query. */
export function findQuery(url: URL): Record<string, unknown> {
  const text = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  const meets = text('meets');
  const near = text('near');
  const within = text('within');
  const status = text('status');
  return {
    ...pageQuery(url),
    ...(meets ? { meets } : {}),
    ...(near ? { near } : {}),
    ...(near && within ? { withinHours: Number.isFinite(Number(within)) ? Number(within) : within } : {}),
    ...(status ? { status } : {}),
    ...(queryFlag(url, 'openSeats') ? { openSeats: true } : {}),
    ...(queryFlag(url, 'openMembership') ? { openMembership: true } : {}),
  };
}
