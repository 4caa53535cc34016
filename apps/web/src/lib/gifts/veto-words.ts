import type { ContractorGiftsView, GiftVetoView, VetoPlaygroup } from '@harbinger/platform';
import { longDate } from '../format.js';

/** What the Stock tab shows about vetoes for one Gift: those in force, and where the viewer may still veto it. */
export interface GiftVetoState {
  vetoes: GiftVetoView[];
  /** Playgroups where the viewer may lift a veto in force on this Gift. */
  liftIn: VetoPlaygroup[];
  /** Playgroups where the viewer may veto this Gift (not already vetoed there). */
  vetoIn: VetoPlaygroup[];
  /** The badge beside the Gift's cost, when some Playgroup vetoed it. */
  flag: string | undefined;
}

/** Sorts the sheet's vetoes and the viewer's veto rights for one Gift. */
export function giftVetoState(gifts: Pick<ContractorGiftsView, 'vetoes' | 'vetoIn'>, giftId: string): GiftVetoState {
  const vetoes = gifts.vetoes.filter((v) => v.giftId === giftId);
  const vetoedIn = new Set(vetoes.map((v) => v.playgroup.id));
  return {
    vetoes,
    liftIn: gifts.vetoIn.filter((p) => vetoedIn.has(p.id)),
    vetoIn: gifts.vetoIn.filter((p) => !vetoedIn.has(p.id)),
    flag:
      vetoes.length === 0
        ? undefined
        : vetoes.length === 1
          ? 'Vetoed'
          : `Vetoed in ${String(vetoes.length)} Playgroups`,
  };
}

/** One veto in a sentence: where, by whom, when and why. */
export function vetoLine(veto: GiftVetoView): string {
  const by = veto.vetoedBy ? ` by @${veto.vetoedBy}` : '';
  return `Vetoed in “${veto.playgroup.name}”${by} on ${longDate(veto.vetoedAt)} (revision ${String(veto.giftRevision)}): ${veto.reason}`;
}
