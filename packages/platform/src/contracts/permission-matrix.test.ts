// Every workflow the Playgroup and Contract pages and API routes call, for every kind of viewer: who is let through,
// who is refused, and that a refusal never carries private data (a private Contractor's name, the invite token).
import { describe, expect, it } from 'vitest';
import type { Actor } from '../accounts/views.js';
import { getContractor } from '../contractors/read.js';
import { updateContractor } from '../contractors/update.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import type { Platform } from '../context.js';
import { addContractorToPlaygroup, decideContractor } from '../playgroups/contractor-approval.js';
import { changeMembership, requestMembership, resetInviteLink } from '../playgroups/membership.js';
import { createPlaygroup, getPlaygroup, listPlaygroups, updatePlaygroup } from '../playgroups/playgroups.js';
import { listWorldEvents, postWorldEvent } from '../playgroups/world-events.js';
import { createGift } from '../gifts/create-gift.js';
import { award, giftSpec } from '../gifts/gift-fixtures.js';
import { liftGiftVeto, vetoGift } from '../gift-vetoes/veto-gift.js';
import { addWebhook, listWebhooks } from '../webhooks/manage.js';
import { getContractorLedger } from './coins.js';
import { finishContract } from './finish.js';
import { getAttendeeSheet } from './gm-sheet.js';
import { listGraveyard } from './graveyard.js';
import { rsvp } from './rsvp.js';
import { getContract, listContracts, scheduleContract, updateContract } from './schedule.js';
import { startContract } from './start.js';
import { voidContractRecord } from './void.js';

const ROLES = ['anonymous', 'outsider', 'member', 'watcher', 'gm', 'judge', 'leader', 'owner'] as const;
type Role = (typeof ROLES)[number];
type Result = { ok: boolean; error?: { status: number } };

const SECRET_NAME = 'Velvet Hush';

interface World {
  p: Platform;
  who: Record<Role, Actor>;
  playgroupId: string;
  contractId: string;
  privateId: string;
  inviteToken: string;
}

async function world(p: Platform): Promise<World> {
  const leader = await player(p, 'lena');
  // Listed: the matrix checks roles inside a public Playgroup (privacy.test.ts covers unlisted ones).
  const playgroupId = expectOk(await createPlaygroup(p, leader, { name: 'Night Shift', listing: { listed: true } })).id;
  const join = async (handle: string, role: string) => {
    const a = await player(p, handle);
    expectOk(await requestMembership(p, a, playgroupId, { action: 'join' }));
    if (role !== 'member')
      expectOk(await changeMembership(p, leader, playgroupId, handle, { action: 'set_roles', roles: [role] }));
    return a;
  };
  const [member, watcher, gm, judge, owner] = [
    await join('moe', 'member'),
    await join('wat', 'watcher'),
    await join('gabe', 'member'),
    await join('jude', 'judge'),
    await join('olly', 'member'),
  ];
  const privateId = await contractorFor(p, owner, { name: SECRET_NAME, private: true });
  expectOk(await addContractorToPlaygroup(p, owner, playgroupId, { contractorId: privateId }));
  expectOk(await decideContractor(p, leader, playgroupId, privateId, { decision: 'approve' }));
  expectOk(await postWorldEvent(p, leader, playgroupId, { title: 'Lights out', body: 'The city went dark.' }));
  const contractId = expectOk(
    await scheduleContract(p, gm, { playgroupId, title: 'The Lighthouse', startsAt: '2030-02-01T19:00:00Z' }),
  ).id;
  expectOk(await rsvp(p, owner, contractId, { contractorId: privateId }));
  expectOk(await startContract(p, gm, contractId));
  const inviteToken = expectOk(await getPlaygroup(p, leader, playgroupId)).inviteToken!;
  return {
    p,
    who: { anonymous: null, outsider: await player(p, 'otto'), member, watcher, gm, judge, leader, owner },
    playgroupId,
    contractId,
    privateId,
    inviteToken,
  };
}

