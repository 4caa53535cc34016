import { getPlaygroup, requestMembership, type Actor, type Platform } from '@harbinger/platform';

// An invite link opened while signed out travels through sign-up or sign-in as `next`; once the account exists the
// join is applied right away, so the visitor never has to open the link again.

const JOIN_PATH =
  /^\/playgroups\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/join\/([A-Za-z0-9_-]{1,200})$/u;

/** The invite a `next` address carries (an invite link's path), or null. */
export function inviteIn(next: string | null | undefined): { playgroupId: string; token: string } | null {
  const match = next ? JOIN_PATH.exec(next) : null;
  return match ? { playgroupId: match[1]!, token: match[2]! } : null;
}

/** The name of the Playgroup an invite in `next` leads to, for the sign-up and sign-in pages; null when none. */
export async function invitedTo(platform: Platform, next: string | null): Promise<string | null> {
  const invite = inviteIn(next);
  if (!invite) return null;
  const found = await getPlaygroup(platform, null, invite.playgroupId);
  return found.ok ? found.value.name : null;
}

/**
 * Applies the invite carried in `next` for the freshly signed-in actor: where to go then (the Playgroup's page when
 * the join worked or they were a member already, the invite page, which says why, when it did not), or null when
 * `next` carries no invite.
 */
export async function joinFromNext(platform: Platform, actor: Actor, next: string | null): Promise<string | null> {
  const invite = inviteIn(next);
  if (!invite || !actor) return null;
  const joined = await requestMembership(platform, actor, invite.playgroupId, { action: 'join', token: invite.token });
  if (joined.ok) return `/playgroups/${invite.playgroupId}?joined=1`;
  if (joined.error.code === 'already_member') return `/playgroups/${invite.playgroupId}`;
  return next;
}
