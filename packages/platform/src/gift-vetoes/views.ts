/** A Playgroup's veto on a Gift, as the sheet, the print view and the API show it. */
export interface GiftVetoView {
  id: string;
  giftId: string;
  giftName: string;
  /** The Contractor holding the Gift now. */
  contractorId: string;
  playgroup: { id: string; name: string };
  reason: string;
  /** The Gift's revision that was judged. */
  giftRevision: number;
  /** Handle of whoever vetoed it (null once their account is gone). */
  vetoedBy: string | null;
  vetoedAt: Date;
  /** Null while the veto holds. */
  ended: { at: Date; how: 'lifted'; by: string | null } | null;
}

/** A Playgroup in which the viewer may veto (and lift vetoes on) a Contractor's Gifts. */
export interface VetoPlaygroup {
  id: string;
  name: string;
}
