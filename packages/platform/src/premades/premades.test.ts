import {
  PREMADES,
  PREMADE_IDS,
  STARTING_EXP,
  deriveContractor,
  premadeCreationInput,
  statusFromVictories,
  traitsExpCost,
} from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { checkCreation } from '../contractors/creation.js';
import { getContractor, getLedger } from '../contractors/read.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { premadeSheet } from './premade-sheet.js';

const premadeSheetView = (id: string) => {
  const sheet = premadeSheet(id);
  return sheet.ok ? { ok: true as const, value: sheet.value.contractor } : sheet;
};
import { startFromPremade } from './start-from-premade.js';

describe('the six premade Contractors', () => {
  it('are six, of six different Archetypes', () => {
    expect(PREMADE_IDS).toHaveLength(6);
    expect(new Set(PREMADE_IDS.map((id) => PREMADES[id].archetype)).size).toBe(6);
  });

  it.each(PREMADE_IDS)('%s passes the creation form’s own check', (id) => {
    const checked = checkCreation(premadeCreationInput(PREMADES[id]));
    expect(checked.ok, JSON.stringify(checked.ok ? null : checked.error)).toBe(true);
  });

  it.each(PREMADE_IDS)('%s is within the rules: no off-rules flag, Exp not overspent, no Penalty to start', (id) => {
    const view = expectOk(premadeSheetView(id));
    expect(view.flags).toEqual([]);
    expect(view.exp.available).toBeGreaterThanOrEqual(0);
    expect(view.exp.available).toBeLessThan(STARTING_EXP);
    expect(view.derived.penalty).toBe(0);
    expect(view.derived.status).toBe(statusFromVictories(0));
    const input = premadeCreationInput(PREMADES[id]);
    const traits = {
      attributes: input.attributes,
      abilities: input.abilities,
      secondaryAbilities: input.secondaryAbilities,
    };
    expect(view.exp.spent).toBeGreaterThanOrEqual(traitsExpCost(traits));
    expect(view.derived.body).toBe(
      deriveContractor({
        traits,
        victories: 0,
        injuries: [],
        mindDamage: 0,
        battleScars: view.battleScars.length,
        traumas: view.traumas.length,
      }).body,
    );
  });

  it('an unknown premade is not found', () => {
    expect(premadeSheetView('nobody')).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});

describe.each(backends)('startFromPremade ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('creates a Contractor owned by the player, with the premade’s ratings, ledger, gear and story', async () => {
    const ada = await player(t.platform, 'ada');
    const made = expectOk(await startFromPremade(t.platform, ada, 'priya-castellanos'));
    const view = expectOk(await getContractor(t.platform, ada, made.id));
    const premade = expectOk(premadeSheetView('priya-castellanos'));
    expect(view.owner.handle).toBe('ada');
    expect(view.editable).toBe(true);
    expect(view.concept).toEqual(premade.concept);
    expect(view.attributes).toEqual(premade.attributes);
    expect(view.abilities).toEqual(premade.abilities);
    expect(view.derived).toEqual(premade.derived);
    expect(view.exp).toEqual(premade.exp);
    expect(view.traumas.map((x) => x.name)).toEqual(premade.traumas.map((x) => x.name));
    expect(view.weapons).toEqual([...PREMADES['priya-castellanos'].weapons]);
    expect(view.biography).toBe(PREMADES['priya-castellanos'].biography);
    expect(view.flags).toEqual([]);
    const ledger = expectOk(await getLedger(t.platform, ada, made.id));
    expect(ledger[0]).toMatchObject({ kind: 'starting_exp', amount: STARTING_EXP });
  });

  it('gives each start a Contractor of its own', async () => {
    const ada = await player(t.platform, 'ada');
    const first = expectOk(await startFromPremade(t.platform, ada, 'jonah-kestrel'));
    const second = expectOk(await startFromPremade(t.platform, ada, 'jonah-kestrel'));
    expect(first.id).not.toBe(second.id);
  });

  it('refuses a visitor and an unknown premade, creating nothing', async () => {
    expect(await startFromPremade(t.platform, null, 'jonah-kestrel')).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated', status: 401 },
    });
    const ada = await player(t.platform, 'ada');
    expect(await startFromPremade(t.platform, ada, 'no-such-person')).toMatchObject({
      ok: false,
      error: { code: 'not_found', status: 404 },
    });
  });
});
