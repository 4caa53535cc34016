import { STATUS_IDS, statusAtLeast, type StatusId } from '../character/status.js';
import { checkSpecAgainstCatalog } from './catalog-check.js';
import { effectAllowedForType, parameterLevelStep } from './catalog-queries.js';
import { lookup } from './lookup.js';
import { resolveGiftRoll } from './resolve-roll.js';
import { assembleSystemText } from './system-text.js';
import type {
  CostBreakdown,
  EffectConfig,
  GiftCatalog,
  GiftIssue,
  GiftRecipient,
  GiftSpec,
  ModifierConfig,
  ParameterLevel,
} from './types.js';

/** Drawbacks past this many earn a warning: the Gift risks being more trouble than help. */
export const RECOMMENDED_MAX_DRAWBACKS = 3;

/** The lowest Gift Cost there is; a Gift whose terms add up lower is refused. */
export const MIN_GIFT_COST = 1;

/** Everything the builder shows for a spec. */
export interface GiftCompilation {
  /** The Gift Cost, never below 1. */
  cost: number;
  /** The cost before the minimum is applied (below 1 comes with `cost_below_minimum`). */
  rawCost: number;
  breakdown: CostBreakdown;
  systemText: string;
  /** The lowest Status allowed to hold the Gift as specified. */
  requiredStatus: StatusId;
  violations: GiftIssue[];
  warnings: GiftIssue[];
}

interface Requirement {
  status: StatusId;
  path: (string | number)[];
  component: string;
}

type PickKind = 'enhancement' | 'drawback';
type ResolvedPick = { id: string; config: ModifierConfig; detail?: string; index: number };

function higher(a: StatusId, b: StatusId): StatusId {
  return STATUS_IDS.indexOf(a) >= STATUS_IDS.indexOf(b) ? a : b;
}

class Compilation {
  readonly violations: GiftIssue[] = [];
  readonly warnings: GiftIssue[] = [];
  readonly requirements: Requirement[] = [];

  need(status: StatusId | undefined, path: (string | number)[], component: string): void {
    if (status) this.requirements.push({ status, path, component });
  }

  /** Resolves one list of picks, reporting unknown, duplicate, misfit and detail problems. */
  picks(kind: PickKind, spec: GiftSpec, effect: EffectConfig): ResolvedPick[] {
    const field = kind === 'enhancement' ? 'enhancements' : 'drawbacks';
    const table = effect[field];
    const seen = new Set<string>();
    const resolved: ResolvedPick[] = [];
    for (const [index, pick] of spec[field].entries()) {
      const path = [field, index];
      const component = `${kind}:${spec.effectId}/${pick.id}`;
      const config = lookup(table, pick.id);
      if (!config || seen.has(pick.id)) {
        this.violations.push({
          code: config ? `duplicate_${kind}` : `unknown_${kind}`,
          path,
          received: pick.id,
          component,
        });
        continue;
      }
      seen.add(pick.id);
      this.checkFit(config, spec, { path, component });
      const detail = pick.detail?.trim() ?? '';
      if (config.detail?.required && detail === '')
        this.violations.push({
          code: 'detail_required',
          path: [...path, 'detail'],
          expected: config.detail.label,
          component,
        });
      if (!config.detail && detail !== '')
        this.violations.push({ code: 'detail_not_allowed', path: [...path, 'detail'], component });
      this.need(config.requires, path, component);
      resolved.push({ id: pick.id, config, index, ...(detail ? { detail } : {}) });
    }
    return resolved;
  }

  /** Reports a pick that the chosen Activation Style or Gift Type cannot take. */
  private checkFit(config: ModifierConfig, spec: GiftSpec, at: { path: (string | number)[]; component: string }): void {
    const styleIds: readonly string[] | undefined = config.styles;
    const typeIds: readonly string[] | undefined = config.types;
    if (styleIds && !styleIds.includes(spec.styleId)) {
      this.violations.push({
        code: 'component_not_allowed_for_style',
        ...at,
        expected: styleIds.join('|'),
        received: spec.styleId,
      });
    }
    if (typeIds && !typeIds.includes(spec.typeId)) {
      this.violations.push({
        code: 'component_not_allowed_for_type',
        ...at,
        expected: typeIds.join('|'),
        received: spec.typeId,
      });
    }
  }
}

