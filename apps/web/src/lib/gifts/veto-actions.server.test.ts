import {
  addContractorToPlaygroup,
  createContractor,
  createGift,
  createPlaygroup,
  decideContractor,
  getContractorGifts,
  listNotifications,
  requestMembership,
  type Actor,
  type Platform,
} from '@harbinger/platform';
import { expectOk, openMemoryPlatform, player } from '@harbinger/platform/testing';
import { defaultGiftSpec, giftCatalog, seededRng } from '@harbinger/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetEvent } from '../sheet/actions.server.js';
import type { SheetFailure, SheetSuccess } from '../sheet/results.js';
import { giftVetoState, vetoLine } from './veto-words.js';
import { liftVetoAction, vetoGiftAction } from './veto-actions.server.js';

let p: Platform;
let leader: NonNullable<Actor>;
let owner: NonNullable<Actor>;
let playgroupId: string;
let contractorId: string;
let giftId: string;

beforeAll(async () => {
  p = await openMemoryPlatform({ rng: seededRng(3) });
  leader = await player(p, 'veto_leader');
  owner = await player(p, 'veto_owner');
  playgroupId = expectOk(await createPlaygroup(p, leader, { name: 'Lantern Club' })).id;
  expectOk(await requestMembership(p, owner, playgroupId, { action: 'join' }));
  contractorId = expectOk(
    await createContractor(p, owner, {
      name: 'Iris Vane',
      archetype: 'locksmith',
      paradigm: 'old pact',
      ambition: 'own the block',
      limits: [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'murder' }],
      attributes: { brawn: 2, dexterity: 3, perception: 3, charisma: 2, intellect: 2 },
      abilities: { athletics: 1 },
      assets: ['gifted'],
    }),
  ).id;
  expectOk(await addContractorToPlaygroup(p, owner, playgroupId, { contractorId }));
  expectOk(await decideContractor(p, leader, playgroupId, contractorId, { decision: 'approve' }));
  const spec = { ...defaultGiftSpec(giftCatalog, 'injure'), name: 'Glass Needle', description: 'A sliver of light.' };
  giftId = expectOk(await createGift(p, owner, contractorId, { spec })).id;
}, 60_000);

afterAll(async () => {
  await p?.close();
});

function event(actor: Actor, action: string, fields: Record<string, string>): SheetEvent {
  const url = new URL(`http://localhost/contractors/${contractorId}?tab=stock&/${action}`);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return {
    locals: { platform: p, actor, sessionToken: null },
    params: { id: contractorId },
    url,
    request: new Request(url, { method: 'POST', body }),
  } as unknown as SheetEvent;
}

describe('the sheet’s veto forms', () => {
  it('refuses a member without the permission, and a missing reason, keeping what was typed', async () => {
    const denied = (await vetoGiftAction(
      event(owner, 'vetoGift', { giftId, playgroupId, reason: 'Mine is too strong' }),
    )) as { status: number; data: SheetFailure };
    expect(denied.status).toBe(403);
    expect(denied.data).toMatchObject({
      action: 'vetoGift',
      ok: false,
      target: giftId,
      values: { reason: 'Mine is too strong' },
    });
    const blank = (await vetoGiftAction(event(leader, 'vetoGift', { giftId, playgroupId, reason: '' }))) as {
      status: number;
      data: SheetFailure;
    };
    expect(blank.status).toBe(400);
    expect(blank.data.fields.reason).toMatch(/^Reason for the veto: /);
  });

  it('vetoes with a reason, shows it on the Stock tab and tells the owner; then lifts it', async () => {
    const done = (await vetoGiftAction(
      event(leader, 'vetoGift', { giftId, playgroupId, reason: 'The needle ignores armor in its Description.' }),
    )) as SheetSuccess;
    expect(done).toMatchObject({
      action: 'vetoGift',
      ok: true,
      target: giftId,
      message: 'Vetoed in “Lantern Club”; the owner has been told.',
    });
    const seen = expectOk(await getContractorGifts(p, leader, contractorId));
    const state = giftVetoState(seen, giftId);
    expect(state).toMatchObject({ flag: 'Vetoed', liftIn: [{ id: playgroupId, name: 'Lantern Club' }], vetoIn: [] });
    expect(vetoLine(state.vetoes[0]!)).toMatch(
      /^Vetoed in “Lantern Club” by @veto_leader on \d+ \w+ \d{4} \(revision 1\): The needle ignores armor in its Description\.$/,
    );
    expect(giftVetoState(expectOk(await getContractorGifts(p, owner, contractorId)), giftId)).toMatchObject({
      flag: 'Vetoed',
      liftIn: [],
      vetoIn: [],
    });
    expect(expectOk(await listNotifications(p, owner, {})).items.some((n) => n.kind === 'gift_vetoed')).toBe(true);
    const lifted = (await liftVetoAction(event(leader, 'liftVeto', { giftId, playgroupId }))) as SheetSuccess;
    expect(lifted).toMatchObject({ action: 'liftVeto', ok: true, target: giftId });
    expect(giftVetoState(expectOk(await getContractorGifts(p, leader, contractorId)), giftId)).toMatchObject({
      flag: undefined,
      vetoes: [],
      vetoIn: [{ id: playgroupId }],
    });
    const again = (await liftVetoAction(event(leader, 'liftVeto', { giftId, playgroupId }))) as {
      status: number;
      data: SheetFailure;
    };
    expect(again.status).toBe(409);
  });
});
