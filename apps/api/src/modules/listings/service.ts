// The dealer's listings (docs/product/dealers-and-operators.md): every read and write checks that the car is
// the dealer's (another dealer's car answers 404, as an unknown one); a write is one transaction on the locked
// car row, and once committed the catalogue's caches in this process follow at once (catalogueChanged). A
// buyer's order or payment locks the same row (FOR NO KEY UPDATE), so a take-off and an order never both win.
import { randomBytes } from 'node:crypto';
import {
  listingColours,
  listingMessages,
  MAX_PHOTOS_PER_CAR,
  type CreateListingBody,
  type ListingCatalogue,
  type ListingDetails,
  type ListingsQuery,
  type ListingStatus,
  type UpdateListingBody,
  type UpdatePhotosBody,
} from '@luxe/contract';
import sharp from 'sharp';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import { pagination } from '../../http/paging';
import { addDays, indiaDate, indianDateTime } from '../../lib/time';
import { catalogueChanged, viewCounterOf } from '../catalogue';
import { closeDealersDueOffers } from '../offers';
import { carsChanged, changeCars } from '../pricing';
import { carCameIntoSale } from '../saved-searches';
import { cancelDrivesOfCarTakenOff } from '../test-drives';
import {
  appendPhotos,
  arrangePhotos,
  countListings,
  countOpenOffers,
  insertListing,
  listingOf,
  lockDealerCar,
  markTakenDown,
  markRelisted,
  markWithdrawn,
  selectCarDealer,
  selectCarWrite,
  selectCatalogueVariants,
  selectListing,
  selectListings,
  selectLiveDriveHold,
  selectLiveHold,
  selectPhotos,
  selectVariant,
  updateListing,
  variantSummary,
  type CarWrite,
} from './queries';

const CAR_NOT_FOUND = 'Car not found';

/** The first India day of the last 30, today included. */
const viewsSince = (now: Date) => addDays(indiaDate(now), -29);

export async function listingsOfDealer(deps: AppDeps, vendorId: number, query: ListingsQuery, page: { limit: number; offset: number }) {
  const db = deps.database.db;
  const now = deps.clock.now();
  // Views this process tallied but has not written yet count too.
  await viewCounterOf(db).flush();
  const [rows, counts] = [
    await selectListings(db, vendorId, query.status, page, now, viewsSince(now)),
    await countListings(db, vendorId, now),
  ];
  return { cars: rows.map(listingOf), counts, pagination: pagination(counts[query.status], page.limit, page.offset) };
}

export async function listingOfDealer(deps: AppDeps, vendorId: number, carId: number): Promise<ListingDetails> {
  const db = deps.database.db;
  const now = deps.clock.now();
  await viewCounterOf(db).flush();
  const row = await selectListing(db, carId, now, viewsSince(now));
  if (!row || row.vendor_id !== vendorId) throw notFound(CAR_NOT_FOUND);
  const variant = await selectVariant(db, row.variant_id);
  return {
    ...listingOf(row),
    brand_id: row.brand_id,
    model_id: row.model_id,
    variant_id: row.variant_id,
    car_type: row.car_type,
    registration_year: row.registration_year,
    registration_state: row.registration_state,
    registration_number: row.registration_number,
    no_of_owners: row.no_of_owners,
    color: row.color,
    description: row.description,
    photos: await selectPhotos(db, carId),
    specifications: variantSummary(variant!),
  };
}

/** Brands, their models and their variants as the catalogue holds them, and the colours a car is listed in. */
export async function listingCatalogue(deps: AppDeps): Promise<ListingCatalogue> {
  const brands: ListingCatalogue['brands'] = [];
  for (const r of await selectCatalogueVariants(deps.database.db)) {
    let brand = brands.at(-1);
    if (brand?.brand_id !== r.brand_id) brands.push((brand = { brand_id: r.brand_id, name: r.brand, models: [] }));
    let model = brand.models.at(-1);
    if (model?.model_id !== r.model_id)
      brand.models.push((model = { model_id: r.model_id, name: r.model, body_type: r.body_type, variants: [] }));
    model.variants.push(variantSummary(r));
  }
  return { brands, colours: Object.entries(listingColours).map(([name, hex]) => ({ name, hex })) };
}

type CarFields = Omit<CreateListingBody, 'listing_price'>;

