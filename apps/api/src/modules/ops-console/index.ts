// The operators' console's reads: today's queue, dealers, any car, orders and refunds.
export { opsConsoleRoutes } from './routes';
