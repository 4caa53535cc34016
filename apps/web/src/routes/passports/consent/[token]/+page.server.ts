import { requireActor } from '#lib/server/guard.ts';
import type { PageServerLoad } from './$types';

/** Words for the refusals the download can come back with. */
const PROBLEMS: Record<string, string> = {
  consent_used: 'This link was already used. Ask the owner for a new one.',
  consent_expired: 'This link has expired. Ask the owner for a new one.',
  consent_not_yours: 'This link was made for another player. Sign in as them, or ask the owner for a link of your own.',
  not_found: 'There is no such link: check that it was copied whole.',
};

/** The page a consent link opens: signed in as the player it names, they download their passport here. */
export const load: PageServerLoad = ({ locals, params, url }) => {
  const actor = requireActor(locals.actor, url);
  const code = url.searchParams.get('problem');
  return {
    token: params.token,
    handle: actor.handle,
    problem: code ? (PROBLEMS[code] ?? 'The passport could not be made. Ask the owner for a new link.') : null,
  };
};
