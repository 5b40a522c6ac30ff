// Verified ratings of dealers (D15, D34): a buyer rates a dealer once, after paying it.
export { ratingRoutes } from './routes';
export { hasRatedDealer, selectRatingsOfBuyer } from './queries';
