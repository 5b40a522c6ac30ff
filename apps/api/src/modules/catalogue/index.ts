// The catalogue's public face: its routes, and the reads other parts of the server may ask of it.
export { catalogueRoutes } from './routes';
export { fairPriceOfCar, selectPriceHistory } from './details-query';
export { isoText, selectCarItems } from './list-query';
export {
  carExists,
  markCarSold,
  selectBrandName,
  selectCarMeta,
  selectCarSummaries,
  selectDealerMeta,
  selectSitemapCars,
  type CarMeta,
  type CarSummary,
} from './public-queries';
// Listings: a dealer's write shows in this process's next list read; page views per car.
export { catalogueChanged } from './facets';
export { viewCounterOf } from './views';
// The dealer inspection report's checklist and its reading, which the dealer's writes check against.
export { checklistItems, inspectionChecklist } from './inspection-checklist';
export type { InspectionRow, StoredItem } from './inspection';
