// The console's reads of one record: an unknown id is a 404 that says what was not found.
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { selectCarPage } from './car-queries';
import { selectDealerPage } from './dealer-queries';
import { selectOrderPage } from './money-queries';

export async function dealerPage(deps: AppDeps, vendorId: number) {
  const page = await selectDealerPage(deps.database.db, vendorId, deps.clock.now());
  if (!page) throw notFound(`No dealer has the id ${vendorId}`);
  return page;
}

export async function carPage(deps: AppDeps, carId: number) {
  const page = await selectCarPage(deps.database.db, carId, deps.clock.now());
  if (!page) throw notFound(`No car has the id ${carId}`);
  return page;
}

export async function orderPage(deps: AppDeps, orderId: number) {
  const page = await selectOrderPage(deps.database.db, orderId, deps.clock.now());
  if (!page) throw notFound(`No payment order has the id ${orderId}`);
  return page;
}
