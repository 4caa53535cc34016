import type { SheetNotice } from '@harbinger/platform';
import { longDate } from '../format.js';

/** One line of the banner: what happened, which Contract, and where the full note is. */
export interface BannerLine {
  id: string;
  code: string;
  label: string;
  /** The Contract and the day of the note (or the note's own words when the Contract is gone). */
  detail: string;
  /** The note in full (the print view shows it, having no Story tab to link to). */
  message: string;
  /** The note's entry on the Story tab. */
  href: string;
}

/** The compact banner on top of the sheet. */
export interface NoticeBanner {
  title: string;
  lines: BannerLine[];
  /** Notes left out to keep the banner short (all are on the Story tab). */
  more: number;
  /** The Story tab, where every note is in full. */
  storyHref: string;
}

const LABELS: Record<string, string> = {
  death_voided: 'Voided death',
  contract_voided: 'Voided Contract',
  threat_manifested: 'Threat came due',
};

/** How many notes the banner lists before it says "and N more". */
export const BANNER_LINES = 3;

/** The sheet's Story-tab address of one notice (ContractorRecord.svelte gives each entry this anchor). */
export function noticeHref(contractorId: string, noticeId: string): string {
  return `/contractors/${contractorId}?tab=story#notice-${noticeId}`;
}

/**
 * Condenses a sheet's lasting notes into a banner for the top of every tab: voided deaths first (what a GM most
 * needs to know), then the newest; null when there is nothing to say.
 */
export function noticeBanner(
  notices: readonly SheetNotice[],
  options: { contractorId: string; limit?: number | undefined },
): NoticeBanner | null {
  if (notices.length === 0) return null;
  const limit = options.limit ?? BANNER_LINES;
  const weight = (n: SheetNotice) => (n.code === 'death_voided' ? 0 : 1);
  const ordered = [...notices].sort(
    (a, b) => weight(a) - weight(b) || new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime(),
  );
  const deaths = notices.filter((n) => n.code === 'death_voided').length;
  const voids = notices.filter((n) => n.code !== 'death_voided' && n.code !== 'threat_manifested').length;
  const title =
    deaths > 0
      ? `${deaths === 1 ? 'A death' : `${String(deaths)} deaths`} on this sheet ${deaths === 1 ? 'was' : 'were'} voided — GMs, read the history before play.`
      : voids > 0
        ? `${voids === 1 ? 'A Contract' : `${String(voids)} Contracts`} on this sheet ${voids === 1 ? 'was' : 'were'} voided.`
        : 'The Threat of a Loose End came due.';
  return {
    title,
    lines: ordered.slice(0, limit).map((n) => ({
      id: n.id,
      code: n.code,
      label: LABELS[n.code] ?? 'Note',
      detail: n.contract ? `“${n.contract.title}”, noted ${longDate(n.createdAt)}` : `noted ${longDate(n.createdAt)}`,
      message: n.message,
      // A Threat that came due is read with its Loose End, not in the history.
      href:
        n.code === 'threat_manifested'
          ? `/contractors/${options.contractorId}/moves`
          : noticeHref(options.contractorId, n.id),
    })),
    more: Math.max(0, ordered.length - limit),
    storyHref: `/contractors/${options.contractorId}?tab=story`,
  };
}
