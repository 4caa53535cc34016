// The Exchange part of Scenarios (issue 14): site permissions, sharing, submissions and their review, credits,
// unlocking and browsing.
export { creditBalance, unlockFromExchange, type UnlockResult } from './credits.js';
export { unlockScenario } from './unlock.js';
export { browseExchange, type ExchangeItem, type ExchangePage } from './exchange-browse.js';
export {
  APPROVAL_QUEUE_LIMIT,
  approverMayRead,
  listExchangeQueue,
  readSubmission,
  reviewSubmission,
  type QueuedSubmission,
  type ReviewResult,
  type SubmissionForReview,
} from './exchange-review.js';
export { type ScenarioCard } from './exchange-scenario.js';
export {
  browseExchangeSchema,
  reviewSubmissionSchema,
  shareScenarioSchema,
  SITE_PERMISSIONS,
  type BrowseExchangeInput,
  type ReviewSubmissionInput,
  type ShareScenarioInput,
  type SitePermissionId,
} from './exchange-schemas.js';
export { submissionRefusal, submitToExchange, withdrawFromExchange, type ExchangeStanding } from './exchange-submit.js';
export {
  getSharePage,
  shareScenario,
  type ShareResult,
  type ShareView,
  type SharedWith,
  type SubmissionView,
} from './share.js';
export {
  hasSitePermission,
  holdersOf,
  setSitePermission,
  setSitePermissionForAdmin,
  type SitePermissionChange,
} from './site-permissions.js';
