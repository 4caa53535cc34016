import { describe, expect, it } from 'vitest';
import { STATUS_IDS, type StatusId } from '../character/status.js';
import { compileGift, defaultGiftSpec, effects, giftCatalog } from './index.js';
import type { EffectConfig, GiftSpec, ModifierConfig } from './types.js';

const all: [string, EffectConfig][] = Object.entries(effects);
const SHAPE_CODES = ['component_not_allowed_for_style', 'component_not_allowed_for_type'];

function pick(id: string, config: ModifierConfig) {
  return config.detail ? { id, detail: 'a silver locket' } : { id };
}

function below(status: StatusId): StatusId {
  return STATUS_IDS[STATUS_IDS.indexOf(status) - 1]!;
}

const rich = (status: StatusId) => ({ status, giftCredits: 20, improvements: 20 });

describe.each(all)('Effect %s in the compiler', (id, effect) => {
  const base = (): GiftSpec => ({ ...defaultGiftSpec(giftCatalog, id), description: 'How it looks.' });
  const baseRaw = 1 + (effect.costDelta ?? 0);

  it("compiles at its defaults with no violation or warning, costing 1 plus the Effect's own change", () => {
    const result = compileGift(base(), giftCatalog, rich('veteran'));
    expect(result.violations).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.rawCost).toBe(baseRaw);
    expect(result.cost).toBe(baseRaw);
    expect(result.systemText.length).toBeGreaterThan(40);
  });

  it('adds exactly 1 to the cost for each Enhancement', () => {
    for (const [eid, config] of Object.entries(effect.enhancements)) {
      const result = compileGift({ ...base(), enhancements: [pick(eid, config)] }, giftCatalog);
      expect(result.rawCost, eid).toBe(baseRaw + 1);
      expect(result.cost, eid).toBe(baseRaw + 1);
      expect(
        result.violations.filter((v) => !SHAPE_CODES.includes(v.code)),
        eid,
      ).toEqual([]);
      expect(result.systemText, eid).toContain(`Enhancement: ${config.name}.`);
    }
  });

  it('takes exactly 1 off the cost for each Drawback', () => {
    for (const [did, config] of Object.entries(effect.drawbacks)) {
      const [eid, enhancement] = Object.entries(effect.enhancements).find(
        ([e, c]) => !c.excludes?.includes(did) && !config.excludes?.includes(e),
      )!;
      const withOne = { ...base(), enhancements: [pick(eid, enhancement)] };
      const before = compileGift(withOne, giftCatalog);
      const after = compileGift({ ...withOne, drawbacks: [pick(did, config)] }, giftCatalog);
      expect(after.rawCost, did).toBe(before.rawCost - 1);
      expect(after.cost, did).toBe(before.cost - 1);
      expect(
        after.violations.filter((v) => !SHAPE_CODES.includes(v.code)),
        did,
      ).toEqual([]);
      expect(after.systemText, did).toContain(`Drawback: ${config.name}.`);
    }
  });

  it('moves the cost by one per Parameter step, both ways', () => {
    for (const [pid, parameter] of Object.entries(effect.parameters)) {
      const defaultIndex = parameter.levels.findIndex((l) => l.id === parameter.default);
      parameter.levels.forEach((level, i) => {
        const result = compileGift({ ...base(), parameters: { [pid]: level.id } }, giftCatalog);
        expect(result.rawCost, `${pid}=${level.id}`).toBe(baseRaw + i - defaultIndex);
        expect(result.systemText, `${pid}=${level.id}`).toContain(level.label);
      });
    }
  });

  it('enforces every Status gate it has', () => {
    const gates: { spec: GiftSpec; status: StatusId; component: string }[] = [];
    if (effect.requires) gates.push({ spec: base(), status: effect.requires, component: `effect:${id}` });
    for (const [kind, table] of [
      ['enhancement', effect.enhancements],
      ['drawback', effect.drawbacks],
    ] as const) {
      for (const [mid, config] of Object.entries(table)) {
        if (!config.requires) continue;
        const field = kind === 'enhancement' ? 'enhancements' : 'drawbacks';
        gates.push({
          spec: { ...base(), [field]: [pick(mid, config)] },
          status: config.requires,
          component: `${kind}:${id}/${mid}`,
        });
      }
    }
    for (const [pid, parameter] of Object.entries(effect.parameters)) {
      for (const level of parameter.levels) {
        if (level.requires)
          gates.push({
            spec: { ...base(), parameters: { [pid]: level.id } },
            status: level.requires,
            component: `parameter:${id}/${pid}`,
          });
      }
    }
    for (const gate of gates) {
      const refused = compileGift(gate.spec, giftCatalog, rich(below(gate.status)));
      expect(refused.violations, gate.component).toContainEqual(
        expect.objectContaining({
          code: 'status_too_low',
          expected: gate.status,
          received: below(gate.status),
          component: gate.component,
        }),
      );
      expect(STATUS_IDS.indexOf(refused.requiredStatus)).toBeGreaterThanOrEqual(STATUS_IDS.indexOf(gate.status));
      const accepted = compileGift(gate.spec, giftCatalog, rich(gate.status));
      expect(
        accepted.violations.filter((v) => v.code === 'status_too_low' && v.component === gate.component),
        gate.component,
      ).toEqual([]);
    }
  });
});
