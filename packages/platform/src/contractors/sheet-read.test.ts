import { describe, expect, it } from 'vitest';
import { sessionUser } from '../accounts/sessions.js';
import { signIn } from '../accounts/sign-in.js';
import { getSheetNotices } from '../contracts/sheet-notices.js';
import { writeGenerationOf } from '../db/write-generation.js';
import { watchStatements } from '../testing/statement-log.js';
import { unreadNotificationCount } from '../playgroups/notifications.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { addInjury } from './injuries.js';
import { getSheetPage } from './sheet-page.js';

const pglite = backends.find((b) => b.name === 'pglite')!;

describe('the sheet page’s reads on PGlite', () => {
  const t = useTestPlatform(pglite);

  it('write nothing, so the kept sheet stamp stays usable; a write workflow moves it on and shows', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const login = { login: 'ada', password: 'a long enough password' };
    const { session } = expectOk(await signIn(t.platform, login, { ip: '192.0.2.1' }));
    // What one request for the sheet asks: who is signed in, the bell, the sheet with its rolls, the notices.
    const request = async () => {
      const actor = await sessionUser(t.platform, session.token);
      await unreadNotificationCount(t.platform, actor);
      await getSheetNotices(t.platform, actor, id);
      return expectOk(await getSheetPage(t.platform, actor, id, { rolls: 20, ledger: false }));
    };
    // Twice first: the first read loads the whole sheet, the second plans the stamp's statement.
    await request();
    await request();
    const generation = writeGenerationOf(t.platform.db);
    expect(generation).toBeDefined();
    await request();
    expect(writeGenerationOf(t.platform.db)).toBe(generation);
    expectOk(await addInjury(t.platform, ada, id, { severity: 2 }));
    expect(writeGenerationOf(t.platform.db)).toBeGreaterThan(generation!);
    expect((await request()).contractor.injuries.map((i) => i.severity)).toEqual([2]);
  });

  it('asks the database nothing for an anonymous visitor’s warm sheet: sheet, rolls and notices are kept', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const request = async () => {
      expectOk(await getSheetNotices(t.platform, null, id));
      return expectOk(await getSheetPage(t.platform, null, id, { rolls: 20, ledger: false }));
    };
    await request();
    await request();
    const log = watchStatements(t.platform.db);
    await request();
    log.stop();
    expect(log.statements).toEqual([]);
  });
});
