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
  houseRulesSchema,
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
  type HouseRulesInput,
  type MemberChangeInput,
  type MemberRequestInput,
  type PageInput,
  type PlaygroupCreateInput,
  type PlaygroupPatchInput,
  type WorldEventInput,
} from './schemas.js';
export type {
  HouseRules,
  MemberView,
  PlaygroupContractorView,
  PlaygroupRecord,
  PlaygroupSummary,
  PlaygroupView,
  PlaygroupViewer,
  WorldEventView,
} from './views.js';
export { deleteWorldEvent, listWorldEvents, postWorldEvent } from './world-events.js';
