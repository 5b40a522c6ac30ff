// The server's own calls: health.
export { systemRoutes } from './routes';
