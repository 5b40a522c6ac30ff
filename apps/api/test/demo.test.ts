import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { specSections } from '@luxe/contract';
import { queryRows } from '../src/db/client';
import { createTestDatabase, onPostgres } from './helpers/database';
import { appMeta, brands, carImages, carModels, carVariants, cars, vendors } from '../src/db/schema';
import { brandSeeds, cities, registrationStates } from '../src/demo/catalogue-data';
import { createCatalogue, generateCars, generateCatalogue, usedPrice, type CarRow } from '../src/demo/generate';
import { generateInspections } from '../src/demo/inspections';
import { DEMO_SEED_KEY, ensureDemoCatalogue, resetCatalogue, seedDemo } from '../src/demo/seed';
import { checklistItems } from '../src/modules/catalogue';
import { reportScore } from '../src/modules/inspection';
import { findCarLook, modelSlug } from '../src/media/car-models';

const anchor = new Date(Date.UTC(2026, 10, 22));
const anchorYear = anchor.getUTCFullYear();
const sample = generateCatalogue({ cars: 5000, seed: 20251122, anchor });
const cityByName = new Map(cities.map((c) => [c.name, c]));
const HOT_CITIES = ['Delhi', 'Mumbai', 'Gurugram', 'Bangalore', 'Lucknow'];

