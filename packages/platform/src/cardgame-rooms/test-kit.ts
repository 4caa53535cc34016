import { sql } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import type { Outcome } from '../errors.js';
import type { TestContext } from '../testing/test-platform.js';
import type { CardRoomCaller } from './seats.js';

/** Empties the rooms table before each test (the shared test kit only empties the data tables). */
export function clearRoomsBeforeEach(t: TestContext): void {
  beforeEach(async () => {
    await t.platform.db.execute(sql`TRUNCATE cardgame_rooms`);
  });
}

/** Unwraps an Outcome a test expects to succeed, showing the refusal when it did not. */
export function expectOk<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) expect.fail(`expected success, got ${outcome.error.code}: ${outcome.error.message}`);
  return outcome.value;
}

/** An anonymous browser holding this seat token. */
export function anonymous(seatToken: string | null): CardRoomCaller {
  return { actor: null, seatToken };
}
