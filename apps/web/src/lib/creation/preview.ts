import {
  CREATION_STATUS,
  SIXTH_RANK_STATUS,
  STATUSES,
  ASSETS,
  LIABILITIES,
  STARTING_EXP,
  assetsExpCost,
  assetsGiftCredits,
  deriveContractor,
  isAssetId,
  isLiabilityId,
  incompatiblePicks,
  liabilitiesExpCredit,
  MIND_PENALTY_TABLE,
  mindPenalty,
  mindPenaltyRow,
  offRulesFlags,
  pickName,
  CREATION_ABILITY_CAP,
  traitsExpCost,
  validateLimits,
  validateTraits,
  type AssetId,
  type Issue,
  type TraitIssueCode,
  type LiabilityId,
  type TraitRatings,
} from '@harbinger/rules';
import { CUSTOM_LIMIT, presentAbilities, secondaryRecord, type CreationFormValues } from './form-values.js';

/** A warning about an off-rules choice: allowed, but shown plainly. */
export interface PreviewWarning {
  code: string;
  message: string;
}

/** What the creation page shows live while the player builds: Exp, Body, Mind, Penalty and warnings. */
export interface CreationPreview {
  /** Problems with ratings as typed, by form field (e.g. `attributes.brawn`); empty when all are in range. */
  ratingProblems: Record<string, string>;
  /** Exp the ratings cost; null while a rating is out of range. */
  traitsCost: number | null;
  assetsCost: number;
  liabilitiesCredit: number;
  /** Exp left of the starting 150; negative when overspent; null while a rating is out of range. */
  expLeft: number | null;
  /** Body, Mind and Penalty as the sheet will show them; null while a rating is out of range. */
  derived: { body: number; mind: number; penalty: number } | null;
  giftCredits: number;
  warnings: PreviewWarning[];
  /** Picks that cannot be taken together (creation refuses them), by list and id: each names the other pick. */
  conflicts: { assets: Record<string, string>; liabilities: Record<string, string>; messages: string[] };
  /** Why a new Contractor already has a Penalty (a Mind of 5 or less), or null when it has none from Mind. */
  penaltyNote: string | null;
}

/** The forbidden pairs among the picks, each message filed under both picks. */
export function pickConflicts(
  values: Pick<CreationFormValues, 'assets' | 'liabilities'>,
): CreationPreview['conflicts'] {
  const out: CreationPreview['conflicts'] = { assets: {}, liabilities: {}, messages: [] };
  for (const pair of incompatiblePicks(values)) {
    const [a, b] = [pickName(pair.first), pickName(pair.second)];
    const why = pair.reason === 'contradicts' ? 'they contradict each other' : 'one already covers the other';
    out.messages.push(`${a} and ${b} cannot both be taken: ${why}. Keep one.`);
    const file = (ref: typeof pair.first, other: string): void => {
      const list = ref.kind === 'asset' ? out.assets : out.liabilities;
      list[ref.id] = `Cannot be taken with ${other}: ${why}.`;
    };
    file(pair.first, b);
    file(pair.second, a);
  }
  return out;
}

/**
 * Why an undamaged new Contractor carries a Penalty: the Mind table reads what is left, so a Mind of 5 or less
 * costs dice from the start (RULINGS "Mind penalty"). Null when Mind gives none.
 * @example mindPenaltyNote(3) // 'Penalty 2 comes from Mind 3: …'
 */
export function mindPenaltyNote(mind: number): string | null {
  const dice = mindPenalty(mind);
  if (dice === 0) return null;
  const row = MIND_PENALTY_TABLE[mindPenaltyRow(mind)].label;
  const clear = MIND_PENALTY_TABLE.distracted.atLeast;
  return (
    `Penalty ${String(dice)} comes from Mind ${String(mind)}: the Mind table reads what is left, and ${String(mind)} ` +
    `left counts as ${row} even before any harm, so every roll loses ${String(dice)} ${dice === 1 ? 'die' : 'dice'}. ` +
    `Mind is Intellect + Charisma + 1; bring it to ${String(clear)} to start without it.`
  );
}

/** The highest Ability rating a new Contractor may buy. */

