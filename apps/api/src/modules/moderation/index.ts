// Reported listings and taking cars down.
export { moderationRoutes } from './routes';
export { selectReports, selectReportsOfCar } from './queries';
