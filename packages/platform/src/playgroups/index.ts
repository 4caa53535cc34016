export {
  addContractorToPlaygroup,
  contractorHome,
  decideContractor,
  getSheetApproval,
  listApprovalQueue,
  removeContractorFromPlaygroup,
  resubmitContractor,
  resubmitSchema,
  type ApprovalQueueItem,
  type ContractorHome,
  type ResubmitInput,
  type SheetApproval,
} from './contractor-approval.js';
export {
  createCustomRole,
  deleteCustomRole,
  rolePermissionsSchema,
  setRolePermissions,
  type RolePermissionsInput,
} from './custom-roles.js';
export { handOverLeadership, handOverSchema, type HandOverInput } from './leadership.js';
export { decodeCursor, encodeCursor, type Keyset } from './cursor.js';
export { findPlaygroups } from './find.js';
export { getInvitation, type InvitationView } from './invitation.js';
export { seesInside, seesListing } from './listing.js';
export { changeMembership, requestMembership, resetInviteLink } from './membership.js';
export {
  listNotifications,
  markNotificationsRead,
  markReadSchema,
  NOTIFICATION_CATEGORIES,
  notify,
  unreadNotificationCount,
  type NewNotification,
  type NotificationKind,
  type NotificationView,
} from './notifications.js';
export {
  createPlaygroup,
  getPlaygroup,
  houseRulesOf,
  listPlaygroups,
  listPlaygroupsSchema,
  updatePlaygroup,
} from './playgroups.js';
export { playgroupRecord, playgroupRecords } from './record.js';
export {
  BUILTIN_ROLE_IDS,
  can,
  lacks,
  loadMembership,
  onlyWatches,
  requirePermission,
  resolveRoles,
  rolesOf,
  type BuiltinRoleId,
  type Membership,
  type RoleView,
} from './roles.js';
export {
  addContractorSchema,
  contractorDecisionSchema,
  customRoleSchema,
  findPlaygroupsSchema,
  houseRulesSchema,
  isHttpsLink,
  listingSchema,
  PLAYGROUP_MEETS,
  memberChangeSchema,
  memberRequestSchema,
  pageSchema,
  playgroupCreateSchema,
  playgroupPatchSchema,
  roleIdSchema,
  worldEventSchema,
  type AddContractorInput,
  type ContractorDecisionInput,
  type CustomRoleInput,
  type FindPlaygroupsInput,
  type HouseRulesInput,
  type ListingInput,
  type MemberChangeInput,
  type MemberRequestInput,
  type PageInput,
  type PlaygroupCreateInput,
  type PlaygroupMeets,
  type PlaygroupPatchInput,
  type WorldEventInput,
} from './schemas.js';
export type {
  FoundPlaygroup,
  HouseRules,
  MemberView,
  OpenContractView,
  PlaygroupListing,
  PlaygroupContractorView,
  PlaygroupRecord,
  PlaygroupSummary,
  PlaygroupView,
  PlaygroupViewer,
  WorldEventView,
} from './views.js';
export { deleteWorldEvent, listWorldEvents, postWorldEvent } from './world-events.js';