/**
 * Compiles a Gift spec against the catalog: its cost (1 + Enhancements − Drawbacks + Parameter steps from default
 * + type, style and Effect changes, never below 1), its System Text, and every violation and warning. With a
 * recipient it also checks Status gates and whether their Gift Credits and Improvements cover the cost.
 * Deterministic: Enhancements and Drawbacks appear in the System Text in catalog order, whatever order they were picked
 * in.
 * @example compileGift(defaultGiftSpec(giftCatalog, 'injure'), giftCatalog).cost === 1
 */
export function compileGift(spec: GiftSpec, catalog: GiftCatalog, recipient?: GiftRecipient): GiftCompilation {
  const c = new Compilation();
  const type = lookup(catalog.types, spec.typeId);
  const style = lookup(catalog.styles, spec.styleId);
  const effect = lookup(catalog.effects, spec.effectId);
  if (!type) c.violations.push({ code: 'unknown_gift_type', path: ['typeId'], received: spec.typeId });
  if (!style) c.violations.push({ code: 'unknown_style', path: ['styleId'], received: spec.styleId });
  if (!effect) c.violations.push({ code: 'unknown_effect', path: ['effectId'], received: spec.effectId });
  const typeStyles: readonly string[] = type?.styles ?? [];
  if (type && style && !typeStyles.includes(spec.styleId)) {
    c.violations.push({
      code: 'style_not_allowed_for_type',
      path: ['styleId'],
      received: spec.styleId,
      component: `type:${spec.typeId}`,
    });
  }
  const breakdown: CostBreakdown = {
    base: 1,
    enhancements: 0,
    drawbacks: 0,
    parameterSteps: 0,
    typeDelta: type?.costDelta ?? 0,
    styleDelta: 0,
    effectDelta: 0,
  };
  let systemText = '';
  if (effect) {
    const component = `effect:${spec.effectId}`;
    c.need(effect.requires, ['effectId'], component);
    if (type && !effectAllowedForType(catalog, { typeId: spec.typeId, effectId: spec.effectId })) {
      c.violations.push({
        code: 'effect_not_allowed_for_type',
        path: ['effectId'],
        received: spec.effectId,
        component: `type:${spec.typeId}`,
      });
    }
    const styleDelta = lookup(effect.styles as Record<string, number>, spec.styleId);
    if (style && styleDelta === undefined)
      c.violations.push({ code: 'style_not_allowed', path: ['styleId'], received: spec.styleId, component });
    breakdown.styleDelta = styleDelta ?? 0;
    breakdown.effectDelta = effect.costDelta ?? 0;
    const levels = resolveLevels(c, spec, effect);
    for (const step of levels.steps) breakdown.parameterSteps += step;
    const enhancements = c.picks('enhancement', spec, effect);
    const drawbacks = c.picks('drawback', spec, effect);
    breakdown.enhancements = enhancements.length;
    breakdown.drawbacks = drawbacks.length;
    reportConflicts(c, spec.effectId, [
      ...enhancements.map((p) => ({ kind: 'enhancements', ...p })),
      ...drawbacks.map((p) => ({ kind: 'drawbacks', ...p })),
    ]);
    const difficultyShift = [...enhancements, ...drawbacks].reduce((sum, p) => sum + (p.config.difficulty ?? 0), 0);
    const roll = resolveGiftRoll({ effect, choice: spec.roll, difficultyShift, issues: c.violations });
    const byCatalogOrder = (table: Readonly<Record<string, ModifierConfig>>) => {
      const order = Object.keys(table);
      return (a: ResolvedPick, b: ResolvedPick) => order.indexOf(a.id) - order.indexOf(b.id);
    };
    systemText = assembleSystemText({
      effect,
      ...(type ? { type } : {}),
      ...(style ? { style } : {}),
      styleId: spec.styleId,
      levels: levels.chosen,
      ...(roll ? { roll } : {}),
      enhancements: [...enhancements].sort(byCatalogOrder(effect.enhancements)),
      drawbacks: [...drawbacks].sort(byCatalogOrder(effect.drawbacks)),
    });
  }
  if (spec.name.trim() === '') c.violations.push({ code: 'name_required', path: ['name'] });
  const rawCost =
    breakdown.base +
    breakdown.enhancements -
    breakdown.drawbacks +
    breakdown.parameterSteps +
    breakdown.typeDelta +
    breakdown.styleDelta +
    breakdown.effectDelta;
  if (rawCost < MIN_GIFT_COST)
    c.violations.push({ code: 'cost_below_minimum', path: [], min: MIN_GIFT_COST, received: String(rawCost) });
  const cost = Math.max(MIN_GIFT_COST, rawCost);
  const requiredStatus = c.requirements.reduce<StatusId>((top, r) => higher(top, r.status), 'newbie');
  if (recipient) checkRecipient(c, cost, recipient);
  if (breakdown.drawbacks > RECOMMENDED_MAX_DRAWBACKS) {
    c.warnings.push({
      code: 'too_many_drawbacks',
      path: ['drawbacks'],
      max: RECOMMENDED_MAX_DRAWBACKS,
      received: String(breakdown.drawbacks),
    });
  }
  if (spec.description.trim() === '') c.warnings.push({ code: 'description_missing', path: ['description'] });
  for (const key of checkSpecAgainstCatalog(spec, catalog).changed)
    c.warnings.push({ code: 'component_changed', path: ['components', key], component: key });
  return { cost, rawCost, breakdown, systemText, requiredStatus, violations: c.violations, warnings: c.warnings };
}