/** Allowed: success, or a refusal about state or rules (409/422) rather than about who is asking. */
const allowed = (r: Result) => r.ok || (r.error!.status !== 401 && r.error!.status !== 403 && r.error!.status !== 404);

function expectMatrix(name: string, results: Record<Role, Result>, allow: readonly Role[], w: World) {
  for (const role of ROLES) {
    const r = results[role];
    expect(allowed(r), `${name} as ${role}: ${JSON.stringify(r).slice(0, 200)}`).toBe(allow.includes(role));
    if (!allowed(r)) {
      const text = JSON.stringify(r);
      expect(text, `${name} as ${role} leaks`).not.toContain(SECRET_NAME);
      expect(text, `${name} as ${role} leaks`).not.toContain(w.inviteToken);
    }
  }
}

async function asEach(
  run: (actor: Actor, role: Role) => Promise<Result>,
  w: World,
  order: readonly Role[] = ROLES,
): Promise<Record<Role, Result>> {
  const out = {} as Record<Role, Result>;
  for (const role of order) out[role] = await run(w.who[role], role);
  return out;
}

const everyone = ROLES;
// Denied roles run first, so a state change by an allowed one never hides a permission hole.
const deniedFirst = (allow: readonly Role[]) => [
  ...ROLES.filter((r) => !allow.includes(r)),
  ...ROLES.filter((r) => allow.includes(r)),
];

