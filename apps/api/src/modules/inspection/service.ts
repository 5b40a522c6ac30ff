// The dealer inspection report (docs/product/catalogue.md): the dealer answers every point of the
// checklist, the score and counts are worked out here and kept with the car in one transaction, and the
// car page reads the points that are not a pass.
import { randomBytes } from 'node:crypto';
import {
  MAX_INSPECTION_PHOTOS,
  inspectionScore,
  type InspectionResult,
  type UpdateInspectionBody,
  type VendorInspectionResponse,
} from '@luxe/contract/inspection';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import { toIso } from '../../lib/time';
import { catalogueChanged, checklistItems, inspectionChecklist, type InspectionRow, type StoredItem } from '../catalogue';
import { encodePhoto, lockDealerCar } from '../listings';

const CAR_NOT_FOUND = 'Car not found';

/** The score of a report's points (the contract's rule). */
export const reportScore = (items: readonly { result: InspectionResult }[]) => inspectionScore(items.map((item) => item.result));

export const checklist = () => ({ groups: inspectionChecklist });

/** The report's points checked against the checklist: each once, a note for every point that is not a pass. */
function checkedItems(body: UpdateInspectionBody, photos: ReadonlySet<string>): StoredItem[] {
  const seen = new Set<string>();
  const items: StoredItem[] = [];
  for (const [i, item] of body.items.entries()) {
    if (!checklistItems.has(item.key)) throw badRequest(`items.${i}.key: ${item.key} is not a point of the checklist.`, `items.${i}.key`);
    if (seen.has(item.key)) throw badRequest(`items.${i}.key: ${item.key} is answered twice.`, `items.${i}.key`);
    seen.add(item.key);
    const note = item.note?.trim() || null;
    if (item.result !== 'pass' && !note)
      throw badRequest(
        `items.${i}.note: say what needs ${item.result === 'fail' ? 'fixing' : 'attention'} (${checklistItems.get(item.key)!.label}).`,
        `items.${i}.note`,
      );
    if (item.photo !== undefined && item.result === 'pass')
      throw badRequest(`items.${i}.photo: a photo shows a point that is not a pass.`, `items.${i}.photo`);
    if (item.photo !== undefined && !photos.has(item.photo))
      throw badRequest(`items.${i}.photo: not a photo uploaded for this car's report.`, `items.${i}.photo`);
    items.push({ key: item.key, result: item.result, note, photo: item.photo ?? null });
  }
  const missing = [...checklistItems.keys()].filter((key) => !seen.has(key));
  if (missing.length > 0)
    throw badRequest(
      `items: every point of the checklist is answered; ${missing.length} ${missing.length === 1 ? 'is' : 'are'} missing, the first ${missing[0]} (${checklistItems.get(missing[0]!)!.label}).`,
      'items',
    );
  const shown = new Set(items.flatMap((item) => (item.photo ? [item.photo] : [])));
  if (shown.size > MAX_INSPECTION_PHOTOS)
    throw badRequest(`A report shows at most ${MAX_INSPECTION_PHOTOS} photos: it names ${shown.size}.`, 'items');
  return items;
}

/** The dealer's car, locked, when it may still be changed; a 404 for another dealer's car. */
async function lockedCar(tx: Tx, vendorId: number, carId: number) {
  const car = await lockDealerCar(tx, vendorId, carId);
  if (!car) throw notFound(CAR_NOT_FOUND);
  if (car.status === 'withdrawn' || car.status === 'sold') throw conflict('This car is off sale: its report can no longer be changed.');
  return car;
}

const uploadedPhotos = async (tx: Tx, carId: number) =>
  new Set((await queryRows<{ url: string }>(tx, sql`select url from inspection_photos where car_id = ${carId}`)).map((r) => r.url));

export async function saveInspection(deps: AppDeps, vendorId: number, body: UpdateInspectionBody) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const unused = await db.transaction(async (tx) => {
    await lockedCar(tx, vendorId, body.car_id);
    const uploaded = await uploadedPhotos(tx, body.car_id);
    const items = checkedItems(body, uploaded);
    const count = (result: InspectionResult) => items.filter((item) => item.result === result).length;
    const score = reportScore(items);
    await tx.execute(sql`insert into car_inspections (car_id, items, pass_count, attention_count, fail_count, score, inspected_at)
      values (${body.car_id}, ${JSON.stringify(items)}::jsonb, ${count('pass')}, ${count('attention')}, ${count('fail')}, ${score}, ${now.toISOString()})
      on conflict (car_id) do update set items = excluded.items, pass_count = excluded.pass_count,
        attention_count = excluded.attention_count, fail_count = excluded.fail_count, score = excluded.score,
        inspected_at = excluded.inspected_at`);
    await tx.execute(sql`update cars set inspection_score = ${score}, updated_at = ${now.toISOString()} where id = ${body.car_id}`);
    // Photos uploaded for the report and not shown by it go: the row now, the file after the commit.
    const kept = new Set(items.flatMap((item) => (item.photo ? [item.photo] : [])));
    const dropped = [...uploaded].filter((url) => !kept.has(url));
    if (dropped.length > 0)
      await tx.execute(sql`delete from inspection_photos where car_id = ${body.car_id} and url = any(${sql.param(dropped)}::text[])`);
    return dropped;
  });
  catalogueChanged(db);
  await Promise.all(unused.map((url) => deps.files.deleteByUrl(url)));
  return dealerInspection(deps, vendorId, body.car_id);
}

/** One photo for a point of the car's report: re-encoded (no EXIF or location), stored, and its address answered. */
export async function addInspectionPhoto(deps: AppDeps, vendorId: number, carId: number, bytes: Buffer) {
  const db = deps.database.db;
  // Another dealer's car answers 404 before any work on the file.
  await db.transaction((tx) => lockedCar(tx, vendorId, carId));
  const encoded = await encodePhoto(bytes, 0, 1, 'photo');
  const url = await deps.files.put(`${randomBytes(16).toString('hex')}.webp`, encoded);
  try {
    await db.transaction(async (tx) => {
      await lockedCar(tx, vendorId, carId);
      // A car's report shows 5 photos at most; uploads beyond a few more than that are refused, so a
      // dealer who keeps replacing photos before saving cannot fill the store.
      const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from inspection_photos where car_id = ${carId}`);
      const n = row?.n ?? 0;
      if (n >= 3 * MAX_INSPECTION_PHOTOS)
        throw conflict(
          `This car already has ${n} report photos waiting: save the report (unused photos are then removed) before adding more.`,
        );
      await tx.execute(sql`insert into inspection_photos (car_id, url) values (${carId}, ${url})`);
    });
  } catch (err) {
    await deps.files.deleteByUrl(url);
    throw err;
  }
  return { car_id: carId, photo: url };
}

export async function dealerInspection(deps: AppDeps, vendorId: number, carId: number): Promise<VendorInspectionResponse['data']> {
  const [row] = await queryRows<InspectionRow & { vendor_id: number }>(
    deps.database.db,
    sql`select c.vendor_id, i.items, i.score, i.inspected_at, i.pass_count, i.attention_count, i.fail_count
        from cars c left join car_inspections i on i.car_id = c.id where c.id = ${carId}`,
  );
  if (!row || row.vendor_id !== vendorId) throw notFound(CAR_NOT_FOUND);
  return {
    car_id: carId,
    report: row.score === null ? null : { score: row.score, inspected_at: toIso(row.inspected_at), items: row.items },
  };
}