/** Puts a rules issue about a rating into words, under the form field it belongs to (one case per code). */
function ratingProblem(issue: Issue<TraitIssueCode>, secondaryField: (name: string) => string): [string, string] {
  const [group, key] = issue.path;
  const field = group === 'secondaryAbilities' ? secondaryField(String(key)) : issue.path.join('.');
  switch (issue.code) {
    case 'attribute_out_of_range':
      return [field, `Attributes go from ${String(issue.min)} to ${String(issue.max)}.`];
    case 'ability_out_of_range':
      return [field, `Abilities go from ${String(issue.min)} to ${String(CREATION_ABILITY_CAP)}.`];
    case 'sixth_rank_requires_seasoned':
      return [
        field,
        `A sixth rank needs ${STATUSES[SIXTH_RANK_STATUS].name} status; a new Contractor stops at ${String(CREATION_ABILITY_CAP)}.`,
      ];
    case 'secondary_ability_is_primary':
      return [field, 'That is already a Primary Ability: raise it in the list above instead.'];
    case 'secondary_ability_name_empty':
      return [field, 'Give this Ability a name.'];
    case 'unknown_ability':
      return [field, 'There is no Primary Ability by that name.'];
    case 'not_enough_exp':
      return [field, `These ratings cost ${String(issue.received)} Exp; only ${String(issue.expected)} is available.`];
  }
}

function warningFor(flag: ReturnType<typeof offRulesFlags>[number]): PreviewWarning {
  switch (flag.code) {
    case 'restricted_asset':
      return {
        code: flag.code,
        message: `${ASSETS[flag.id].name} is a restricted Asset: it needs your Playgroup Leader's approval.`,
      };
    case 'restricted_liability':
      return {
        code: flag.code,
        message: `${LIABILITIES[flag.id].name} is a restricted Liability: it needs your Playgroup Leader's approval.`,
      };
    case 'exp_overspent':
      return {
        code: flag.code,
        message: `${String(flag.amount)} Exp over the ${String(STARTING_EXP)} the rules give. You may keep it as a house rule; the sheet will show this warning.`,
      };
  }
}

/** A warning for each Limit in the player's own words (the rules let them, with the Leader's approval). */
function customLimitWarnings(values: CreationFormValues): PreviewWarning[] {
  const choices = values.limits.map((slot) =>
    slot.choice === CUSTOM_LIMIT ? { custom: slot.custom } : { id: slot.choice },
  );
  const checked = validateLimits(choices);
  if (!checked.ok) return [];
  return checked.value.flatMap((limit) =>
    limit.needsApproval && limit.kind === 'custom'
      ? [{ code: 'custom_limit', message: `Your own Limit “${limit.text}” needs your Playgroup Leader's approval.` }]
      : [],
  );
}

/**
 * The live numbers of the creation page, all from @harbinger/rules: what the ratings, Assets and Liabilities
 * cost, the Exp left, the resulting Body, Mind and Penalty, and the off-rules warnings.
 */
export function creationPreview(values: CreationFormValues): CreationPreview {
  const assets = values.assets.filter(isAssetId) as AssetId[];
  const liabilities = values.liabilities.filter(isLiabilityId) as LiabilityId[];
  const assetsCost = assetsExpCost(assets, { atCreation: true });
  const liabilitiesCredit = liabilitiesExpCredit(liabilities);
  const giftCredits = assetsGiftCredits(assets);

  const secondaryField = (name: string): string => {
    const row = values.secondary.findIndex((r) => r.name.trim() === name);
    return row < 0 ? 'secondaryAbilities' : `secondary.${String(row)}.rating`;
  };
  const traits = {
    attributes: { ...values.attributes },
    abilities: presentAbilities(values.abilities),
    secondaryAbilities: secondaryRecord(values.secondary),
  } as unknown as TraitRatings;
  const checked = validateTraits(traits, { status: CREATION_STATUS });
  if (!checked.ok) {
    const ratingProblems = Object.fromEntries(checked.issues.map((issue) => ratingProblem(issue, secondaryField)));
    const warnings = [
      ...offRulesFlags({ assets, liabilities, expAvailable: Number.POSITIVE_INFINITY }).map(warningFor),
      ...customLimitWarnings(values),
    ];
    return {
      ratingProblems,
      traitsCost: null,
      assetsCost,
      liabilitiesCredit,
      expLeft: null,
      derived: null,
      giftCredits,
      warnings,
      conflicts: pickConflicts(values),
      penaltyNote: null,
    };
  }

  const traitsCost = traitsExpCost(checked.value);
  const expAvailable = STARTING_EXP - traitsCost;
  const grants = (kind: string) => liabilities.filter((id) => LIABILITIES[id].grantKind === kind).length;
  const derived = deriveContractor({
    traits: checked.value,
    victories: 0,
    injuries: [],
    mindDamage: 0,
    battleScars: grants('scar'),
    traumas: grants('trauma'),
  });
  return {
    ratingProblems: {},
    traitsCost,
    assetsCost,
    liabilitiesCredit,
    expLeft: expAvailable - assetsCost + liabilitiesCredit,
    derived: { body: derived.body, mind: derived.mind, penalty: derived.penalty },
    giftCredits,
    warnings: [...offRulesFlags({ assets, liabilities, expAvailable }).map(warningFor), ...customLimitWarnings(values)],
    conflicts: pickConflicts(values),
    penaltyNote: mindPenaltyNote(derived.mind),
  };
}
