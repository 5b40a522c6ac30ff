// The car list's answer schema in a module of its own (with zod, but not the rest of the contract):
// a filter change's answer waits on it (features/cars/api/get-cars.ts).
import './zod-config';

export { CarListResponseSchema } from '@luxe/contract/car-list';
