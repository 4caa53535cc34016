import type { CharacterIssueCode } from '../../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../../result.js';

/** A Limit from the catalog: what, when it happens, calls for a Trauma roll. */
export interface LimitConfig {
  name: string;
  /** One line naming the event or choice that tests the Contractor. */
  trigger: string;
  /** One of the three every ordinary, well-adjusted person starts with. */
  isDefault: boolean;
}

/** The default Limits followed by alternatives for Contractors whose minds do not work like most people's. */
export const LIMITS = {
  anguish: {
    name: 'Anguish',
    trigger: 'Being tortured, or kept in severe pain or despair for a long stretch.',
    isDefault: true,
  },
  atrocities: {
    name: 'Atrocities',
    trigger: 'Seeing a massacre, torture or cruelty on a grand scale with your own eyes.',
    isDefault: true,
  },
  murder: {
    name: 'Murder',
    trigger: 'Taking a life when your own was not in danger at that very moment.',
    isDefault: true,
  },
  betrayal: {
    name: 'Betrayal',
    trigger: 'Turning on someone who trusted you, or being turned on by someone you trusted.',
    isDefault: false,
  },
  blasphemy: {
    name: 'Blasphemy',
    trigger: 'Breaking a law of your faith, or watching what it holds sacred be defiled.',
    isDefault: false,
  },
  broken_bargain: {
    name: 'Broken Bargain',
    trigger: 'Failing to keep a promise or deal to the letter, however it was worded.',
    isDefault: false,
  },
  humiliation: {
    name: 'Humiliation',
    trigger: 'Being mocked, shamed or made to look weak in front of others.',
    isDefault: false,
  },
  helplessness: {
    name: 'Helplessness',
    trigger: 'Being bound, caged or otherwise robbed of any say in what happens to you.',
    isDefault: false,
  },
  bereavement: { name: 'Bereavement', trigger: 'Someone you love dies or is lost to you for good.', isDefault: false },
  cold_iron: { name: 'Cold Iron', trigger: 'Being cut, struck or bound with iron.', isDefault: false },
  harm_to_innocents: {
    name: 'Harm to Innocents',
    trigger: 'A child or an uninvolved bystander is hurt because of something you did.',
    isDefault: false,
  },
  mercy: { name: 'Mercy', trigger: 'Letting someone who wronged you walk away unpunished.', isDefault: false },
  dishonor: {
    name: 'Dishonor',
    trigger: 'Fighting foul: striking the unarmed, the surrendered, or a back that is turned.',
    isDefault: false,
  },
  isolation: {
    name: 'Isolation',
    trigger: 'Spending a whole day without the company or voice of another living being.',
    isDefault: false,
  },
  exposure: {
    name: 'Exposure',
    trigger: 'Your true name, face or nature becoming known to people you cannot control.',
    isDefault: false,
  },
  disorder: {
    name: 'Disorder',
    trigger: 'Being forced to break a ritual, routine or rule you live by.',
    isDefault: false,
  },
  desecration: {
    name: 'Desecration',
    trigger: 'Wild places being wrecked, or animals slaughtered for no need, in front of you.',
    isDefault: false,
  },
  starvation: {
    name: 'Starvation',
    trigger: 'Going a full day without whatever your nature feeds on: blood, fear, worship or the like.',
    isDefault: false,
  },
} as const satisfies Record<string, LimitConfig>;
export type LimitId = keyof typeof LIMITS;

/** How many Limits every Contractor carries. */
export const LIMIT_COUNT = 3;

/** The Limits a new Contractor gets unless the player picks others. */
export const DEFAULT_LIMIT_IDS = ['anguish', 'atrocities', 'murder'] as const satisfies readonly LimitId[];

/** The catalog's alternative Limits, in listing order. */
export const ALTERNATIVE_LIMIT_IDS = (Object.keys(LIMITS) as LimitId[]).filter((id) => !LIMITS[id].isDefault);

/** Allowed length of a custom Limit's text, counted after trimming. */
export const CUSTOM_LIMIT_LENGTH = { min: 3, max: 120 } as const;

/** A player's pick for one Limit slot: a catalog id or their own wording. */
export type LimitChoice = { id: string } | { custom: string };

/** A Limit that passed validation; custom Limits still need the Playgroup Leader's approval. */
export type ChosenLimit =
  { kind: 'catalog'; id: LimitId; needsApproval: false } | { kind: 'custom'; text: string; needsApproval: true };

function isLimitId(id: string): id is LimitId {
  return Object.hasOwn(LIMITS, id);
}

/** Case and spacing do not make two Limits different. */
function sameness(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Checks a Contractor's Limits: exactly three, each a known id or a custom text of 3–120 characters, none twice
 * (a custom text equal to a chosen catalog Limit's name counts as a repeat).
 * @example validateLimits([{ id: 'anguish' }, { id: 'atrocities' }, { custom: 'Losing my music' }]).ok === true
 */
export function validateLimits(limits: readonly LimitChoice[]): Result<ChosenLimit[], Issue<CharacterIssueCode>> {
  const issues: Issue<CharacterIssueCode>[] = [];
  if (limits.length !== LIMIT_COUNT) {
    issues.push({
      code: 'wrong_limit_count',
      path: [],
      min: LIMIT_COUNT,
      max: LIMIT_COUNT,
      received: String(limits.length),
    });
  }
  const chosen: ChosenLimit[] = [];
  const seen = new Set<string>();
  limits.forEach((choice, i) => {
    let key: string;
    if ('id' in choice) {
      if (!isLimitId(choice.id)) {
        issues.push({ code: 'unknown_limit', path: [i, 'id'], received: choice.id });
        return;
      }
      key = sameness(LIMITS[choice.id].name);
      chosen.push({ kind: 'catalog', id: choice.id, needsApproval: false });
    } else {
      const text = choice.custom.trim();
      if (text.length < CUSTOM_LIMIT_LENGTH.min) {
        issues.push({
          code: 'custom_limit_too_short',
          path: [i, 'custom'],
          min: CUSTOM_LIMIT_LENGTH.min,
          received: String(text.length),
        });
        return;
      }
      if (text.length > CUSTOM_LIMIT_LENGTH.max) {
        issues.push({
          code: 'custom_limit_too_long',
          path: [i, 'custom'],
          max: CUSTOM_LIMIT_LENGTH.max,
          received: String(text.length),
        });
        return;
      }
      key = sameness(text);
      chosen.push({ kind: 'custom', text, needsApproval: true });
    }
    if (seen.has(key)) issues.push({ code: 'duplicate_limit', path: [i] });
    seen.add(key);
  });
  return issues.length === 0 ? ok(chosen) : fail(...issues);
}
