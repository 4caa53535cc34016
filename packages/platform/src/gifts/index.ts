export { setArtifactStatus, transferArtifact } from './artifacts.js';
export { USED_BY_LIMIT, communityGiftsQuerySchema, listCommunityGifts, type CommunityGiftsQuery } from './community.js';
export { DEFAULT_CRAFTING_LOCATION, DEFAULT_SOURCE_NAME, createGift, grantStockGift } from './create-gift.js';
export { craftArtifact, craftConsumables, type CraftResult } from './crafting.js';
export { MAX_DRAFTS, deleteDraft, getDraft, listDrafts, saveGiftDraft } from './drafts.js';
export { improveGift, mechanicsKey } from './improve-gift.js';
export { componentWords, describeGiftIssue, issueField, statusWords, type IssueContext } from './issue-words.js';
export { giveCraftedItem, useConsumable } from './items.js';
export { passportGifts, passportGiftsSchema, restorePassportGifts, type PassportGifts } from './passport-gifts.js';
export {
  activateGift,
  playGiftsOf,
  type PlayConsumableView,
  type PlayGiftView,
  type PlayGiftsView,
} from './play-gifts.js';
export { previewGift } from './preview.js';
export { getContractorGifts, getGift, giftAlerts, listGiftRevisions } from './read-gifts.js';
export { listGiftRecipients, type GiftRecipientView } from './recipients.js';
export {
  MAX_BATCH,
  activateGiftBodySchema,
  activateGiftSchema,
  artifactStatusSchema,
  buySourceSchema,
  craftSchema,
  craftingLocationSchema,
  createGiftSchema,
  giveItemSchema,
  grantStockGiftSchema,
  improveGiftSchema,
  previewGiftSchema,
  renameSourceSchema,
  saveDraftSchema,
  setArtifactStatusSchema,
  sourceConditionsSchema,
  transferArtifactSchema,
  useConsumableSchema,
  type ActivateGiftInput,
  type CraftInput,
  type CraftingLocationInput,
  type CreateGiftInput,
  type GiveItemInput,
  type GrantStockGiftInput,
  type ImproveGiftInput,
  type RenameSourceInput,
  type SaveDraftInput,
  type SetArtifactStatusInput,
  type SourceConditionsInput,
  type TransferArtifactInput,
  type UseConsumableInput,
} from './schemas.js';
export { buySourceCapacity, renameSource, setCraftingLocation, setSourceConditions } from './source.js';
export { giftProblems, giftRefusal, readGiftSpec } from './spec-input.js';
export { diffLines } from './text-diff.js';
export type {
  ArtifactEventView,
  CommunityGiftView,
  ContractorGiftsView,
  CraftedItemView,
  CraftingLocationView,
  DiffLine,
  GiftBalanceView,
  GiftDetailView,
  GiftDraftView,
  GiftLineageView,
  GiftPreview,
  GiftProblem,
  GiftRevisionView,
  GiftSourceView,
  GiftView,
} from './views.js';
