// Generated pictures and uploaded files under /media.
export { mediaRoutes } from './routes';
