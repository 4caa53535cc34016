import { createContractor, getContractor, getLedger, type Actor, type Platform } from '@harbinger/platform';
import { openMemoryPlatform, player } from '@harbinger/platform/testing';
import { seededRng } from '@harbinger/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addInjuryAction,
  injuryAction,
  rollAction,
  saveAction,
  spendAction,
  type SheetEvent,
} from './actions.server.js';
import { CONFLICT_MESSAGE, type SheetFailure, type SheetSuccess } from './results.js';

let p: Platform;
let actor: NonNullable<Actor>;

beforeAll(async () => {
  p = await openMemoryPlatform({ rng: seededRng(7) });
  actor = await player(p, 'sheet_tester');
}, 60_000);

afterAll(async () => {
  await p?.close();
});

async function newContractor(): Promise<string> {
  const made = await createContractor(p, actor, {
    name: 'Mara Quill',
    archetype: 'night-shift nurse',
    paradigm: 'bone reader',
    ambition: 'bring her brother back',
    limits: [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'murder' }],
    attributes: { brawn: 3, dexterity: 3, perception: 2, charisma: 2, intellect: 3 },
    abilities: { athletics: 2, medicine: 1 },
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value.id;
}

async function version(id: string): Promise<number> {
  const view = await getContractor(p, actor, id);
  if (!view.ok) throw new Error(view.error.message);
  return view.value.version;
}

function event(id: string, fields: Record<string, string>): SheetEvent {
  const url = new URL(`http://localhost/contractors/${id}?tab=status`);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return {
    locals: { platform: p, actor, sessionToken: null },
    params: { id },
    url,
    request: new Request(url, { method: 'POST', body }),
  } as unknown as SheetEvent;
}

function success(answer: unknown): SheetSuccess {
  expect(answer).toMatchObject({ ok: true });
  return answer as SheetSuccess;
}

function refusal(answer: unknown): { status: number; data: SheetFailure } {
  expect(answer).toHaveProperty('status');
  return answer as { status: number; data: SheetFailure };
}

describe('sheet actions', () => {
  it('rolls a pool on the server from the stored sheet, with its Penalty', async () => {
    const id = await newContractor();
    success(await addInjuryAction(event(id, { version: String(await version(id)), severity: '4' })));
    const view = await getContractor(p, actor, id);
    if (!view.ok) throw new Error('no view');
    const answer = success(await rollAction(event(id, { pool: 'dodge', difficulty: '7', exert: '' })));
    expect(answer.roll).toMatchObject({ label: 'Dodge', difficulty: 7, penalty: view.value.derived.penalty });
    expect(answer.roll?.faces).toHaveLength(Math.max(2, 5 - view.value.derived.penalty));
    expect(answer.roll?.description).toContain('Dexterity + Athletics');
  });

  it('refuses a pool the sheet does not have', async () => {
    const id = await newContractor();
    const answer = refusal(await rollAction(event(id, { pool: 'weapon:handgun' })));
    expect(answer.status).toBe(400);
    expect(answer.data.fields.pool).toBeDefined();
  });

  it('answers a stale version with the conflict words and keeps the typed text', async () => {
    const id = await newContractor();
    const stale = String(await version(id));
    success(await saveAction(event(id, { version: stale, section: 'story', biography: 'First tab', notes: '' })));
    const answer = refusal(
      await saveAction(event(id, { version: stale, section: 'story', biography: 'Second tab', notes: 'mine' })),
    );
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({
      action: 'save',
      target: 'story',
      conflict: true,
      message: CONFLICT_MESSAGE,
      values: { biography: 'Second tab', notes: 'mine' },
    });
  });

  it('refuses spending beyond the balance with the platform’s message, and writes the ledger when it fits', async () => {
    const id = await newContractor();
    success(await spendAction(event(id, { version: String(await version(id)), purchase: 'ability:stealth' })));
    const ledger = await getLedger(p, actor, id);
    expect(ledger.ok && ledger.value.at(-1)?.kind).toBe('raise_ability');
    // Raise Attributes until the Exp runs out (150 at creation cannot take all five to 5).
    let answer: unknown;
    outer: for (const attribute of ['brawn', 'dexterity', 'perception', 'charisma', 'intellect']) {
      for (let i = 0; i < 4; i++) {
        answer = await spendAction(
          event(id, { version: String(await version(id)), purchase: `attribute:${attribute}` }),
        );
        if ((answer as SheetSuccess).ok) continue;
        if ((answer as { data: SheetFailure }).data.message.includes('highest rating')) break;
        break outer;
      }
    }
    const refused = refusal(answer);
    expect(refused.status).toBe(422);
    expect(refused.data.message).toMatch(/costs \d+ Exp, but only \d+ Exp is available/);
  });

  it('reports a Stabilization with the rules’ result, typed or rolled by the server', async () => {
    const id = await newContractor();
    success(await addInjuryAction(event(id, { version: String(await version(id)), severity: '5' })));
    const view = await getContractor(p, actor, id);
    if (!view.ok) throw new Error('no view');
    const injuryId = view.value.injuries[0]!.id;
    const typed = success(
      await injuryAction(
        event(id, { version: String(view.value.version), injuryId, do: 'stabilize', kind: 'proper', outcome: '4' }),
      ),
    );
    expect(typed.stabilization).toBe(
      'Outcome 4 against Difficulty 5: Complete success. Stabilized, and it will heal clean: the Battle Scar fades once it has healed.',
    );

    success(await addInjuryAction(event(id, { version: String(await version(id)), severity: '4' })));
    const again = await getContractor(p, actor, id);
    if (!again.ok) throw new Error('no view');
    const second = again.value.injuries.find((i) => !i.stabilized)!;
    const rolled = success(
      await injuryAction(
        event(id, {
          version: String(again.value.version),
          injuryId: second.id,
          do: 'stabilize',
          kind: 'makeshift',
          outcome: '',
        }),
      ),
    );
    expect(rolled.stabilization).toMatch(/^Outcome -?\d+ against Difficulty 5: /);
  });
});
