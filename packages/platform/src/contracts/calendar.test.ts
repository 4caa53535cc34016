import { describe, expect, it } from 'vitest';
import { expectOk } from '../testing/fixtures.js';
import { logWhile } from '../testing/statement-log.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { calendarFeedToken, icsText, userCalendar } from './calendar.js';
import { openTable } from './fixtures.js';
import { playgroupCalendar, playgroupFeedToken } from './playgroup-calendar.js';
import { rsvp } from './rsvp.js';
import { cancelContract } from './schedule.js';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });
});

describe.each(backends)('calendar feeds ($name)', (backend) => {
  const t = useTestPlatform(backend, { origin: 'https://h.example' });

  it('answers a kept feed token with a plain read; only the first ask or a reset opens a transaction', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const first = await logWhile(t.platform.db, () => calendarFeedToken(t.platform, ann.player));
    expect(first.log.transactions).toBe(1);
    const again = await logWhile(t.platform.db, () => calendarFeedToken(t.platform, ann.player));
    expect(expectOk(again.value).token).toBe(expectOk(first.value).token);
    expect(again.log.transactions).toBe(0);
    expect(again.log.statements.length).toBeGreaterThan(0);
    expect(again.log.writes()).toEqual([]);
    const reset = await logWhile(t.platform.db, () => calendarFeedToken(t.platform, ann.player, { reset: true }));
    expect(expectOk(reset.value).token).not.toBe(expectOk(first.value).token);
    expect(reset.log.transactions).toBe(1);
  });

  it('lists a player’s Contracts by the feed’s secret token, in UTC, folded at 75 octets; a reset token stops the old one', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const id = await table.schedule({
      title: 'A very long title for a Contract that goes on and on, past the folding width',
      venue: 'Room 2; back door',
    });
    expectOk(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    const other = await table.schedule({ title: 'Not mine' });
    expectOk(await cancelContract(t.platform, table.gm, other));
    const { token } = expectOk(await calendarFeedToken(t.platform, ann.player));
    expect(expectOk(await calendarFeedToken(t.platform, ann.player)).token).toBe(token);
    const ics = expectOk(await userCalendar(t.platform, token));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain(`UID:${id}@harbinger`);
    expect(ics).toContain('DTSTART:20300201T180000Z');
    expect(ics).toContain('LOCATION:Room 2\\; back door');
    expect(ics).not.toContain('Not mine');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const { token: groupToken } = expectOk(await playgroupFeedToken(t.platform, ann.player, table.playgroupId));
    const group = expectOk(await playgroupCalendar(t.platform, table.playgroupId, groupToken));
    expect(group).toContain('STATUS:CANCELLED');
    const reset = expectOk(await calendarFeedToken(t.platform, ann.player, { reset: true }));
    expect(reset.token).not.toBe(token);
    expect(await userCalendar(t.platform, token)).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });
});
