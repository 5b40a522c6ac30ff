// Saved searches with alerts (docs/product/notifications.md#saved-searches): the buyer's calls, the job that
// tells them of cars, and what code that lists, relists or cuts the price of a car calls in its transaction.
export { savedSearchRoutes } from './routes';
export { carCameIntoSale, SAVED_SEARCH_MATCH_JOB, savedSearchJobs } from './service';