function resolveLevels(
  c: Compilation,
  spec: GiftSpec,
  effect: EffectConfig,
): { chosen: Record<string, ParameterLevel>; steps: number[] } {
  const chosen: Record<string, ParameterLevel> = {};
  const steps: number[] = [];
  for (const [id, levelId] of Object.entries(spec.parameters)) {
    const parameter = lookup(effect.parameters, id);
    if (!parameter) c.violations.push({ code: 'unknown_parameter', path: ['parameters', id], received: id });
    else if (!parameter.levels.some((level) => level.id === levelId)) {
      c.violations.push({
        code: 'unknown_parameter_level',
        path: ['parameters', id],
        received: levelId,
        component: `parameter:${spec.effectId}/${id}`,
      });
    }
  }
  for (const [id, parameter] of Object.entries(effect.parameters)) {
    const wanted = lookup(spec.parameters, id);
    const step = parameterLevelStep(parameter, wanted);
    const level = parameter.levels.find((l) => l.id === (step === undefined ? parameter.default : wanted))!;
    chosen[id] = level;
    if (step !== undefined) steps.push(step);
    c.need(level.requires, ['parameters', id], `parameter:${spec.effectId}/${id}`);
  }
  return { chosen, steps };
}

function reportConflicts(c: Compilation, effectId: string, picks: readonly (ResolvedPick & { kind: string })[]): void {
  for (let i = 0; i < picks.length; i++) {
    for (let j = i + 1; j < picks.length; j++) {
      const a = picks[i]!;
      const b = picks[j]!;
      if (a.config.excludes?.includes(b.id) || b.config.excludes?.includes(a.id)) {
        c.violations.push({
          code: 'conflicting_components',
          path: [b.kind, b.index],
          expected: a.id,
          received: b.id,
          component: `${b.kind === 'enhancements' ? 'enhancement' : 'drawback'}:${effectId}/${b.id}`,
        });
      }
    }
  }
}

function checkRecipient(c: Compilation, cost: number, recipient: GiftRecipient): void {
  for (const r of c.requirements) {
    if (!statusAtLeast(recipient.status, r.status)) {
      c.violations.push({
        code: 'status_too_low',
        path: r.path,
        expected: r.status,
        received: recipient.status,
        component: r.component,
      });
    }
  }
  const improving = recipient.improvingFromCost !== undefined;
  const due = Math.max(0, cost - (recipient.improvingFromCost ?? 0));
  const available = recipient.giftCredits + recipient.improvements;
  // A new Gift is unlocked only by a Gift Credit; Improvements can pay the rest of its cost.
  const lacksUnlock = !improving && recipient.giftCredits < 1;
  if (lacksUnlock || available < due) {
    c.violations.push({
      code: 'not_enough_gift_credits',
      path: [],
      min: due,
      received: String(available),
      ...(lacksUnlock ? { expected: 'gift_credit' } : {}),
    });
  }
}
