import type { RsvpContractorOption } from '@harbinger/platform';

/** Where a player can do something about a refusal, when there is such a place. */
export interface ReasonLink {
  href: string;
  text: string;
}

/**
 * The way out of a Contractor's refusal, if one exists: the sheet for an approval that waits or was sent back, the
 * Gifts for a veto, the Playgroups for a Free Agent out of visits.
 * @example reasonLink({ id, reasons: [{ code: 'changes_requested', … }], … }).text // 'Open the sheet …'
 */
export function reasonLink(k: Pick<RsvpContractorOption, 'id' | 'reasons'>): ReasonLink | null {
  const codes = new Set(k.reasons.map((r) => r.code));
  if (codes.has('changes_requested'))
    return { href: `/contractors/${k.id}?tab=story`, text: 'Open the sheet to read the Leader’s note and resubmit' };
  if (codes.has('contractor_pending'))
    return { href: `/contractors/${k.id}?tab=story`, text: 'Open the sheet to see where its approval stands' };
  if (codes.has('free_agent_limit')) return { href: '/playgroups', text: 'Bring it into a Playgroup' };
  if (codes.has('threat_due'))
    return {
      href: `/contractors/${k.id}/moves`,
      text: 'See its Loose Ends: a GM of its Playgroup ties the due one up',
    };
  if (codes.has('gift_vetoed')) return { href: `/contractors/${k.id}?tab=stock`, text: 'Open its Gifts to rework one' };
  return null;
}
