import { error } from '@sveltejs/kit';
import { getProfile, type Actor, type Outcome, type Platform } from '@harbinger/platform';

/** The value of a load's Outcome, or SvelteKit's error page with the platform's status and words. */
export function valueOr404<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) error(outcome.error.status, { message: outcome.error.message, code: outcome.error.code });
  return outcome.value;
}

/** The time zone the viewer set in their profile (UTC for visitors), for showing Contract times. */
export async function viewerZone(platform: Platform, actor: Actor): Promise<string> {
  if (!actor) return 'UTC';
  const profile = await getProfile(platform, actor, actor.handle);
  return profile.ok ? profile.value.timezone : 'UTC';
}
