// The operators' side of dealers: dealerships' applications to sell, and suspending a dealer.
export { dealerAdminRoutes } from './routes';
export { dealerAdminJobs } from './service';
export { selectApplications, selectOpsApplication } from './queries';