/** The checks that need the clock or the catalogue: each a 400 naming its field. */
async function carWrite(tx: Tx, fields: CarFields, now: Date): Promise<CarWrite> {
  const year = Number(indiaDate(now).slice(0, 4));
  if (fields.manufacturing_year > year) throw badRequest(listingMessages.yearFuture, 'manufacturing_year');
  if (fields.registration_year > year) throw badRequest(listingMessages.registrationFuture, 'registration_year');
  if (fields.registration_year < fields.manufacturing_year) throw badRequest(listingMessages.registrationBeforeMade, 'registration_year');
  const variant = await selectVariant(tx, fields.variant_id);
  if (!variant) throw badRequest(listingMessages.variant, 'variant_id');
  return {
    variant,
    manufacturingYear: fields.manufacturing_year,
    registrationYear: fields.registration_year,
    registrationState: fields.registration_state,
    registrationNumber: fields.registration_number,
    odometerReading: fields.odometer_reading,
    noOfOwners: fields.no_of_owners,
    color: fields.color,
    colorHex: listingColours[fields.color],
    location: fields.location,
    description: fields.description || null,
  };
}

/** What a car's status forbids of a change to it; null when it may change. */
function refusal(status: ListingStatus): string | null {
  if (status === 'withdrawn') return 'This car has been taken off and can no longer be changed.';
  if (status === 'sold') return 'This car is sold and can no longer be changed.';
  return null;
}

/** Runs `write` on the dealer's locked car (404 when it is not theirs), then lets this process's caches follow. */
async function onDealerCar<T>(
  deps: AppDeps,
  vendorId: number,
  carId: number,
  write: (tx: Tx, car: NonNullable<Awaited<ReturnType<typeof lockDealerCar>>>) => Promise<T>,
): Promise<T> {
  const db = deps.database.db;
  const result = await db.transaction(async (tx) => {
    const car = await lockDealerCar(tx, vendorId, carId);
    if (!car) throw notFound(CAR_NOT_FOUND);
    return write(tx, car);
  });
  catalogueChanged(db);
  return result;
}

export async function createListing(deps: AppDeps, vendorId: number, body: CreateListingBody): Promise<ListingDetails> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const carId = await db.transaction(async (tx) => {
    const id = await insertListing(tx, vendorId, await carWrite(tx, body, now), body.listing_price, now);
    // Fair prices follow: the new car's estimate, and its model's other cars'.
    await carsChanged(tx, [id], now);
    // Buyers whose saved searches it falls into hear of it once this commits.
    await carCameIntoSale(tx, { carId: id, event: 'listed', now });
    return id;
  });
  catalogueChanged(db);
  return listingOfDealer(deps, vendorId, carId);
}

export async function editListing(deps: AppDeps, vendorId: number, body: UpdateListingBody): Promise<ListingDetails> {
  const { car_id: carId, listing_price: _price, ...changes } = body;
  if (Object.values(changes).every((v) => v === undefined)) throw badRequest(listingMessages.nothingToChange);
  const now = deps.clock.now();
  await onDealerCar(deps, vendorId, carId, async (tx, car) => {
    const refused = refusal(car.status);
    if (refused) throw conflict(refused);
    const hold = await selectLiveHold(tx, carId, now);
    if (hold) throw conflict(`A buyer holds this car until ${indianDateTime(hold.until)}: it cannot be changed meanwhile.`);
    const current = await selectCarWrite(tx, carId);
    const merged: CarFields = {
      variant_id: changes.variant_id ?? current.variantId,
      manufacturing_year: changes.manufacturing_year ?? current.manufacturingYear,
      registration_year: changes.registration_year ?? current.registrationYear,
      registration_state: changes.registration_state ?? current.registrationState,
      registration_number: changes.registration_number ?? current.registrationNumber,
      odometer_reading: changes.odometer_reading ?? current.odometerReading,
      no_of_owners: changes.no_of_owners ?? current.noOfOwners,
      color: changes.color ?? (current.color as CarFields['color']),
      location: changes.location ?? current.location,
      description: changes.description ?? current.description ?? undefined,
    };
    const write = await carWrite(tx, merged, now);
    // Fair prices follow in its old model and its new one.
    await changeCars(tx, [carId], now, () => updateListing(tx, carId, write, now));
  });
  return listingOfDealer(deps, vendorId, carId);
}

