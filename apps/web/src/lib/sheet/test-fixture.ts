import { deriveContractor, type TraitRatings } from '@harbinger/rules';
import type { ModelFacts } from './model.js';

/** Options for a made-up sheet in tests. */
export interface FixtureOptions {
  traits?: Partial<TraitRatings>;
  severities?: number[];
  mindDamage?: number;
  weapons?: string[];
  armor?: string | null;
  traumas?: number;
  battleScars?: number;
  available?: number;
  source?: { name: string; capacity: number; current: number } | null;
}

/**
 * A Contractor view's facts for tests, its `derived` computed by the rules exactly as the platform does: by default
 * Brawn 3, Dexterity 3, Perception 2, Charisma 2, Intellect 3, Athletics 2, Firearms 2, Medicine 1, and a
 * Secondary Ability "Lock Picking" 2.
 */
export function sheetFixture(options: FixtureOptions = {}): ModelFacts & { mindDamage: number } {
  const traits: TraitRatings = {
    attributes: { brawn: 3, dexterity: 3, perception: 2, charisma: 2, intellect: 3, ...options.traits?.attributes },
    abilities: { athletics: 2, firearms: 2, medicine: 1, ...options.traits?.abilities },
    secondaryAbilities: options.traits?.secondaryAbilities ?? { 'Lock Picking': 2 },
  };
  const severities = options.severities ?? [];
  const injuries = severities.map((severity, i) => ({
    id: `00000000-0000-4000-8000-00000000000${String(i)}`,
    severity,
    originalSeverity: severity,
    stabilized: false,
    cleanHeal: false,
    failedAttempts: 0,
    scarClass: severity >= 4 ? 'minor' : null,
    note: '',
  }));
  const scarCount = options.battleScars ?? 0;
  const battleScars = Array.from({ length: scarCount }, (_, i) => ({
    id: `scar-${String(i)}`,
    name: 'Limp',
    class: 'major',
    chosen: true,
  }));
  const traumaCount = options.traumas ?? 0;
  const mindDamage = options.mindDamage ?? 0;
  const derived = deriveContractor({
    traits,
    victories: 0,
    injuries,
    mindDamage,
    battleScars: scarCount,
    traumas: traumaCount,
  });
  return {
    concept: {
      name: 'Mara Quill',
      archetype: 'night-shift nurse',
      paradigm: 'bone reader',
      ambition: 'bring her brother back',
    },
    attributes: traits.attributes,
    abilities: traits.abilities as Record<string, number>,
    secondaryAbilities: traits.secondaryAbilities ?? {},
    weapons: options.weapons ?? [],
    armor: options.armor ?? null,
    derived,
    injuries,
    battleScars,
    traumas: Array.from({ length: traumaCount }, (_, i) => ({ id: `trauma-${String(i)}` })),
    mindDamage,
    victories: 0,
    source: options.source ?? null,
    exp: { earned: 0, spent: 140, available: options.available ?? 10 },
  };
}
