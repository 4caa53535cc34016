import type { StatusId } from '../character/status.js';
import { seededRng } from '../dice/rng.js';
import { effectsForType, sharedStyles } from './catalog-queries.js';
import { cheapestGift, modifierFits } from './cheapest-gift.js';
import { compileGift } from './compile.js';
import { sampleGiftSpec } from './sample-spec.js';
import { systemTextProblems, type SystemTextProblemCode } from './text-problems.js';
import type { GiftCatalog, GiftSpec } from './types.js';

/** One Effect's line in the balance report. */
export interface EffectBalance {
  effectId: string;
  name: string;
  category: string;
  /** The lowest Status that may hold the Effect at all. */
  entryStatus: StatusId;
  /** How many sampled specs compiled without violations. */
  samples: number;
  /** Gift Cost → how many of the valid samples cost that much, cheapest first. */
  costs: { cost: number; count: number }[];
  /** The cheapest valid Gift at the entry Status (exact, not sampled), with its cost. */
  cheapest?: { cost: number; spec: GiftSpec };
}

/** Why an Enhancement can never be picked by a Newbie. */
export type NewbieBlock = 'enhancement_status' | 'effect_status' | 'no_type_or_style';

/** The whole balance report; see `giftBalanceReport`. */
export interface GiftBalanceReport {
  catalogVersion: string;
  seed: string;
  samplesPerEffect: number;
  effects: EffectBalance[];
  /** Effects whose cheapest valid Gift at their entry Status costs more than 1 (or that have none). */
  aboveCostOne: { effectId: string; cheapestCost?: number }[];
  /** Enhancements no Newbie can ever pick, with the reason. */
  neverAtNewbie: { effectId: string; enhancementId: string; reason: NewbieBlock; requires?: StatusId }[];
  /** System Text problems seen in the samples (see `systemTextProblems`), one per Effect, code and sentence. */
  textProblems: { effectId: string; styleId: string; code: SystemTextProblemCode; sentence: string }[];
}

/** Options of the report: the seed makes it replayable; more samples smooth the distribution. */
export interface BalanceReportOptions {
  samplesPerEffect?: number;
  seed?: string | number;
}

const DEFAULT_SAMPLES = 300;

function newbieBlock(
  catalog: GiftCatalog,
  effectId: string,
  enhancementId: string,
): { reason: NewbieBlock; requires?: StatusId } | undefined {
  const effect = catalog.effects[effectId]!;
  const config = effect.enhancements[enhancementId]!;
  if (effect.requires && effect.requires !== 'newbie') return { reason: 'effect_status', requires: effect.requires };
  if (config.requires && config.requires !== 'newbie')
    return { reason: 'enhancement_status', requires: config.requires };
  const fitsSomewhere = Object.keys(catalog.types).some(
    (typeId) =>
      effectsForType(catalog, typeId).includes(effectId) &&
      sharedStyles(catalog, { typeId, effectId }).some((styleId) => modifierFits(config, typeId, styleId)),
  );
  return fitsSomewhere ? undefined : { reason: 'no_type_or_style' };
}

/**
 * The Gift catalog's balance report: per Effect, the cost distribution over randomly sampled valid specs (seeded, so
 * replayable) and its exact cheapest valid Gift at the lowest Status that may hold it; the Effects whose cheapest
 * Gift costs more than 1; the Enhancements no Newbie can ever pick; and any System Text problem the samples show.
 * Pure: the CLI's `harbinger gifts report` only prints it.
 * @example giftBalanceReport(giftCatalog, { samplesPerEffect: 50 }).aboveCostOne.length === 0
 */
export function giftBalanceReport(catalog: GiftCatalog, options: BalanceReportOptions = {}): GiftBalanceReport {
  const samplesPerEffect = options.samplesPerEffect ?? DEFAULT_SAMPLES;
  const seed = String(options.seed ?? 1);
  const effects: EffectBalance[] = [];
  const textProblems: GiftBalanceReport['textProblems'] = [];
  const neverAtNewbie: GiftBalanceReport['neverAtNewbie'] = [];
  for (const [effectId, effect] of Object.entries(catalog.effects)) {
    const rng = seededRng(`${seed}/${effectId}`);
    const counts = new Map<number, number>();
    let samples = 0;
    const seenCodes = new Set<string>();
    for (let i = 0; i < samplesPerEffect; i++) {
      const spec = sampleGiftSpec(catalog, rng, effectId);
      if (!spec) continue;
      samples++;
      const compiled = compileGift(spec, catalog);
      counts.set(compiled.cost, (counts.get(compiled.cost) ?? 0) + 1);
      for (const problem of systemTextProblems(compiled.systemText, spec)) {
        if (seenCodes.has(problem.code)) continue;
        seenCodes.add(problem.code);
        textProblems.push({ effectId, styleId: spec.styleId, ...problem });
      }
    }
    const entryStatus: StatusId = effect.requires ?? 'newbie';
    const spec = cheapestGift(catalog, effectId, entryStatus);
    effects.push({
      effectId,
      name: effect.name,
      category: effect.category,
      entryStatus,
      samples,
      costs: [...counts].sort(([a], [b]) => a - b).map(([cost, count]) => ({ cost, count })),
      ...(spec ? { cheapest: { cost: compileGift(spec, catalog).cost, spec } } : {}),
    });
    for (const enhancementId of Object.keys(effect.enhancements)) {
      const block = newbieBlock(catalog, effectId, enhancementId);
      if (block) neverAtNewbie.push({ effectId, enhancementId, ...block });
    }
  }
  const aboveCostOne = effects
    .filter((e) => !e.cheapest || e.cheapest.cost > 1)
    .map((e) => ({ effectId: e.effectId, ...(e.cheapest ? { cheapestCost: e.cheapest.cost } : {}) }));
  return {
    catalogVersion: catalog.version,
    seed,
    samplesPerEffect,
    effects,
    aboveCostOne,
    neverAtNewbie,
    textProblems,
  };
}
