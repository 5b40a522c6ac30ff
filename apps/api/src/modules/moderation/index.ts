// Reported listings and taking cars down.
export { moderationRoutes } from './routes';
