import type { StatusId } from '../character/status.js';
import type { AttributeId, PrimaryAbilityId } from '../character/traits.js';
import type { Issue } from '../result.js';
import type { GiftIssueCode } from '../issue-codes.js';
import type { EffectCategoryConfig, EffectCategoryId } from './categories.js';
import type { GiftTypeConfig, GiftTypeId } from './gift-types.js';
import type { StyleConfig, StyleId } from './styles.js';

/** One rung of a Parameter; `requires` is the lowest Status allowed to pick it. */
export interface ParameterLevel {
  id: string;
  /** The words the System Text shows for this level ("50 feet", "Weapon Damage 2"). */
  label: string;
  requires?: StatusId;
}

/** A balance-relevant value that climbs in steps; each step above the default costs 1, each below gives 1 back. */
export interface ParameterConfig {
  name: string;
  /** Levels from weakest to strongest. */
  levels: readonly ParameterLevel[];
  /** Id of the level a new Gift starts at (free, and open to every Status). */
  default: string;
}

/** An Enhancement (+1 cost) or a Drawback (−1 cost) of one Effect. */
export interface ModifierConfig {
  name: string;
  /** System Text sentence; `{detail}` stands for the player's own words, `{roll}` for the Effect's roll. */
  text: string;
  requires?: StatusId;
  /** Only with these Activation Styles (any when absent). */
  styles?: readonly StyleId[];
  /** Only with these Gift Types (any when absent). */
  types?: readonly GiftTypeId[];
  /** The player must (or may) add words of their own, e.g. which object is the focus. */
  detail?: { label: string; required: boolean };
  /** Change to the Difficulty of the Effect's roll. */
  difficulty?: number;
  /** Ids of this Effect's other Enhancements or Drawbacks it cannot be taken with. */
  excludes?: readonly string[];
}

/** The roll an Effect asks for, with the Attributes a player may choose (social Effects allow only Charisma). */
export interface RollConfig {
  attributes: readonly AttributeId[];
  attribute: AttributeId;
  ability: PrimaryAbilityId;
  difficulty: number;
}

/** One Effect: what a Gift does, and every choice the builder offers on it. */
export interface EffectConfig {
  name: string;
  category: EffectCategoryId;
  /** One line for the Effect list. */
  summary: string;
  /** A short example Gift built on this Effect. */
  example: string;
  /** Other names players know the Effect by (those of the official site), so the builder's search finds it. */
  aliases?: readonly string[];
  requires?: StatusId;
  /** Allowed Activation Styles with the change each makes to the cost for this Effect. */
  styles: Partial<Record<StyleId, number>>;
  defaultStyle: StyleId;
  /** Change to the cost that comes with the Effect itself (0 when absent). */
  costDelta?: number;
  roll?: RollConfig;
  parameters: Readonly<Record<string, ParameterConfig>>;
  enhancements: Readonly<Record<string, ModifierConfig>>;
  drawbacks: Readonly<Record<string, ModifierConfig>>;
  /** System Text with `{roll}` and `{<parameter id>}` markers. */
  template: string;
}

/** The whole catalog a Gift is built from; compiled Gifts record its version. */
export interface GiftCatalog {
  version: string;
  categories: Readonly<Record<string, EffectCategoryConfig>>;
  types: Readonly<Record<string, GiftTypeConfig>>;
  styles: Readonly<Record<string, StyleConfig>>;
  effects: Readonly<Record<string, EffectConfig>>;
}

/** One Enhancement or Drawback the player picked, with their own words when it takes some. */
export interface ModifierPick {
  id: string;
  detail?: string;
}

/** What a player chooses in the builder; everything else is derived by `compileGift`. */
export interface GiftSpec {
  catalogVersion: string;
  typeId: string;
  effectId: string;
  styleId: string;
  /** Parameter id → level id; a Parameter left out stays at its default. */
  parameters: Record<string, string>;
  enhancements: ModifierPick[];
  drawbacks: ModifierPick[];
  /** The player's choice for the Effect's roll; the Effect's default when absent. */
  roll?: { attribute: string; ability: string };
  name: string;
  tagline: string;
  description: string;
  /** Fingerprints of the components the Gift was built from, keyed like "effect:injure" (see stampGiftSpec). */
  components?: Record<string, string>;
}

/** A violation or warning from the compiler, naming the component it concerns ("enhancement:injure/piercing"). */
export interface GiftIssue extends Issue {
  code: GiftIssueCode;
  component?: string;
}

/** What the compiler needs to know about the Contractor receiving (or improving) the Gift. */
export interface GiftRecipient {
  status: StatusId;
  giftCredits: number;
  improvements: number;
  /** The Gift's current cost when it is being improved rather than created; only the rise is paid. */
  improvingFromCost?: number;
}

/** Where the Gift Cost comes from, term by term. */
export interface CostBreakdown {
  base: 1;
  enhancements: number;
  drawbacks: number;
  parameterSteps: number;
  typeDelta: number;
  styleDelta: number;
  effectDelta: number;
}
