// The people who run the marketplace: their accounts and their two-factor sign-in.
export { operatorRoutes } from './routes';
export { insertOperator, selectOperators } from './queries';
export { recordAudit, type AuditEntry } from './audit';
