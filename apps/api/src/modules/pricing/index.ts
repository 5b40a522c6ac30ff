// Fair price, price history and price-drop alerts (issue 26): the routes, the job that follows a change,
// and what code that creates, edits or withdraws a car calls in its transaction (carsChanged).
export { pricingRoutes } from './routes';
export { accuracyOf, estimateAll, inputOf, type Estimate, type PricingCar, type PricingInput } from './estimate';
export { markFairPricesKnown } from './queries';
export { carsChanged, FAIR_PRICE_MODEL_JOB, pricingJobs, refreshFairPrices, scheduleFirstFairPrices } from './service';