/** What taking a car off sale does, in the caller's transaction: refused while a buyer holds or pays for it. */
async function takeOffWithin(tx: Tx, carId: number, now: Date) {
  const hold = await selectLiveHold(tx, carId, now);
  if (hold?.status === 'reserved')
    throw conflict(
      `This car is reserved by a buyer until ${indianDateTime(hold.until)}: it cannot be taken off while the reservation lasts. Cancel the booking first (the buyer is refunded) or mark the car sold.`,
    );
  if (hold) throw conflict(`A buyer is paying the token for this car (held until ${indianDateTime(hold.until)}). Try again after that.`);
  const drive = await selectLiveDriveHold(tx, carId, now);
  if (drive) throw conflict(`A buyer is paying for a test drive of this car (held until ${indianDateTime(drive)}). Try again after that.`);
  const open = await countOpenOffers(tx, carId);
  const drives = await cancelDrivesOfCarTakenOff(tx, carId, now);
  await changeCars(tx, [carId], now, () => markWithdrawn(tx, carId, now));
  return { open, drives };
}

export async function takeOffListing(deps: AppDeps, vendorId: number, carId: number) {
  const now = deps.clock.now();
  const closed = await onDealerCar(deps, vendorId, carId, async (tx, car) => {
    if (car.status === 'withdrawn') throw conflict('This car has already been taken off.');
    if (car.status === 'sold') throw conflict('This car is sold: it has already left sale.');
    return takeOffWithin(tx, carId, now);
  });
  // Its open negotiations close now (reason 'sold', "no longer available"), each buyer told; a
  // negotiation a buyer moves at this moment is left to that move, and the reads close it after.
  await closeDealersDueOffers(deps, vendorId);
  return {
    car_id: carId,
    status: 'withdrawn' as const,
    withdrawn_at: now.toISOString(),
    closed_offers: closed.open,
    cancelled_test_drives: closed.drives,
  };
}

/**
 * An operator takes a car down: off sale as a dealer's take-off is (with the same refusals while a buyer
 * holds or pays for it; a car its dealer took off already stays off), and marked so that its dealer
 * cannot put it back. `after` runs in the same transaction (the reports closed, the dealer told, the
 * audit line) and answers how many reports it closed.
 */
export async function takeDownCar(
  deps: AppDeps,
  carId: number,
  reason: string,
  after: (tx: Tx, car: { vendorId: number; name: string; status: string }, now: Date) => Promise<number>,
) {
  const now = deps.clock.now();
  const vendorId = await selectCarDealer(deps.database.db, carId);
  if (vendorId === undefined) throw notFound(CAR_NOT_FOUND);
  const done = await onDealerCar(deps, vendorId, carId, async (tx, car) => {
    if (car.taken_down_at !== null) throw conflict('This car has been taken down already.');
    if (car.status === 'sold') throw conflict('This car is sold: it has already left sale.');
    const drives = car.status === 'withdrawn' ? 0 : (await takeOffWithin(tx, carId, now)).drives;
    if (!(await markTakenDown(tx, carId, reason, now))) throw conflict('This car has been taken down already.');
    const reports = await after(tx, { vendorId, name: car.car_name, status: car.status }, now);
    return { drives, reports };
  });
  await closeDealersDueOffers(deps, vendorId);
  return {
    car_id: carId,
    status: 'withdrawn' as const,
    taken_down_at: now.toISOString(),
    reason,
    closed_reports: done.reports,
    cancelled_test_drives: done.drives,
  };
}

/** A car taken off goes back on sale as it was (its listing date kept); a sold or reserved car cannot. */
export async function relistListing(deps: AppDeps, vendorId: number, carId: number): Promise<ListingDetails> {
  const now = deps.clock.now();
  // Negotiations closed by the take-off stay closed: those no read has closed yet close first.
  await closeDealersDueOffers(deps, vendorId);
  await onDealerCar(deps, vendorId, carId, async (tx, car) => {
    if (car.status === 'sold') throw conflict('This car is sold: it cannot be put back on sale.');
    if (car.taken_down_at !== null)
      throw conflict(
        'Luxe Wheels took this car down after a report: it cannot be put back on sale. Contact us if you think this is wrong.',
      );
    if (car.status !== 'withdrawn') {
      const hold = await selectLiveHold(tx, carId, now);
      if (hold?.status === 'reserved')
        throw conflict(`This car is reserved by a buyer until ${indianDateTime(hold.until)}: it is on sale already.`);
      throw conflict('This car is on sale already.');
    }
    if ((await countOpenOffers(tx, carId)) > 0) throw conflict('Its offers are still being closed. Please try again in a moment.');
    if (!(await markRelisted(tx, carId, now))) throw conflict('This car changed meanwhile. Please look at it again.');
    // Fair prices follow: the car has its estimate again, and counts among its model's comparables.
    await carsChanged(tx, [carId], now);
    await carCameIntoSale(tx, { carId, event: 'relisted', now });
  });
  return listingOfDealer(deps, vendorId, carId);
}

