// Factories for the catalogue: a brand, model and variant (createVariant) and a car of a dealer (createCar),
// written as the demo seed writes them, so that lists, search, facets and details show them at once.
import { specSections } from '@luxe/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { brands, carImages, carModels, cars, carVariants, vendors, type CarStatus, type VariantSpecs } from '../../src/db/schema';

export type Brand = typeof brands.$inferSelect;
export type CarModel = typeof carModels.$inferSelect;
export type CarVariant = typeof carVariants.$inferSelect;
export type Car = typeof cars.$inferSelect;
type CarInsert = typeof cars.$inferInsert;
type VariantInsert = typeof carVariants.$inferInsert;

/** A brand, one of its models and one of that model's variants: what a car is an instance of. */
export interface CatalogueEntry {
  brand: Brand;
  model: CarModel;
  variant: CarVariant;
}

// Invented marques: the demo catalogue holds the real ones, and brand names are unique.
const MARQUES = ['Aurelia', 'Kestrel', 'Solenne', 'Castellan', 'Meridian', 'Halcyon', 'Orsini', 'Vantor'];
let counter = 0;

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Thirteen sections of specifications, every field filled ('NA' where nothing more plausible is set). */
function specsFor(
  variant: { fuelType: string; transmission: string; engine: string; seats: number; doors: number; drive: string },
  body: string,
) {
  const known: Record<string, string | number | boolean> = {
    body_type: body,
    segment: 'Luxury',
    fuel: variant.fuelType,
    seating_capacity: variant.seats,
    door_count: variant.doors,
    drivetrain: variant.drive,
    assembly: 'CKD',
    engine_type: variant.engine,
    gearbox: variant.transmission,
    airbags: 8,
    abs: true,
    ebd: true,
    esp: true,
  };
  const specs: VariantSpecs = {};
  for (const section of specSections) {
    specs[section.key] = Object.fromEntries(section.fields.map((f) => [f.key, known[f.key] ?? 'NA']));
  }
  return specs;
}

export interface VariantOptions {
  /** An existing brand to add the model to; otherwise a new brand named `brandName` (or an invented one). */
  brand?: Brand;
  brandName?: string;
  modelName?: string;
  /** Sedan, SUV, Coupe, Convertible, Hatchback or MPV (the body types the car drawings know). */
  bodyType?: string;
  /** Any column of the variant (name, fuelType, transmission, seats, ...). */
  variant?: Partial<Omit<VariantInsert, 'modelId' | 'searchText'>>;
}

/** Inserts a model and a variant (and, unless given one, a brand) and answers the three rows. */
export async function createVariant(db: Db, options: VariantOptions = {}): Promise<CatalogueEntry> {
  counter += 1;
  let brand = options.brand;
  if (!brand) {
    const base = MARQUES[(counter - 1) % MARQUES.length]!;
    const round = Math.floor((counter - 1) / MARQUES.length);
    const name = options.brandName ?? (round === 0 ? base : `${base} ${round + 1}`);
    [brand] = await db
      .insert(brands)
      .values({ name, slug: slugify(name), logo: `/media/brands/${slugify(name)}.svg`, country: 'Italy' })
      .returning();
  }
  const [model] = await db
    .insert(carModels)
    .values({ brandId: brand!.id, name: options.modelName ?? `Grand Tourer ${counter}`, bodyType: options.bodyType ?? 'Sedan' })
    .returning();
  const values = {
    name: '3.0 Signature',
    fuelType: 'Petrol',
    transmission: 'Automatic',
    engine: '3.0L Inline-6 Turbo Petrol',
    engineDisplacement: 2998,
    powerFigure: 375,
    torqueFigure: 520,
    peakPower: '375 bhp @ 5500-6500 rpm',
    peakTorque: '520 Nm @ 1850-5000 rpm',
    acceleration: 5.2,
    topSpeed: 250,
    mileage: 11.4,
    fuelConsumption: 8.8,
    avgFuelConsumption: 10.4,
    emissionStd: 'BS VI',
    drive: 'RWD',
    seats: 5,
    doors: 4,
    newPrice: 9_500_000,
    ...options.variant,
  };
  const [variant] = await db
    .insert(carVariants)
    .values({
      ...values,
      modelId: model!.id,
      specs: options.variant?.specs ?? specsFor(values, model!.bodyType),
      // Search matches variants by this text, as migration 0003 and the seed write it.
      searchText: `${brand!.name} ${model!.name} ${values.name}`.toLowerCase(),
    })
    .returning();
  return { brand: brand!, model: model!, variant: variant! };
}

export type CarOptions = Partial<Omit<CarInsert, 'vendorId' | 'brandId' | 'modelId' | 'variantId'>> & {
  vendorId: number;
  /** What the car is; a new brand, model and variant (createVariant) when not given. */
  entry?: CatalogueEntry;
  listingPrice?: number;
  status?: CarStatus;
};

/** The name a car of this variant has unless its dealer gave it another (as the demo seed names cars). */
export function standardCarName({ brand, model, variant }: CatalogueEntry): string {
  return variant.name.startsWith(model.name) ? `${brand.name} ${variant.name}` : `${brand.name} ${model.name} ${variant.name}`;
}

/**
 * Inserts a car of dealer `vendorId`, standing in the dealer's city, with one picture, and answers its
 * row. Writing it bumps the catalogue version (the trigger of migration 0001), so the list, its facets
 * and its search show it at the next request.
 */
export async function createCar(db: Db, options: CarOptions): Promise<Car> {
  const { entry: given, ...overrides } = options;
  const entry = given ?? (await createVariant(db));
  const { brand, model, variant } = entry;
  const standard = standardCarName(entry);
  const carName = overrides.carName ?? standard;
  let location = overrides.location;
  if (location === undefined) {
    const [dealer] = await db.select({ city: vendors.city }).from(vendors).where(eq(vendors.id, options.vendorId));
    if (!dealer) throw new Error(`no dealer ${options.vendorId}`);
    location = dealer.city;
  }
  const colorHex = overrides.colorHex ?? '1a1a1a';
  const [car] = await db
    .insert(cars)
    .values({
      brandId: brand.id,
      modelId: model.id,
      variantId: variant.id,
      carName,
      brandName: brand.name,
      carType: model.bodyType,
      fuelType: variant.fuelType,
      transmission: variant.transmission,
      color: 'Black',
      colorHex,
      manufacturingYear: 2022,
      registrationYear: 2022,
      registrationState: 'Maharashtra',
      registrationNumber: 'MH 12 KT 4821',
      odometerReading: 18_500,
      noOfOwners: 1,
      listingPrice: 7_450_000,
      description: `First-owner 2022 ${carName}, 18,500 km, Maharashtra registration. Full service history at the authorised dealer.`,
      status: 'available',
      ...overrides,
      location,
      searchText: overrides.searchText ?? `${brand.name} ${model.name} ${variant.name} ${carName}`.toLowerCase(),
      // Search reads a car's own text only when its name is not the variant's standard one.
      nameIsCustom: overrides.nameIsCustom ?? carName !== standard,
    })
    .returning();
  await db
    .insert(carImages)
    .values({ carId: car!.id, position: 0, url: `/media/cars/${model.bodyType.toLowerCase()}/${colorHex}/front-quarter.svg` });
  return car!;
}
