export {
  getDashboard,
  type DashboardApproval,
  type DashboardContract,
  type DashboardSpendable,
  type DashboardView,
} from './dashboard.js';