// ---------------------------------------------------------------- photos

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Large enough for the car page's gallery on a wide screen; re-encoding also drops EXIF and location data. */
const PHOTO_WIDTH = 1600;
const PHOTO_HEIGHT = 1200;

/** One uploaded photo re-encoded as WebP; anything that is not a real JPEG, PNG or WebP is refused (by content, not name). */
export async function encodePhoto(bytes: Buffer, index: number, count: number, field = 'photos'): Promise<Buffer> {
  const which = count > 1 ? `Photo ${index + 1}` : 'The photo';
  const image = () => sharp(bytes, { limitInputPixels: 40_000_000 });
  const format = await image()
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(`${which} must be a JPEG, PNG or WebP image.`, field);
  try {
    return await image()
      .rotate()
      .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(`${which} could not be read. Please choose another image.`, field);
  }
}

export async function addPhotos(deps: AppDeps, vendorId: number, carId: number, uploads: Buffer[]) {
  if (uploads.length === 0) throw badRequest('Please choose at least one photo to upload.', 'photos');
  // Checked before any work: another dealer's car answers 404 whatever the files.
  await listingOfDealer(deps, vendorId, carId);
  const encoded: Buffer[] = [];
  for (const [i, bytes] of uploads.entries()) encoded.push(await encodePhoto(bytes, i, uploads.length));
  const urls: string[] = [];
  try {
    for (const bytes of encoded) urls.push(await deps.files.put(`${randomBytes(16).toString('hex')}.webp`, bytes));
    await onDealerCar(deps, vendorId, carId, async (tx, car) => {
      const refused = refusal(car.status);
      if (refused) throw conflict(refused);
      const kept = (await selectPhotos(tx, carId)).filter((p) => !p.url.startsWith('/media/cars/')).length;
      if (kept + urls.length > MAX_PHOTOS_PER_CAR)
        throw badRequest(
          `A car has at most ${MAX_PHOTOS_PER_CAR} photos: it has ${kept}, so add at most ${MAX_PHOTOS_PER_CAR - kept}.`,
          'photos',
        );
      await appendPhotos(tx, carId, urls);
    });
  } catch (err) {
    // Nothing was written: the files stored for it go too.
    await Promise.all(urls.map((url) => deps.files.deleteByUrl(url)));
    throw err;
  }
  return { car_id: carId, photos: await selectPhotos(deps.database.db, carId) };
}

export async function arrangeListingPhotos(deps: AppDeps, vendorId: number, body: UpdatePhotosBody) {
  const remove = body.remove ?? [];
  const removed = await onDealerCar(deps, vendorId, body.car_id, async (tx, car) => {
    const refused = refusal(car.status);
    if (refused) throw conflict(refused);
    const photos = await selectPhotos(tx, body.car_id);
    const ids = new Set(photos.map((p) => p.photo_id));
    const named = [...body.order, ...remove];
    const foreign = named.find((id) => !ids.has(id));
    if (foreign !== undefined)
      throw badRequest(`Photo ${foreign} is not one of this car's photos.`, body.order.includes(foreign) ? 'order' : 'remove');
    if (new Set(named).size !== named.length) throw badRequest('A photo is both kept and removed.', 'remove');
    if (named.length !== photos.length) throw badRequest("order and remove must name every one of the car's photos once.", 'order');
    await arrangePhotos(tx, body.car_id, body.order, remove);
    return photos.filter((p) => remove.includes(p.photo_id));
  });
  // Removed from the car in the database first, then from the store (a failed delete leaves a stray file, never a broken photo).
  await Promise.all(removed.map((p) => deps.files.deleteByUrl(p.url)));
  return { car_id: body.car_id, photos: await selectPhotos(deps.database.db, body.car_id) };
}