describe('demo catalogue generator', () => {
  it('is deterministic for a seed and anchor, and differs for another seed', () => {
    const a = generateCatalogue({ cars: 300, seed: 7, anchor });
    const b = generateCatalogue({ cars: 300, seed: 7, anchor });
    const c = generateCatalogue({ cars: 300, seed: 8, anchor });
    expect(b).toEqual(a);
    expect(c.cars).not.toEqual(a.cars);
    expect(c.vendors).not.toEqual(a.vendors);
  });

  it('gives the same cars whatever the chunking', () => {
    const ctx = createCatalogue({ cars: 250, seed: 3, anchor });
    const whole = generateCars(ctx, 0, 250);
    const parts = [generateCars(ctx, 0, 100), generateCars(ctx, 100, 100), generateCars(ctx, 200, 1000)];
    expect(parts.flatMap((p) => p.cars)).toEqual(whole.cars);
    expect(parts.flatMap((p) => p.images)).toEqual(whole.images);
    expect(generateCars(ctx, 250, 10).cars).toEqual([]);
  });

  it('has at least 12 real brands, each model with 2 to 4 variants, unique names', () => {
    expect(sample.brands.length).toBeGreaterThanOrEqual(12);
    expect(new Set(sample.brands.map((b) => b.name)).size).toBe(sample.brands.length);
    expect(new Set(sample.brands.map((b) => b.slug)).size).toBe(sample.brands.length);
    for (const b of sample.brands) expect(b.logo).toBe(`/media/brands/${b.slug}.svg`);
    for (const name of ['Mercedes-Benz', 'BMW', 'Audi', 'Porsche', 'Land Rover', 'Mini', 'Toyota', 'Maserati']) {
      expect(sample.brands.map((b) => b.name)).toContain(name);
    }
    for (const model of sample.models) {
      const variants = sample.variants.filter((v) => v.modelId === model.id);
      expect(variants.length, model.name).toBeGreaterThanOrEqual(2);
      expect(variants.length, model.name).toBeLessThanOrEqual(4);
      expect(new Set(variants.map((v) => v.name)).size).toBe(variants.length);
    }
    for (const brand of sample.brands) {
      const names = sample.models.filter((m) => m.brandId === brand.id).map((m) => m.name);
      expect(new Set(names).size).toBe(names.length);
    }
    for (const b of brandSeeds) expect(new Set(b.palette.map((p) => p.hex)).size, b.name).toBe(b.palette.length);
    expect(sample.variants.some((v) => v.fuelType === 'Electric')).toBe(true);
    expect(sample.variants.some((v) => v.fuelType === 'Hybrid')).toBe(true);
  });

  it('spreads dealers over at least 10 cities including the hot ones', () => {
    expect(cities.length).toBeGreaterThanOrEqual(10);
    for (const name of HOT_CITIES) expect(cityByName.has(name), name).toBe(true);
    const small = generateCatalogue({ cars: 200, seed: 1, anchor });
    expect(small.vendors.length).toBe(20);
    expect(new Set(small.vendors.map((v) => v.city)).size).toBe(cities.length);

    const phones = new Set<string>();
    const codes = new Set<string>();
    const memberFrom = '2012-01-01';
    const memberTo = new Date(anchor.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
    for (const v of sample.vendors) {
      const city = cityByName.get(v.city);
      expect(city, v.city).toBeDefined();
      if (!city) continue;
      expect(v.state).toBe(registrationStates[city.stateCode]?.name);
      expect(v.country).toBe('India');
      expect(v.phone).toMatch(/^[6-9]\d{9}$/);
      expect(v.licenseNo).toMatch(/^TL\/[A-Z]{2}\/\d{4}\/\d{6}$/);
      expect(v.profilePic).toBe(`/media/dealers/${v.id}.svg`);
      expect(v.memberSince >= memberFrom && v.memberSince <= memberTo, v.memberSince).toBe(true);
      expect(Math.abs(v.latitude - city.latitude)).toBeLessThan(0.1);
      expect(Math.abs(v.longitude - city.longitude)).toBeLessThan(0.1);
      expect(city.localities.map((l) => l.pincode)).toContain(v.pincode);
      phones.add(v.phone);
      codes.add(v.vendorCode);
    }
    expect(phones.size).toBe(sample.vendors.length);
    expect(codes.size).toBe(sample.vendors.length);
  });

  it('gives every variant every spec field of the 13 sections', () => {
    expect(specSections.map((s) => s.title)).toEqual([
      'Overview',
      'Engine and Transmission',
      'Hybrid System',
      'Performance & Efficiency',
      'Exterior Equipment',
      'Interior Equipment',
      'Seats & Upholstery',
      'Entertainment Front',
      'Safety Equipment',
      'Suspension/Brakes/Wheels/Tyres',
      'Dimensions/Weight/Storage/Capacity',
      'Warranty & Service Package',
      'Exterior Colours',
    ]);
    const fieldKeys = specSections.flatMap((s) => s.fields.map((f) => f.key));
    expect(new Set(fieldKeys).size).toBe(fieldKeys.length);
    for (const s of specSections) {
      expect(s.fields.length).toBeGreaterThanOrEqual(4);
      expect(s.fields.length).toBeLessThanOrEqual(12);
    }
    for (const v of sample.variants) {
      const specs: Record<string, Record<string, unknown>> = v.specs;
      expect(Object.keys(specs).sort()).toEqual(specSections.map((s) => s.key).sort());
      for (const s of specSections) {
        const section = specs[s.key] ?? {};
        expect(Object.keys(section).sort(), `${v.name} ${s.key}`).toEqual(s.fields.map((f) => f.key).sort());
        for (const value of Object.values(section)) expect(['string', 'number', 'boolean', 'object']).toContain(typeof value);
      }
      expect(v.specs.overview.body_type).toBe(sample.models.find((m) => m.id === v.modelId)?.bodyType);
      if (v.fuelType === 'Hybrid' || v.fuelType === 'Electric') expect(v.specs.hybrid_system.hybrid_type).not.toBe('NA');
      if (v.fuelType === 'Electric') {
        expect(v.engineDisplacement).toBe(0);
        expect(v.specs.hybrid_system.electric_range_km).toBeGreaterThan(0);
        expect(v.specs.dimensions.fuel_tank_l).toBeNull();
      }
    }
  });

  it('makes cars whose registration, images and fields fit their dealer, age and variant', () => {
    const vendorById = new Map(sample.vendors.map((v) => [v.id, v]));
    const variantById = new Map(sample.variants.map((v) => [v.id, v]));
    const windowStart = anchor.getTime() - 120 * 86_400_000;
    let previousListed = 0;
    for (const car of sample.cars) {
      const dealer = vendorById.get(car.vendorId);
      const variant = variantById.get(car.variantId);
      expect(dealer && variant).toBeTruthy();
      if (!dealer || !variant) continue;
      const city = cityByName.get(dealer.city);
      if (!city) throw new Error(`no city ${dealer.city}`);
      expect(car.location).toBe(dealer.city);
      const allowed = [city.stateCode, ...city.neighbours];
      const code = car.registrationNumber.slice(0, 2);
      expect(allowed, car.registrationNumber).toContain(code);
      expect(car.registrationState).toBe(registrationStates[code]?.name);
      expect(car.registrationNumber).toMatch(/^[A-Z]{2} \d{1,2}C? [A-HJ-NP-Z]{2} \d{4}$/);

      expect(car.manufacturingYear).toBeGreaterThanOrEqual(anchorYear - 11);
      expect(car.manufacturingYear).toBeLessThanOrEqual(anchorYear - 1);
      expect([car.manufacturingYear, car.manufacturingYear + 1]).toContain(car.registrationYear);
      expect(car.registrationYear).toBeLessThanOrEqual(anchorYear);
      expect(Number.isInteger(car.odometerReading) && car.odometerReading >= 0).toBe(true);
      expect([1, 2, 3]).toContain(car.noOfOwners);
      expect(car.colorHex).toMatch(/^[0-9a-f]{6}$/);
      expect(['Black', 'White', 'Grey', 'Silver', 'Blue', 'Red', 'Green', 'Brown', 'Beige']).toContain(car.color);
      expect(['available', 'reserved', 'sold']).toContain(car.status);
      expect(car.fuelType).toBe(variant.fuelType);
      expect(car.transmission).toBe(variant.transmission);
      expect(car.carName).toContain(car.brandName);
      expect(car.searchText).toBe(car.searchText.toLowerCase());
      expect(car.searchText).toContain(car.brandName.toLowerCase());
      expect(car.searchText).toContain(car.carName.toLowerCase());

      const t = car.listedAt.getTime();
      expect(t).toBeGreaterThanOrEqual(windowStart);
      expect(t).toBeLessThan(anchor.getTime());
      expect(t).toBeGreaterThan(previousListed);
      previousListed = t;
    }

    const imagesByCar = new Map<number, typeof sample.carImages>();
    for (const img of sample.carImages) imagesByCar.set(img.carId, [...(imagesByCar.get(img.carId) ?? []), img]);
    for (const car of sample.cars) {
      const imgs = imagesByCar.get(car.id) ?? [];
      // Four views of the car's own model in its own colour, the front three-quarter first.
      expect(imgs.map((i) => i.position)).toEqual([0, 1, 2, 3]);
      const model = sample.models.find((m) => m.id === car.modelId);
      const brand = sample.brands.find((b) => b.id === model?.brandId);
      const base = `/media/cars/${brand?.slug}/${modelSlug(model?.name ?? '')}/${car.colorHex}/`;
      expect(imgs.map((i) => i.url)).toEqual(['front-quarter', 'side', 'rear-quarter', 'interior'].map((v) => `${base}${v}.svg`));
      expect(findCarLook(brand?.slug ?? '', modelSlug(model?.name ?? ''))?.body).toBe(car.carType);
    }

    const statuses = sample.cars.map((c) => c.status);
    const share = (s: string) => statuses.filter((x) => x === s).length / statuses.length;
    expect(share('available')).toBeGreaterThan(0.95);
    expect(share('reserved')).toBeGreaterThan(0.005);
    expect(share('sold')).toBeGreaterThan(0.001);
  });

  it('prices cars as positive integers rounded to 1,000 rupees', () => {
    for (const car of sample.cars) {
      expect(Number.isInteger(car.listingPrice)).toBe(true);
      expect(car.listingPrice).toBeGreaterThan(0);
      expect(car.listingPrice % 1000).toBe(0);
    }
  });

  it('never prices a Porsche Cayenne below a Mini 5 or more years older', () => {
    const big = generateCatalogue({ cars: 20_000, seed: 99, anchor });
    for (const catalogue of [sample, big]) {
      const modelName = new Map(catalogue.models.map((m) => [m.id, m.name]));
      const cayennes = catalogue.cars.filter((c) => c.brandName === 'Porsche' && modelName.get(c.modelId) === 'Cayenne');
      const minis = catalogue.cars.filter((c) => c.brandName === 'Mini');
      expect(cayennes.length).toBeGreaterThan(0);
      expect(minis.length).toBeGreaterThan(0);
      let pairs = 0;
      for (const cayenne of cayennes) {
        for (const mini of minis) {
          if (mini.manufacturingYear > cayenne.manufacturingYear - 5) continue;
          pairs++;
          expect(
            cayenne.listingPrice,
            `${cayenne.carName} ${cayenne.manufacturingYear} vs ${mini.carName} ${mini.manufacturingYear}`,
          ).toBeGreaterThan(mini.listingPrice);
        }
      }
      expect(pairs).toBeGreaterThan(0);
    }
    // The guarantee holds in the worst case too: cheapest Cayenne, worst history, lowest noise, against the
    // dearest Mini with the best history and highest noise.
    const cayennePrices =
      brandSeeds
        .find((b) => b.slug === 'porsche')
        ?.models.find((m) => m.name === 'Cayenne')
        ?.variants.map((v) => v.price) ?? [];
    const miniPrices = brandSeeds.find((b) => b.slug === 'mini')?.models.flatMap((m) => m.variants.map((v) => v.price)) ?? [];
    for (let age = 1; age <= 6; age++) {
      const worstCayenne = usedPrice(Math.min(...cayennePrices), 0.08, age, 250_000, 3, 0);
      const bestMini = usedPrice(Math.max(...miniPrices), 0.1, age + 5, 0, 1, 0.9999);
      expect(worstCayenne).toBeGreaterThan(bestMini);
    }
  });

  it('prices a car of the same variant 5+ years older with more kilometres lower', () => {
    const byVariant = new Map<number, CarRow[]>();
    for (const car of sample.cars) byVariant.set(car.variantId, [...(byVariant.get(car.variantId) ?? []), car]);
    let pairs = 0;
    for (const group of byVariant.values()) {
      for (const older of group) {
        for (const newer of group) {
          if (older.manufacturingYear > newer.manufacturingYear - 5 || older.odometerReading <= newer.odometerReading) continue;
          pairs++;
          expect(older.listingPrice, `${older.carName}: ${older.manufacturingYear} vs ${newer.manufacturingYear}`).toBeLessThan(
            newer.listingPrice,
          );
        }
      }
    }
    expect(pairs).toBeGreaterThan(100);
  });

  it('gives the same cars however the generation is chunked', () => {
    const ctx = createCatalogue({ cars: 3000, seed: 5, anchor });
    const whole = generateCars(ctx, 0, 3000);
    const chunked = { cars: [] as typeof whole.cars, images: [] as typeof whole.images };
    for (let from = 0; from < 3000; from += 333) {
      const part = generateCars(ctx, from, Math.min(333, 3000 - from));
      chunked.cars.push(...part.cars);
      chunked.images.push(...part.images);
    }
    expect(chunked).toEqual(whole);
  });

  it('gives about a third of the cars for sale a dealer inspection report: mostly passes, a note for every other point', () => {
    const cars = sample.cars.slice(0, 2000);
    const reports = generateInspections(20251122, cars);
    expect(generateInspections(20251122, cars.slice(0, 100))).toEqual(reports.filter((r) => r.carId <= 100));
    const forSale = cars.filter((c) => c.status !== 'sold');
    expect(reports.length / forSale.length).toBeGreaterThan(0.3);
    expect(reports.length / forSale.length).toBeLessThan(0.37);
    const byId = new Map(cars.map((c) => [c.id, c]));
    const found = new Set<string>();
    let attention = 0;
    let fails = 0;
    for (const report of reports) {
      expect(byId.get(report.carId)?.status).not.toBe('sold');
      expect(report.items.map((i) => i.key)).toEqual([...checklistItems.keys()]);
      expect(report.score).toBe(reportScore(report.items));
      expect(report.counts.pass + report.counts.attention + report.counts.fail).toBe(checklistItems.size);
      expect(report.counts.attention).toBeLessThanOrEqual(4);
      expect(report.counts.fail).toBeLessThanOrEqual(1);
      expect(report.inspectedAt.getTime()).toBeLessThan(byId.get(report.carId)!.listedAt.getTime());
      for (const item of report.items) {
        expect(item.note === null, item.key).toBe(item.result === 'pass');
        if (item.note) found.add(item.key);
      }
      attention += report.counts.attention;
      fails += report.counts.fail;
    }
    // Mostly passes: on average about one point in a hundred needs attention, fails are rare.
    expect(attention / reports.length).toBeGreaterThan(0.8);
    expect(attention / reports.length).toBeLessThan(2);
    expect(fails / reports.length).toBeGreaterThan(0.03);
    expect(fails / reports.length).toBeLessThan(0.13);
    expect(reports.some((r) => r.items.some((i) => i.note === 'Rear right tyre 2019 date code: replace within a year'))).toBe(true);
    // Every point the generator writes findings for is a point of the checklist (an unknown one would be dropped).
    expect(found.size).toBeGreaterThanOrEqual(45);
  });
});

describe(`demo catalogue seeding (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('seeds once, counts match, ids continue, and a reset empties the catalogue', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      const countOf = async (
        table: typeof brands | typeof carModels | typeof carVariants | typeof vendors | typeof cars | typeof carImages,
      ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

      // cars 0 writes nothing, not even the marker.
      expect(await ensureDemoCatalogue(db, 0)).toBe(false);
      expect((await db.select().from(appMeta)).map((r) => r.key)).not.toContain(DEMO_SEED_KEY);

      const result = await seedDemo(db, { cars: 200, anchor });
      const expected = generateCatalogue({ cars: 200, seed: 20251122, anchor });
      expect(result).toEqual({ brands: expected.brands.length, vendors: 20, cars: 200, images: expected.carImages.length });
      expect(await countOf(brands)).toBe(expected.brands.length);
      expect(await countOf(carModels)).toBe(expected.models.length);
      expect(await countOf(carVariants)).toBe(expected.variants.length);
      expect(await countOf(vendors)).toBe(20);
      expect(await countOf(cars)).toBe(200);
      expect(await countOf(carImages)).toBe(expected.carImages.length);
      // Vacuumed and analyzed after the load: the planner knows the row count (the embedded database has
      // no autovacuum to do it), and index-only scans need not visit the rows.
      const [stats] = await queryRows<{ rows: number; visible: number }>(
        db,
        sql`select reltuples::int as rows, relallvisible::int as visible from pg_class where relname = 'cars'`,
      );
      expect(stats?.rows).toBe(200);
      if (!onPostgres) expect(stats?.visible).toBeGreaterThan(0);

      // The reports went in with their cars, each car's score beside it.
      const reported = generateInspections(20251122, expected.cars);
      const [inspected] = await queryRows<{ reports: number; scored: number; matching: number }>(
        db,
        sql`select (select count(*)::int from car_inspections) as reports,
                   (select count(*)::int from cars where inspection_score is not null) as scored,
                   (select count(*)::int from cars c join car_inspections i on i.car_id = c.id and i.score = c.inspection_score) as matching`,
      );
      expect(inspected).toEqual({ reports: reported.length, scored: reported.length, matching: reported.length });

      const [first] = await db
        .select()
        .from(cars)
        .where(sql`${cars.id} = 1`);
      expect(first?.carName).toBe(expected.cars[0]?.carName);
      expect(first?.listingPrice).toBe(expected.cars[0]?.listingPrice);
      expect(first?.searchText).toContain(first?.brandName.toLowerCase());
      const [variant] = await db
        .select()
        .from(carVariants)
        .where(sql`${carVariants.id} = 1`);
      expect(variant?.specs).toEqual(expected.variants[0]?.specs);

      const marker = await db
        .select()
        .from(appMeta)
        .where(sql`${appMeta.key} = ${DEMO_SEED_KEY}`);
      expect(JSON.parse(marker[0]?.value ?? '{}')).toEqual({ seed: 20251122, cars: 200, anchor: anchor.toISOString() });

      // The serial sequences were moved past the explicit ids.
      const [next] = await queryRows<{ id: number }>(db, sql`select nextval(pg_get_serial_sequence('cars', 'id'))::int as id`);
      expect(next?.id).toBe(201);

      expect(await ensureDemoCatalogue(db, 200)).toBe(false);
      expect(await countOf(cars)).toBe(200);

      await resetCatalogue(db);
      expect(await countOf(cars)).toBe(0);
      expect(await countOf(brands)).toBe(0);
      expect(
        await db
          .select()
          .from(appMeta)
          .where(sql`${appMeta.key} = ${DEMO_SEED_KEY}`),
      ).toEqual([]);

      expect(await ensureDemoCatalogue(db, 30)).toBe(true);
      expect(await countOf(cars)).toBe(30);
      expect(await ensureDemoCatalogue(db, 30)).toBe(false);
    } finally {
      await database.destroy();
    }
  });
});
