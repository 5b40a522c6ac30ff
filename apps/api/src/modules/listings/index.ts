// The dealer's listings: list, read, create, edit, photos, take off, put back
// (docs/product/dealers-and-operators.md).
export { listingRoutes } from './routes';
export { encodePhoto, takeDownCar } from './service';
export { lockDealerCar } from './queries';
