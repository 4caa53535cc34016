import type { SheetNotice } from '@harbinger/platform';
import { describe, expect, it } from 'vitest';
import { noticeBanner, noticeHref } from './notice-banner.js';

const notice = (id: string, code: string, day: string, title: string | null = 'Salt Road'): SheetNotice => ({
  id,
  code,
  message: `${code} on ${day}: the whole note.`,
  createdAt: new Date(`${day}T12:00:00Z`),
  contract: title === null ? null : { id: `c-${id}`, title },
});

describe('noticeBanner', () => {
  it('says nothing for a sheet without notes', () => {
    expect(noticeBanner([], { contractorId: 'k1' })).toBeNull();
  });

  it('puts a voided death first and links each line to its Story-tab entry', () => {
    const banner = noticeBanner(
      [notice('n1', 'contract_voided', '2030-01-05'), notice('n2', 'death_voided', '2030-01-05')],
      { contractorId: 'k1' },
    )!;
    expect(banner.title).toBe('A death on this sheet was voided — GMs, read the history before play.');
    expect(banner.lines.map((l) => [l.label, l.href])).toEqual([
      ['Voided death', '/contractors/k1?tab=story#notice-n2'],
      ['Voided Contract', '/contractors/k1?tab=story#notice-n1'],
    ]);
    expect(banner.lines[0]!.detail).toBe('“Salt Road”, noted 5 January 2030');
    expect(banner.lines[0]!.message).toBe('death_voided on 2030-01-05: the whole note.');
    expect(banner.more).toBe(0);
  });

  it('names a Threat that came due and links it to the Loose Ends', () => {
    const banner = noticeBanner([notice('t1', 'threat_manifested', '2030-01-05')], { contractorId: 'k1' })!;
    expect(banner.title).toBe('The Threat of a Loose End came due.');
    expect(banner.lines.map((l) => [l.label, l.href])).toEqual([['Threat came due', '/contractors/k1/moves']]);
  });

  it('stays compact: newest first after the deaths, at most three lines, the rest counted', () => {
    const notes = [
      notice('a', 'contract_voided', '2030-01-01'),
      notice('b', 'contract_voided', '2030-03-01', null),
      notice('c', 'contract_voided', '2030-02-01'),
      notice('d', 'contract_voided', '2030-04-01'),
      notice('e', 'something_new', '2030-05-01'),
    ];
    const banner = noticeBanner(notes, { contractorId: 'k9' })!;
    expect(banner.title).toBe('5 Contracts on this sheet were voided.');
    expect(banner.lines.map((l) => l.id)).toEqual(['e', 'd', 'b']);
    expect(banner.lines[0]!.label).toBe('Note');
    expect(banner.lines[2]!.detail).toBe('noted 1 March 2030');
    expect(banner).toMatchObject({ more: 2, storyHref: '/contractors/k9?tab=story' });
    expect(noticeBanner(notes, { contractorId: 'k9', limit: notes.length })!.more).toBe(0);
  });

  it('counts several voided deaths', () => {
    const banner = noticeBanner(
      [notice('x', 'death_voided', '2030-01-01'), notice('y', 'death_voided', '2030-02-01')],
      { contractorId: 'k' },
    )!;
    expect(banner.title).toMatch(/^2 deaths on this sheet were voided/);
    expect(noticeHref('k', 'y')).toBe('/contractors/k?tab=story#notice-y');
  });
});
