import { createHash, timingSafeEqual } from 'node:crypto';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { failure, success, type Outcome } from '../errors.js';
import { listingOf } from './listing.js';
import { loadMembership } from './roles.js';
import type { PlaygroupListing } from './views.js';

/** What the invite link's page shows: enough for the holder of a current link to decide whether to join. */
export interface InvitationView {
  id: string;
  name: string;
  /** Markdown. */
  description: string;
  listing: PlaygroupListing;
  membership: 'open' | 'invite';
  /** The viewer's standing there already (member, invited, banned), if any. */
  state: 'member' | 'invited' | 'banned' | null;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The invite link's landing page: a current link counts as an invitation, so its holder reads the description and
 * the listing even of an unlisted Playgroup. A stale or wrong token answers 404 `invalid_invite`.
 * @example const view = await getInvitation(p, actor, playgroupId, token)
 */
export async function getInvitation(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  token: unknown,
): Promise<Outcome<InvitationView>> {
  const loaded = await loadMembership(p.db, playgroupId, actor?.userId);
  if (!loaded.ok) return loaded;
  const row = loaded.value.playgroup;
  // Compared as digests in constant time, so the answer's timing tells nothing about the token.
  if (typeof token !== 'string' || !timingSafeEqual(digest(token), digest(row.inviteToken)))
    return failure({
      code: 'invalid_invite',
      status: 404,
      message: 'This invite link is not valid any more: ask a Leader of the Playgroup for the current one.',
    });
  return success({
    id: row.id,
    name: row.name,
    description: row.description,
    listing: listingOf(row),
    membership: row.membership,
    state: loaded.value.row?.state ?? null,
  });
}