describe.each(backends)('permission matrix ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('reads: public pages for everyone, private sheets and the invite link for the right people only', async () => {
    const w = await world(t.platform);
    const p = t.platform;
    expectMatrix('listPlaygroups', await asEach((a) => listPlaygroups(p, a, {}), w), everyone, w);
    expectMatrix('getPlaygroup', await asEach((a) => getPlaygroup(p, a, w.playgroupId), w), everyone, w);
    expectMatrix('listWorldEvents', await asEach((a) => listWorldEvents(p, a, w.playgroupId, {}), w), everyone, w);
    expectMatrix(
      'listContracts',
      await asEach((a) => listContracts(p, a, { playgroupId: w.playgroupId }), w),
      everyone,
      w,
    );
    expectMatrix('getContract', await asEach((a) => getContract(p, a, w.contractId), w), everyone, w);
    expectMatrix('listGraveyard', await asEach((a) => listGraveyard(p, a, {}), w), everyone, w);
    expectMatrix(
      'private ledger',
      await asEach((a) => getContractorLedger(p, a, w.privateId), w),
      ['gm', 'judge', 'leader', 'owner'],
      w,
    );
    expectMatrix(
      'private sheet',
      await asEach((a) => getAttendeeSheet(p, a, w.contractId, w.privateId), w),
      ['gm', 'judge', 'leader'],
      w,
    );
    expectMatrix('listWebhooks', await asEach((a) => listWebhooks(p, a, w.playgroupId), w), ['leader'], w);
    // Allowed reads still hide what the viewer may not see.
    for (const role of ROLES) {
      const page = expectOk(await getPlaygroup(p, w.who[role], w.playgroupId));
      expect(page.inviteToken === undefined, `invite token for ${role}`).toBe(role !== 'leader');
      const contract = expectOk(await getContract(p, w.who[role], w.contractId));
      const seesName = JSON.stringify(contract).includes(SECRET_NAME);
      expect(seesName, `private name on the Contract page for ${role}`).toBe(
        ['gm', 'judge', 'leader', 'owner'].includes(role),
      );
      expect(JSON.stringify(page).includes(SECRET_NAME), `private name on the Playgroup page for ${role}`).toBe(
        ['judge', 'leader', 'owner'].includes(role),
      );
    }
  });

  it('writes: each change only for the roles that hold its permission', async () => {
    const w = await world(t.platform);
    const p = t.platform;
    const version = () => getPlaygroup(p, null, w.playgroupId).then((r) => expectOk(r).version);
    expectMatrix(
      'updatePlaygroup',
      await asEach(
        async (a) => updatePlaygroup(p, a, w.playgroupId, { version: await version(), description: 'x' }),
        w,
        deniedFirst(['leader']),
      ),
      ['leader'],
      w,
    );
    expectMatrix(
      'resetInviteLink',
      await asEach((a) => resetInviteLink(p, a, w.playgroupId), w, deniedFirst(['leader'])),
      ['leader'],
      w,
    );
    expectMatrix(
      'postWorldEvent',
      await asEach(
        (a) => postWorldEvent(p, a, w.playgroupId, { title: 't', body: 'b' }),
        w,
        deniedFirst(['judge', 'leader']),
      ),
      ['judge', 'leader'],
      w,
    );
    const scheduleAllowed: Role[] = ['member', 'gm', 'judge', 'leader', 'owner'];
    expectMatrix(
      'scheduleContract',
      await asEach(
        (a) => scheduleContract(p, a, { playgroupId: w.playgroupId, title: 'Next', startsAt: '2030-03-01T19:00:00Z' }),
        w,
        deniedFirst(scheduleAllowed),
      ),
      scheduleAllowed,
      w,
    );
    expectMatrix(
      'updateContract',
      await asEach(
        (a) => updateContract(p, a, w.contractId, { version: 1, title: 'Renamed' }),
        w,
        deniedFirst(['gm', 'judge', 'leader']),
      ),
      ['gm', 'judge', 'leader'],
      w,
    );
    expectMatrix(
      'decideContractor',
      await asEach(
        (a) => decideContractor(p, a, w.playgroupId, w.privateId, { decision: 'approve' }),
        w,
        deniedFirst(['judge', 'leader']),
      ),
      ['judge', 'leader'],
      w,
    );
    const version0 = expectOk(await getContractor(p, w.who.owner, w.privateId)).version;
    expectMatrix(
      'edit a member’s sheet',
      await asEach(
        (a) => updateContractor(p, a, w.privateId, { version: version0, notes: 'n' }),
        w,
        deniedFirst(['judge', 'leader', 'owner']),
      ),
      ['judge', 'leader', 'owner'],
      w,
    );
    const hook = { url: 'https://hooks.example.com/api/webhooks/1/secret-part', events: ['contract_scheduled'] };
    expectMatrix(
      'addWebhook',
      await asEach((a) => addWebhook(p, a, w.playgroupId, hook), w, deniedFirst(['leader'])),
      ['leader'],
      w,
    );
    await award(p, w.privateId, { victories: 1, giftCredits: 1 });
    const giftId = expectOk(
      await createGift(p, w.who.owner, w.privateId, { spec: giftSpec('injure', { name: 'Quiet Burn' }) }),
    ).id;
    const veto = { playgroupId: w.playgroupId, reason: 'Too strong for this table.' };
    expectMatrix(
      'vetoGift',
      await asEach((a) => vetoGift(p, a, giftId, veto), w, deniedFirst(['judge', 'leader'])),
      ['judge', 'leader'],
      w,
    );
    expectMatrix(
      'liftGiftVeto',
      await asEach(
        (a) => liftGiftVeto(p, a, giftId, { playgroupId: w.playgroupId }),
        w,
        deniedFirst(['judge', 'leader']),
      ),
      ['judge', 'leader'],
      w,
    );
    const outcomes = [{ contractorId: w.privateId, outcome: 'victory' }];
    expectMatrix(
      'finishContract',
      await asEach((a) => finishContract(p, a, w.contractId, { outcomes }), w, deniedFirst(['gm', 'judge', 'leader'])),
      ['gm', 'judge', 'leader'],
      w,
    );
    // A player who took part may vote; Judges and Leaders void at once.
    expectMatrix(
      'voidContract',
      await asEach((a) => voidContractRecord(p, a, w.contractId, {}), w, deniedFirst(['owner', 'judge', 'leader'])),
      ['owner', 'judge', 'leader'],
      w,
    );
    expect(expectOk(await getContract(p, null, w.contractId)).state).toBe('voided');
  });
});
