// The dealer inspection report: the checklist, a dealer's report and its photos (docs/product/catalogue.md).
export { inspectionRoutes } from './routes';
export { reportScore } from './service';
