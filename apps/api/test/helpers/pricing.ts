// The fair-price tests' catalogue: one-owner cars at a given year, kilometres and price, and the
// jobs that follow a change run as the server's runner would.
import { backgroundJobs } from '../../src/background';
import type { Db } from '../../src/db/client';
import { JobRunner } from '../../src/jobs/runner';
import type { TestApp } from './app';
import { createCar, type Car, type CarOptions, type CatalogueEntry } from './cars';

const silent = { info() {}, error() {} };

/** A car of `entry`, made and registered in `year`, one owner. */
export function createPricedCar(
  db: Db,
  car: { vendorId: number; entry: CatalogueEntry; year: number; km: number; price: number },
  more: Partial<CarOptions> = {},
): Promise<Car> {
  return createCar(db, {
    vendorId: car.vendorId,
    entry: car.entry,
    manufacturingYear: car.year,
    registrationYear: car.year,
    odometerReading: car.km,
    noOfOwners: 1,
    listingPrice: car.price,
    ...more,
  });
}

/** Runs the jobs due 5 seconds on: a change's model refresh is due at the next 5-second mark. */
export async function runRefreshJobs(t: TestApp): Promise<void> {
  t.clock.advance(5_000);
  await new JobRunner(t.app.deps, backgroundJobs, silent).runDue();
}
