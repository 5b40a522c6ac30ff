// Buyer accounts: sign-up, sign-in, profile.
export { accountRoutes } from './routes';
