// Verified ratings of dealers: a buyer rates a dealer once, after paying it.
export { ratingRoutes } from './routes';
export { hasRatedDealer, selectRatingsOfBuyer } from './queries';
