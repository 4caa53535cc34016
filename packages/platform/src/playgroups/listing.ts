import { STATUS_IDS, type StatusId } from '@harbinger/rules';
import type { PlatformError } from '../errors.js';
import type { Membership, PlaygroupRow } from './roles.js';
import type { ListingInput } from './schemas.js';
import type { PlaygroupListing } from './views.js';

/** A Playgroup's listing as stored. */
export function listingOf(row: PlaygroupRow): PlaygroupListing {
  return {
    pitch: row.pitch,
    setting: row.setting,
    creationNotes: row.creationNotes,
    communityLink: row.communityLink,
    meets: row.meets,
    timeZone: row.timeZone,
    statusMin: row.statusMin as StatusId,
    statusMax: row.statusMax as StatusId,
  };
}

/** The columns a listing input sets (fields left out keep their value). */
export function listingColumns(listing: ListingInput | undefined) {
  if (!listing) return {};
  return Object.fromEntries(Object.entries(listing).filter(([, v]) => v !== undefined)) as Partial<
    Pick<PlaygroupRow, keyof ListingInput>
  >;
}

/** The refusal when the lowest Status would come after the highest one, or null when the range reads forwards. */
export function statusRangeProblem(min: string, max: string): PlatformError | null {
  if (STATUS_IDS.indexOf(min as StatusId) <= STATUS_IDS.indexOf(max as StatusId)) return null;
  return {
    code: 'validation_failed',
    status: 400,
    field: 'listing.statusMax',
    message: 'The highest Status the table plays at cannot come before the lowest one.',
  };
}

/**
 * Whether the viewer may see inside a Playgroup (members, Contractors, Contracts, World Events, record, calendar):
 * it is listed publicly, or they are one of its members.
 */
export function seesInside(m: Pick<Membership, 'playgroup' | 'member'>): boolean {
  return m.playgroup.listed || m.member;
}

/** Whether the viewer may read the listing: anyone who sees inside, and a player invited to join. */
export function seesListing(m: Pick<Membership, 'playgroup' | 'member' | 'row'>): boolean {
  return seesInside(m) || m.row?.state === 'invited';
}

/** The refusal an outsider gets for anything inside a private Playgroup. */
export function privatePlaygroup(name: string): PlatformError {
  return {
    code: 'playgroup_private',
    status: 403,
    message: `“${name}” is a private Playgroup: only its members see what happens there.`,
  };
}
