// Fair price, price history and price-drop alerts (docs/product/fair-price.md): the routes, the job that
// follows a change, and what code that creates a car (carsChanged) or edits, withdraws or sells one
// (changeCars) calls in its transaction.
export { pricingRoutes } from './routes';
export { accuracyOf, estimateAll, estimateCatalogue, inputOf, type Estimate, type PricingCar, type PricingInput } from './estimate';
export { type Pool } from './pool';
export { markFairPricesKnown } from './queries';
export { carsChanged, changeCars, FAIR_PRICE_MODEL_JOB, pricingJobs, refreshFairPrices, scheduleFirstFairPrices } from './service';
