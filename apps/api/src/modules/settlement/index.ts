// Settling payments: the provider's webhooks and the reconciliation job, for bookings and test drives alike.
export { settlementRoutes } from './routes';
export { confirmFor, settlementJobs } from './service';
export { selectAnomalies } from './queries';
