import { STATUSES, statusFromVictories, type StatusId } from '@harbinger/rules';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { contractAttendances, contractWaitlist, contractors, users } from '../db/schema.js';
import { notify, type NewNotification } from '../playgroups/notifications.js';
import { attendancesOf, type ContractRow } from './contract-view.js';
import { spoiledAmong } from '../scenarios/discovery.js';
import { fillFromWaitlist } from './waitlist.js';

// What editing a scheduled Contract does to the people around it: every seat is checked again against the new
// settings (a seat that no longer qualifies is released, the last answered first when seats are cut), the players
// are told what changed in words, and freed seats go to the line.

const statusWords = (s: string) => (s === 'any' ? 'any Status' : `${STATUSES[s as StatusId]?.name ?? s} Contractors`);

/** An instant as a player reads it in their zone: "Fri 1 Feb 2030, 19:00 (Europe/Paris)". */
export function momentIn(at: Date, zone: string): string {
  let z = zone;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: z });
  } catch {
    z = 'UTC';
  }
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: z,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${text.replace(/^(\p{L}+),/u, '$1').replace(' at ', ', ')} (${z})`;
}

const MODE_WORDS: Record<string, string> = {
  in_person: 'in person',
  voice: 'over voice chat',
  video: 'over a video call',
  text: 'over text chat',
  other: 'some other way',
};

/** What changed between two versions of a Contract, one plain phrase each (the start read in `zone`). */
export function describeChanges(before: ContractRow, after: ContractRow, zone: string): string[] {
  const said: string[] = [];
  if (before.title !== after.title) said.push(`it is now called “${after.title}”`);
  if (before.startsAt.getTime() !== after.startsAt.getTime())
    said.push(`it now starts ${momentIn(after.startsAt, zone)} instead of ${momentIn(before.startsAt, zone)}`);
  if (before.requiredStatus !== after.requiredStatus)
    said.push(`it is now for ${statusWords(after.requiredStatus)} (it was for ${statusWords(before.requiredStatus)})`);
  if (before.ringersAllowed !== after.ringersAllowed)
    said.push(after.ringersAllowed ? 'Ringers are now welcome' : 'the GM no longer takes Ringers');
  if (before.capacity !== after.capacity)
    said.push(`it now has ${after.capacity} seat${after.capacity === 1 ? '' : 's'} (it had ${before.capacity})`);
  if (before.playMode !== after.playMode) said.push(`the table now meets ${MODE_WORDS[after.playMode] ?? 'elsewhere'}`);
  if (before.venue !== after.venue) said.push(after.venue ? `it now meets at ${after.venue}` : 'the venue was cleared');
  if (before.rsvpRule !== after.rsvpRule)
    said.push(after.rsvpRule === 'anyone' ? 'anyone signed in may now answer' : 'only members may now answer');
  if (before.invitation !== after.invitation) said.push('the invitation was rewritten');
  if (before.scenarioId !== after.scenarioId)
    said.push(
      after.scenarioId === null
        ? 'it no longer names the Scenario it runs'
        : before.scenarioId === null
          ? 'it now names the Scenario it runs'
          : 'it now runs another Scenario',
    );
  return said;
}

/** Why a seat no longer qualifies under the new settings, or null while it does. */
function releaseReason(
  seat: { ringer: boolean; contractorName: string | null; victories: number | null; spoiled: boolean },
  after: ContractRow,
): string | null {
  if (seat.ringer) return after.ringersAllowed ? null : 'the GM no longer takes Ringers for it';
  if (seat.spoiled)
    return `it runs a Scenario you already know, so ${seat.contractorName ?? 'your Contractor'} cannot play it (you may answer again as a Ringer${after.ringersAllowed ? '' : ' if the GM takes Ringers'})`;
  if (after.requiredStatus === 'any' || seat.victories === null) return null;
  const status = statusFromVictories(seat.victories);
  if (status === after.requiredStatus) return null;
  return `it is now for ${statusWords(after.requiredStatus)} and ${seat.contractorName ?? 'your Contractor'} is ${STATUSES[status].name}`;
}

/**
 * After a scheduled Contract was edited (inside the same transaction): releases the seats that no longer qualify,
 * cuts the last answered seats beyond the new capacity, tells every released player why and every other seated
 * player what changed, then seats players from the line while seats are free.
 */
export async function applyContractChanges(
  tx: Tx,
  options: { before: ContractRow; after: ContractRow; visitorsAllowed: boolean; now: Date },
): Promise<{ released: string[]; seated: string[] }> {
  const { before, after, now } = options;
  const seats = await attendancesOf(tx, after.id);
  const ids = seats.flatMap((s) => (s.contractorId ? [s.contractorId] : []));
  const people = seats.map((s) => s.userId);
  const line = await tx
    .select({ userId: contractWaitlist.userId })
    .from(contractWaitlist)
    .where(eq(contractWaitlist.contractId, after.id));
  const everyone = [...new Set([...people, ...line.map((l) => l.userId)])];
  const [ks, zones, spoiled] = await Promise.all([
    ids.length === 0
      ? []
      : tx
          .select({ id: contractors.id, name: contractors.name, victories: contractors.victories })
          .from(contractors)
          .where(inArray(contractors.id, ids)),
    everyone.length === 0
      ? []
      : tx.select({ id: users.id, timezone: users.timezone }).from(users).where(inArray(users.id, everyone)),
    // A player who knows the Scenario the Contract runs may not play it as a Contractor (linked late, or learnt since).
    after.scenarioId ? spoiledAmong(tx, after.scenarioId, people) : new Map<string, unknown>(),
  ]);
  const released = new Map<string, { userId: string; why: string }>();
  for (const s of seats) {
    const k = ks.find((row) => row.id === s.contractorId);
    const why = releaseReason(
      {
        ringer: s.ringer,
        contractorName: k?.name ?? null,
        victories: k?.victories ?? null,
        spoiled: spoiled.has(s.userId),
      },
      after,
    );
    if (why) released.set(s.id, { userId: s.userId, why });
  }
  // Too many seats left: the last to answer give theirs up first.
  const kept = seats.filter((s) => !released.has(s.id));
  for (const s of kept.slice(after.capacity).reverse())
    released.set(s.id, {
      userId: s.userId,
      why: `its seats were cut to ${after.capacity} and yours was among the last answered`,
    });
  if (released.size > 0)
    await tx.delete(contractAttendances).where(inArray(contractAttendances.id, [...released.keys()]));
  const zoneOf = (userId: string) => zones.find((z) => z.id === userId)?.timezone ?? 'UTC';
  const told: NewNotification[] = [];
  const link = `/contracts/${after.id}`;
  for (const { userId, why } of released.values())
    told.push({ userId, kind: 'seat_released', message: `Your seat at “${after.title}” was released: ${why}.`, link });
  const releasedUsers = new Set([...released.values()].map((r) => r.userId));
  for (const userId of everyone) {
    if (releasedUsers.has(userId)) continue;
    const changes = describeChanges(before, after, zoneOf(userId));
    if (changes.length === 0) continue;
    const waiting = !people.includes(userId);
    told.push({
      userId,
      kind: 'contract_changed',
      message: `“${after.title}”${waiting ? ' (you are in line for it)' : ''} changed: ${changes.join('; ')}.`,
      link,
    });
  }
  await notify(tx, told, now);
  const seated = await fillFromWaitlist(tx, { contract: after, visitorsAllowed: options.visitorsAllowed, now });
  return { released: [...releasedUsers], seated };
}
