import { createContractor, getContractor, type Actor, type Platform } from '@harbinger/platform';
import { openMemoryPlatform, player } from '@harbinger/platform/testing';
import { ASSETS, LIABILITIES, seededRng } from '@harbinger/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retireAction, saveAction, tradeAction, withdrawAction, type SheetEvent } from './actions.server.js';
import type { SheetFailure, SheetSuccess } from './results.js';
import { readSectionEdit } from './sheet-forms.js';
import { tradeOptions } from './trade-options.js';

// Issue 12: the owner's forms for editing a Contractor after creation (concept, Limits, Assets, retire).

let p: Platform;
let actor: NonNullable<Actor>;

beforeAll(async () => {
  p = await openMemoryPlatform({ rng: seededRng(12) });
  actor = await player(p, 'edit_forms');
}, 60_000);

afterAll(async () => {
  await p?.close();
});

async function newContractor(extra: Record<string, unknown> = {}): Promise<string> {
  const made = await createContractor(p, actor, {
    name: 'Ines Harrow',
    archetype: 'a bailiff',
    paradigm: 'debts are kept',
    ambition: 'to clear her father’s',
    limits: [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'murder' }],
    attributes: { brawn: 2, dexterity: 3, perception: 3, charisma: 2, intellect: 2 },
    abilities: { athletics: 2 },
    ...extra,
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value.id;
}

async function view(id: string) {
  const v = await getContractor(p, actor, id);
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

function event(id: string, fields: Record<string, string>): SheetEvent {
  const url = new URL(`http://localhost/contractors/${id}?tab=story`);
  return {
    locals: { platform: p, actor, sessionToken: null },
    params: { id },
    url,
    request: new Request(url, { method: 'POST', body: form(fields) }),
  } as unknown as SheetEvent;
}

const success = (answer: unknown) => {
  expect(answer).toMatchObject({ ok: true });
  return answer as SheetSuccess;
};
const refusal = (answer: unknown) => {
  expect(answer).toHaveProperty('status');
  return answer as { status: number; data: SheetFailure };
};

describe('reading the edit forms', () => {
  it('reads the concept form, trimming each field but keeping the typed text', () => {
    const read = readSectionEdit(
      form({ version: '3', section: 'concept', name: ' Ines  ', archetype: 'a', paradigm: 'b', ambition: 'c' }),
    );
    expect(read.section).toBe('concept');
    expect(read.input).toMatchObject({ version: 3, name: 'Ines', age: '', residence: '', appearance: '' });
    expect(read.values.name).toBe(' Ines  ');
  });

  it('reads three Limit slots: a stock id, or the own words when “custom” is picked', () => {
    const read = readSectionEdit(
      form({
        version: '2',
        section: 'limits',
        'limits.0.choice': 'anguish',
        'limits.0.custom': 'ignored',
        'limits.1.choice': 'custom',
        'limits.1.custom': ' Losing my music ',
        'limits.2.choice': 'betrayal',
      }),
    );
    expect(read.input).toEqual({
      version: 2,
      limits: [{ id: 'anguish' }, { custom: 'Losing my music' }, { id: 'betrayal' }],
    });
  });
});

describe('trade options', () => {
  it('prices Assets not yet owned and owned Liabilities at three times their value, never Gift Credits', () => {
    const [firstId, first] = Object.entries(ASSETS)[0]!;
    const [liabilityId, liability] = Object.entries(LIABILITIES)[0]!;
    const options = tradeOptions({
      assets: [{ id: firstId }],
      liabilities: [{ id: liabilityId }],
      exp: { available: 6 },
    });
    expect(options.assets.some((a) => a.id === firstId)).toBe(false);
    expect(options.assets.every((a) => ASSETS[a.id as keyof typeof ASSETS].grantKind !== 'gift_credit')).toBe(true);
    for (const a of options.assets) {
      expect(a.cost).toBe(3 * ASSETS[a.id as keyof typeof ASSETS].value);
      expect(a.affordable).toBe(a.cost <= 6);
    }
    expect(options.liabilities).toEqual([
      expect.objectContaining({ id: liabilityId, name: liability.name, cost: 3 * liability.value }),
    ]);
    expect(first.value).toBeGreaterThan(0);
  });

  it('offers no Asset the sheet contradicts: a Destitute Contractor is not offered Rich', () => {
    const options = tradeOptions({ assets: [], liabilities: [{ id: 'destitute' }], exp: { available: 99 } });
    const offered = options.assets.map((a) => a.id);
    expect(offered).not.toContain('rich');
    expect(tradeOptions({ assets: [], liabilities: [], exp: { available: 99 } }).assets.map((a) => a.id)).toContain(
      'rich',
    );
  });
});

describe('edit actions', () => {
  it('renames and edits the concept, appearance, age and residence', async () => {
    const id = await newContractor();
    const answer = success(
      await saveAction(
        event(id, {
          version: String((await view(id)).version),
          section: 'concept',
          name: 'Ines Harrow-Vey',
          archetype: 'a retired bailiff',
          paradigm: 'debts are kept',
          ambition: 'to forgive one',
          age: '52',
          residence: 'above a laundrette',
          appearance: 'grey coat, steel glasses',
        }),
      ),
    );
    expect(answer.message).toBe('Saved.');
    expect((await view(id)).concept).toMatchObject({
      name: 'Ines Harrow-Vey',
      archetype: 'a retired bailiff',
      ambition: 'to forgive one',
      age: '52',
      residence: 'above a laundrette',
      appearance: 'grey coat, steel glasses',
    });
  });

  it('refuses an empty name and keeps what was typed', async () => {
    const id = await newContractor();
    const { status, data } = refusal(
      await saveAction(
        event(id, {
          version: String((await view(id)).version),
          section: 'concept',
          name: '  ',
          archetype: 'x',
          paradigm: 'y',
          ambition: 'z',
        }),
      ),
    );
    expect(status).toBe(400);
    expect(Object.keys(data.fields)).toContain('name');
    expect(data.values.archetype).toBe('x');
  });

  it('changes Limits at once for a Contractor without a home Playgroup, custom words included', async () => {
    const id = await newContractor();
    const answer = success(
      await saveAction(
        event(id, {
          version: String((await view(id)).version),
          section: 'limits',
          'limits.0.choice': 'anguish',
          'limits.1.choice': 'custom',
          'limits.1.custom': 'Leaving a debt unpaid',
          'limits.2.choice': 'murder',
        }),
      ),
    );
    expect(answer.message).toBe('Saved.');
    expect((await view(id)).limits.map((l) => l.name)).toEqual(['Anguish', 'Leaving a debt unpaid', 'Murder']);
  });

  it('buys an Asset at three times its value, and refuses clearly when Exp is short', async () => {
    const id = await newContractor();
    const before = await view(id);
    const options = tradeOptions(before);
    const cheap = options.assets.find((a) => a.affordable)!;
    const answer = success(
      await tradeAction(event(id, { version: String(before.version), kind: 'asset', id: cheap.id })),
    );
    expect(answer.message).toContain('Exp left');
    const after = await view(id);
    expect(after.assets.map((a) => a.id)).toContain(cheap.id);
    expect(after.exp.available).toBe(before.exp.available - cheap.cost);
    // Spend down with the dearest Asset still affordable until one is out of reach.
    let current = after;
    let dear = tradeOptions(current).assets.find((a) => !a.affordable);
    while (!dear) {
      const affordable = tradeOptions(current).assets.filter((a) => a.affordable);
      const pick = affordable[affordable.length - 1]!;
      success(await tradeAction(event(id, { version: String(current.version), kind: 'asset', id: pick.id })));
      current = await view(id);
      dear = tradeOptions(current).assets.find((a) => !a.affordable);
    }
    const { status, data } = refusal(
      await tradeAction(event(id, { version: String(current.version), kind: 'asset', id: dear.id })),
    );
    expect(status).toBe(422);
    expect(data.message).toContain(`costs ${dear.cost} Exp`);
    expect(data.values.id).toBe(dear.id);
  });

  it('refuses a trade that is not an Asset or a Liability', async () => {
    const id = await newContractor();
    const { status } = refusal(
      await tradeAction(event(id, { version: String((await view(id)).version), purchase: 'attribute:brawn' })),
    );
    expect(status).toBe(400);
  });

  it('withdrawing an unknown request answers not found', async () => {
    const id = await newContractor();
    const { status } = refusal(await withdrawAction(event(id, { requestId: 'nope' })));
    expect(status).toBe(404);
  });

  it('retiring asks for the confirm box first', async () => {
    const id = await newContractor();
    const { status, data } = refusal(
      await retireAction(event(id, { mode: 'retire', version: String((await view(id)).version) })),
    );
    expect(status).toBe(400);
    expect(data.message).toContain('confirm');
  });
});
