// The dealer's listings (issue 24 item 5): list, read, create, edit, photos, take off.
export { listingRoutes } from './routes';
export { takeDownCar } from './service';
