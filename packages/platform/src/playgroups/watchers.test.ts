import { describe, expect, it } from 'vitest';
import { openTable } from '../contracts/fixtures.js';
import { rsvp } from '../contracts/rsvp.js';
import { expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { createCustomRole, setRolePermissions } from './custom-roles.js';
import { changeMembership } from './membership.js';

describe.each(backends)('who may answer members-only Contracts ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('follows the roles’ permissions as the Playgroup shaped them, not the role names', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const wat = await table.seat('wat', { role: 'watcher' });
    const cal = await table.seat('cal');
    const id = await table.schedule({ rsvpRule: 'members' });
    // A Member stripped of Run Contracts only watches; a Watcher given it plays.
    expectOk(await setRolePermissions(t.platform, table.gm, table.playgroupId, 'member', { permissions: [] }));
    expectOk(
      await setRolePermissions(t.platform, table.gm, table.playgroupId, 'watcher', { permissions: ['run_contracts'] }),
    );
    expect(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId })).toMatchObject({
      ok: false,
      error: { code: 'watchers_do_not_play', status: 403 },
    });
    expectOk(await rsvp(t.platform, wat.player, id, { contractorId: wat.contractorId }));
    // A custom role counts for what it grants too.
    const role = expectOk(
      await createCustomRole(t.platform, table.gm, table.playgroupId, {
        name: 'Regular',
        permissions: ['run_contracts'],
      }),
    );
    const roleId = role.roles.find((r) => r.name === 'Regular')!.id;
    expectOk(
      await changeMembership(t.platform, table.gm, table.playgroupId, 'cal', { action: 'set_roles', roles: [roleId] }),
    );
    expectOk(await rsvp(t.platform, cal.player, id, { contractorId: cal.contractorId }));
  });
});
