// Reference data of the demo catalogue (docs/product/catalogue.md): luxury brands sold in India with their
// models and variants, the cities their dealers trade in, paint colours and dealer names. Figures are close to
// the Indian-market brochures (ex-showroom prices in rupees); they only have to be plausible, not
// authoritative.
//
// Electric cars: `mileage` is ARAI range divided by battery capacity (km/kWh) and fuel consumption is
// kWh/100 km, so the column stays "distance per unit of energy" for every fuel; the range itself is in the
// Hybrid System section (electric_range_km).

export const bodyTypes = ['Sedan', 'SUV', 'Coupe', 'Convertible', 'Hatchback', 'MPV'] as const;
export type BodyType = (typeof bodyTypes)[number];

export const fuelTypes = ['Petrol', 'Diesel', 'Hybrid', 'Electric'] as const;
export type FuelType = (typeof fuelTypes)[number];

export const transmissions = ['Automatic', 'DCT', 'Manual'] as const;
export type Transmission = (typeof transmissions)[number];

export type Drive = 'AWD' | 'RWD' | 'FWD' | '4WD';

/** The filterable colour of a car; the paint's own name goes into the description and specs. */
export const colourFamilies = ['Black', 'White', 'Grey', 'Silver', 'Blue', 'Red', 'Green', 'Brown', 'Beige'] as const;
export type ColourFamily = (typeof colourFamilies)[number];

export interface Paint {
  name: string;
  /** Six hex digits, no '#'; unique within a brand. */
  hex: string;
  family: ColourFamily;
}

/** Electrification beyond a plain combustion engine. */
export type Electrification =
  | { kind: 'mild'; motorKw?: number }
  | { kind: 'strong'; motorKw: number; kwh: number }
  | { kind: 'plug-in'; motorKw: number; kwh: number; rangeKm: number; acKw: number }
  | { kind: 'battery'; kwh: number; rangeKm: number; acKw: number; dcKw: number };

export interface VariantSeed {
  name: string;
  fuel: FuelType;
  trans: Transmission;
  /** e.g. '3.0L Inline-6 Turbo Diesel' */
  engine: string;
  /** cc; 0 for electric */
  cc: number;
  bhp: number;
  /** rpm band of peak power; absent for electric motors */
  bhpAt?: string;
  nm: number;
  nmAt?: string;
  /** 0-100 km/h, seconds */
  accel: number;
  /** km/h */
  top: number;
  /** ARAI km/l; absent for electric (derived from range and battery) */
  kmpl?: number;
  drive: Drive;
  /** ex-showroom price in India, rupees */
  price: number;
  /** first and last model year sold in India */
  from: number;
  to?: number;
  gears?: number;
  seats?: number;
  doors?: number;
  elec?: Electrification;
}

/** [length, width, height, wheelbase] mm, boot litres, fuel tank litres (0 if electric), kerb kg, ground clearance mm */
export type Dimensions = readonly [number, number, number, number, number, number, number, number];

export interface ModelSeed {
  name: string;
  body: BodyType;
  /** relative share of the used market */
  weight: number;
  dims: Dimensions;
  seats?: number;
  doors?: number;
  /** assembled in India from kits rather than imported whole */
  ckd?: boolean;
  /** air suspension as standard */
  air?: boolean;
  suspension?: readonly [front: string, rear: string];
  contrastRoof?: boolean;
  variants: readonly VariantSeed[];
}

/** Equipment that differs by brand; a triple is [entry, mid, top] by price tier. */
export interface BrandEquipment {
  headlamps: readonly [string, string, string];
  infotainment: string;
  screens: readonly [number, number];
  clusterIn: number;
  sound: readonly [string, string, string];
  speakers: readonly [number, number, number];
  upholstery: readonly [string, string, string];
  connected: string;
  ambient: string;
  suspension: readonly [front: string, rear: string];
  gearbox: { auto: string; dct: string; manual: string };
  gears: { auto: number; dct: number; manual: number };
  driveModes: string;
  adas: boolean;
  spare: string;
  warranty: { years: number; km: number | 'Unlimited'; roadsideYears: number; service: string; intervalKm: number };
}

export interface BrandSeed {
  name: string;
  slug: string;
  country: string;
  /** value lost per year after the first (which loses 15% for every brand) */
  depreciation: number;
  equipment: BrandEquipment;
  palette: readonly Paint[];
  models: readonly ModelSeed[];
}

const p = (name: string, hex: string, family: ColourFamily): Paint => ({ name, hex, family });

// One variant per line reads as a table; prettier would spread the ~225 variants over 4,000 lines.
// prettier-ignore
export const brandSeeds: readonly BrandSeed[] = [
  {
    name: 'Mercedes-Benz',
    slug: 'mercedes-benz',
    country: 'Germany',
    depreciation: 0.1,
    equipment: {
      headlamps: ['LED High Performance', 'MULTIBEAM LED', 'DIGITAL LIGHT'],
      infotainment: 'MBUX',
      screens: [10.25, 12.8],
      clusterIn: 12.3,
      sound: ['Mercedes-Benz Advanced Sound', 'Burmester Surround Sound', 'Burmester 4D Surround Sound'],
      speakers: [10, 15, 31],
      upholstery: ['ARTICO man-made leather', 'Leather', 'Nappa leather'],
      connected: 'Mercedes me connect',
      ambient: '64-colour',
      suspension: ['Four-link', 'Multi-link'],
      gearbox: { auto: 'G-TRONIC automatic', dct: 'DCT dual-clutch', manual: 'manual' },
      gears: { auto: 9, dct: 8, manual: 6 },
      driveModes: 'DYNAMIC SELECT: Eco, Comfort, Sport, Sport+, Individual',
      adas: true,
      spare: 'Space saver',
      warranty: { years: 2, km: 'Unlimited', roadsideYears: 2, service: 'Advanced Service Plan (optional)', intervalKm: 20000 },
    },
    palette: [
      p('Obsidian Black', '1a1a1a', 'Black'),
      p('Polar White', 'f2f2ef', 'White'),
      p('Diamond White', 'e9e8e2', 'White'),
      p('Selenite Grey', '5b5e62', 'Grey'),
      p('Graphite Grey', '3e4044', 'Grey'),
      p('Iridium Silver', 'a7a9ac', 'Silver'),
      p('High-tech Silver', 'c3c5c6', 'Silver'),
      p('Cavansite Blue', '1f2f4f', 'Blue'),
      p('Hyacinth Red', '6b1221', 'Red'),
      p('Emerald Green', '1f3b2c', 'Green'),
    ],
    models: [
      {
        name: 'A-Class Limousine',
        body: 'Sedan',
        weight: 5,
        ckd: true,
        dims: [4549, 1796, 1446, 2729, 420, 43, 1480, 140],
        variants: [
          { name: 'A 200', fuel: 'Petrol', trans: 'DCT', engine: '1.3L Inline-4 Turbo Petrol', cc: 1332, bhp: 161, bhpAt: '5500', nm: 250, nmAt: '1620-4000', accel: 8.2, top: 230, kmpl: 17.5, drive: 'FWD', price: 4_410_000, from: 2021, gears: 7 },
          { name: 'A 200d', fuel: 'Diesel', trans: 'DCT', engine: '2.0L Inline-4 Turbo Diesel', cc: 1950, bhp: 148, bhpAt: '3400-4400', nm: 320, nmAt: '1400-3200', accel: 8.1, top: 230, kmpl: 21.35, drive: 'FWD', price: 4_660_000, from: 2021 },
          { name: 'AMG A 35 4MATIC', fuel: 'Petrol', trans: 'DCT', engine: '2.0L Inline-4 Turbo Petrol', cc: 1991, bhp: 302, bhpAt: '5800', nm: 400, nmAt: '3000-4000', accel: 4.8, top: 250, kmpl: 12.4, drive: 'AWD', price: 5_850_000, from: 2021, gears: 7 },
        ],
      },
      {
        name: 'C-Class',
        body: 'Sedan',
        weight: 10,
        ckd: true,
        dims: [4751, 1820, 1438, 2865, 455, 66, 1680, 125],
        variants: [
          { name: 'C 220d Progressive', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1950, bhp: 191, bhpAt: '3800', nm: 400, nmAt: '1600-2800', accel: 7.4, top: 240, kmpl: 18.3, drive: 'RWD', price: 4_950_000, from: 2015, to: 2021 },
          { name: 'C 200', fuel: 'Petrol', trans: 'Automatic', engine: '1.5L Inline-4 Turbo Petrol', cc: 1496, bhp: 201, bhpAt: '5800-6100', nm: 300, nmAt: '1800-4000', accel: 7.3, top: 246, kmpl: 16.9, drive: 'RWD', price: 6_100_000, from: 2022, elec: { kind: 'mild', motorKw: 15 } },
          { name: 'C 220d', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1993, bhp: 197, bhpAt: '3600', nm: 440, nmAt: '1800-2800', accel: 7.3, top: 245, kmpl: 23, drive: 'RWD', price: 6_200_000, from: 2022, elec: { kind: 'mild', motorKw: 15 } },
          { name: 'AMG C 43 4MATIC', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L V6 Twin-Turbo Petrol', cc: 2996, bhp: 385, bhpAt: '6100', nm: 520, nmAt: '2500-5000', accel: 4.7, top: 250, kmpl: 9, drive: 'AWD', price: 7_800_000, from: 2018, to: 2021 },
        ],
      },
      {
        name: 'E-Class',
        body: 'Sedan',
        weight: 11,
        ckd: true,
        dims: [5075, 1860, 1495, 3094, 540, 66, 1860, 130],
        variants: [
          { name: 'E 250 CDI Avantgarde', fuel: 'Diesel', trans: 'Automatic', engine: '2.1L Inline-4 Turbo Diesel', cc: 2143, bhp: 201, bhpAt: '4200', nm: 500, nmAt: '1600-1800', accel: 7.5, top: 242, kmpl: 14.2, drive: 'RWD', price: 5_500_000, from: 2013, to: 2016, gears: 7 },
          { name: 'E 200 Expression', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1991, bhp: 194, bhpAt: '5800-6100', nm: 320, nmAt: '1650-4000', accel: 7.7, top: 240, kmpl: 13.5, drive: 'RWD', price: 7_600_000, from: 2017 },
          { name: 'E 220d Exclusive', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1950, bhp: 192, bhpAt: '3800', nm: 400, nmAt: '1600-2800', accel: 7.6, top: 240, kmpl: 16.1, drive: 'RWD', price: 7_800_000, from: 2017 },
          { name: 'E 350d', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L V6 Turbo Diesel', cc: 2987, bhp: 282, bhpAt: '3400', nm: 600, nmAt: '1600-2400', accel: 5.9, top: 250, kmpl: 14.2, drive: 'RWD', price: 9_000_000, from: 2017 },
        ],
      },
      {
        name: 'S-Class',
        body: 'Sedan',
        weight: 3,
        ckd: true,
        air: true,
        dims: [5289, 1954, 1503, 3216, 550, 76, 2100, 130],
        variants: [
          { name: 'S 350d', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Diesel', cc: 2925, bhp: 282, bhpAt: '3400-4600', nm: 600, nmAt: '1200-3200', accel: 6.4, top: 250, kmpl: 13.5, drive: 'RWD', price: 17_700_000, from: 2018 },
          { name: 'S 450 4MATIC', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Petrol', cc: 2999, bhp: 362, bhpAt: '5500-6100', nm: 500, nmAt: '1600-4500', accel: 5.1, top: 250, kmpl: 11, drive: 'AWD', price: 18_700_000, from: 2021, elec: { kind: 'mild', motorKw: 16 } },
          { name: 'Maybach S 580', fuel: 'Petrol', trans: 'Automatic', engine: '4.0L V8 Twin-Turbo Petrol', cc: 3982, bhp: 496, bhpAt: '5500', nm: 700, nmAt: '2000-4000', accel: 4.8, top: 250, kmpl: 7.5, drive: 'AWD', price: 26_900_000, from: 2021, seats: 4, elec: { kind: 'mild', motorKw: 15 } },
        ],
      },
      {
        name: 'GLA',
        body: 'SUV',
        weight: 5,
        ckd: true,
        dims: [4412, 1834, 1616, 2729, 435, 51, 1610, 140],
        variants: [
          { name: 'GLA 200 CDI Style', fuel: 'Diesel', trans: 'DCT', engine: '2.1L Inline-4 Turbo Diesel', cc: 2143, bhp: 134, bhpAt: '3600-4400', nm: 300, nmAt: '1600-3000', accel: 9.9, top: 205, kmpl: 17.9, drive: 'FWD', price: 3_500_000, from: 2014, to: 2020, gears: 7 },
          { name: 'GLA 200', fuel: 'Petrol', trans: 'DCT', engine: '1.3L Inline-4 Turbo Petrol', cc: 1332, bhp: 161, bhpAt: '5500', nm: 250, nmAt: '1620-4000', accel: 8.7, top: 210, kmpl: 14.5, drive: 'FWD', price: 5_050_000, from: 2021, gears: 7 },
          { name: 'GLA 220d 4MATIC', fuel: 'Diesel', trans: 'DCT', engine: '2.0L Inline-4 Turbo Diesel', cc: 1950, bhp: 188, bhpAt: '3800', nm: 400, nmAt: '1600-2600', accel: 7.3, top: 219, kmpl: 18.9, drive: 'AWD', price: 5_680_000, from: 2021 },
        ],
      },
      {
        name: 'GLC',
        body: 'SUV',
        weight: 8,
        ckd: true,
        dims: [4716, 1890, 1640, 2888, 620, 62, 1900, 180],
        variants: [
          { name: 'GLC 220d 4MATIC Progressive', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1950, bhp: 191, bhpAt: '3800', nm: 400, nmAt: '1600-2800', accel: 8.3, top: 215, kmpl: 17, drive: 'AWD', price: 5_800_000, from: 2016, to: 2022 },
          { name: 'GLC 220d 4MATIC', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1993, bhp: 194, bhpAt: '3600', nm: 440, nmAt: '1800-2800', accel: 8, top: 215, kmpl: 18, drive: 'AWD', price: 7_500_000, from: 2023, elec: { kind: 'mild', motorKw: 17 } },
          { name: 'GLC 300 4MATIC', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1999, bhp: 255, bhpAt: '5800', nm: 400, nmAt: '2000-3200', accel: 6.2, top: 240, kmpl: 14.7, drive: 'AWD', price: 7_400_000, from: 2023, elec: { kind: 'mild', motorKw: 17 } },
        ],
      },
      {
        name: 'GLE',
        body: 'SUV',
        weight: 5,
        ckd: true,
        dims: [4924, 2018, 1797, 2995, 630, 85, 2250, 180],
        variants: [
          { name: 'GLE 250d', fuel: 'Diesel', trans: 'Automatic', engine: '2.1L Inline-4 Turbo Diesel', cc: 2143, bhp: 201, bhpAt: '4200', nm: 500, nmAt: '1600-1800', accel: 8.6, top: 210, kmpl: 13.2, drive: 'AWD', price: 7_000_000, from: 2015, to: 2019 },
          { name: 'GLE 300d 4MATIC', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1993, bhp: 241, bhpAt: '4200', nm: 500, nmAt: '1600-2400', accel: 7.2, top: 225, kmpl: 13.5, drive: 'AWD', price: 9_600_000, from: 2020 },
          { name: 'GLE 450 4MATIC', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Petrol', cc: 2999, bhp: 375, bhpAt: '5800-6100', nm: 500, nmAt: '1800-5000', accel: 5.6, top: 250, kmpl: 10.5, drive: 'AWD', price: 11_000_000, from: 2020, elec: { kind: 'mild', motorKw: 16 } },
          { name: 'GLE 400d 4MATIC', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Diesel', cc: 2925, bhp: 325, bhpAt: '3600-4200', nm: 700, nmAt: '1200-3000', accel: 5.7, top: 240, kmpl: 12, drive: 'AWD', price: 11_500_000, from: 2020 },
        ],
      },
      {
        name: 'GLS',
        body: 'SUV',
        weight: 3,
        ckd: true,
        air: true,
        seats: 7,
        dims: [5209, 2030, 1823, 3135, 355, 90, 2500, 217],
        variants: [
          { name: 'GLS 350d 4MATIC', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L V6 Turbo Diesel', cc: 2987, bhp: 255, bhpAt: '3400', nm: 620, nmAt: '1600-2400', accel: 7.8, top: 222, kmpl: 11, drive: 'AWD', price: 8_500_000, from: 2016, to: 2019 },
          { name: 'GLS 400d 4MATIC', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Diesel', cc: 2925, bhp: 325, bhpAt: '3600-4200', nm: 700, nmAt: '1200-3000', accel: 6.3, top: 238, kmpl: 11, drive: 'AWD', price: 12_900_000, from: 2020 },
          { name: 'GLS 450 4MATIC', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Petrol', cc: 2999, bhp: 375, bhpAt: '5500-6100', nm: 500, nmAt: '1600-4500', accel: 6.2, top: 246, kmpl: 9.5, drive: 'AWD', price: 13_200_000, from: 2020, elec: { kind: 'mild', motorKw: 16 } },
          { name: 'Maybach GLS 600 4MATIC', fuel: 'Petrol', trans: 'Automatic', engine: '4.0L V8 Twin-Turbo Petrol', cc: 3982, bhp: 550, bhpAt: '6000-6500', nm: 730, nmAt: '2500-4500', accel: 4.9, top: 250, kmpl: 7, drive: 'AWD', price: 29_600_000, from: 2021, seats: 4, elec: { kind: 'mild', motorKw: 16 } },
        ],
      },
      {
        name: 'EQS',
        body: 'Sedan',
        weight: 1,
        air: true,
        dims: [5216, 1926, 1512, 3210, 610, 0, 2580, 130],
        variants: [
          { name: 'EQS 580 4MATIC', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 516, nm: 855, accel: 4.3, top: 210, drive: 'AWD', price: 16_200_000, from: 2022, elec: { kind: 'battery', kwh: 107.8, rangeKm: 857, acKw: 22, dcKw: 200 } },
          { name: 'AMG EQS 53 4MATIC+', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 649, nm: 950, accel: 3.4, top: 250, drive: 'AWD', price: 24_500_000, from: 2022, elec: { kind: 'battery', kwh: 107.8, rangeKm: 586, acKw: 22, dcKw: 200 } },
        ],
      },
      {
        name: 'C-Class Cabriolet',
        body: 'Convertible',
        weight: 0.6,
        seats: 4,
        doors: 2,
        dims: [4696, 1810, 1409, 2840, 360, 66, 1750, 110],
        variants: [
          { name: 'C 300 Cabriolet', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1991, bhp: 255, bhpAt: '5800-6100', nm: 370, nmAt: '1800-4000', accel: 6.4, top: 250, kmpl: 12, drive: 'RWD', price: 6_700_000, from: 2018, to: 2023 },
          { name: 'AMG C 43 4MATIC Cabriolet', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L V6 Twin-Turbo Petrol', cc: 2996, bhp: 385, bhpAt: '6100', nm: 520, nmAt: '2500-5000', accel: 4.8, top: 250, kmpl: 9, drive: 'AWD', price: 8_300_000, from: 2018, to: 2022 },
        ],
      },
      {
        name: 'V-Class',
        body: 'MPV',
        weight: 0.8,
        seats: 7,
        dims: [5370, 1928, 1880, 3430, 1030, 70, 2300, 170],
        variants: [
          { name: 'V 220d Expression', fuel: 'Diesel', trans: 'Automatic', engine: '2.1L Inline-4 Turbo Diesel', cc: 2143, bhp: 161, bhpAt: '3800', nm: 380, nmAt: '1400-2400', accel: 10.9, top: 195, kmpl: 12, drive: 'RWD', price: 7_100_000, from: 2019, to: 2022, gears: 7 },
          { name: 'V 220d Exclusive', fuel: 'Diesel', trans: 'Automatic', engine: '2.1L Inline-4 Turbo Diesel', cc: 2143, bhp: 161, bhpAt: '3800', nm: 380, nmAt: '1400-2400', accel: 10.9, top: 195, kmpl: 12, drive: 'RWD', price: 8_900_000, from: 2019, to: 2022, gears: 7, seats: 6 },
        ],
      },
    ],
  },
  {
    name: 'BMW',
    slug: 'bmw',
    country: 'Germany',
    depreciation: 0.11,
    equipment: {
      headlamps: ['LED', 'Adaptive LED', 'Adaptive LED with BMW Laserlight'],
      infotainment: 'BMW iDrive with Live Cockpit Professional',
      screens: [10.25, 14.9],
      clusterIn: 12.3,
      sound: ['HiFi Loudspeaker System', 'Harman Kardon Surround Sound', 'Bowers & Wilkins Diamond Surround Sound'],
      speakers: [10, 16, 36],
      upholstery: ['Vernasca leather', 'Dakota leather', 'Merino full leather'],
      connected: 'BMW ConnectedDrive',
      ambient: 'Multi-colour ambient lighting',
      suspension: ['Double-joint spring strut', 'Five-link'],
      gearbox: { auto: 'Steptronic automatic', dct: 'Steptronic dual-clutch', manual: 'manual' },
      gears: { auto: 8, dct: 7, manual: 6 },
      driveModes: 'Eco Pro, Comfort, Sport, Sport+',
      adas: true,
      spare: 'Run-flat tyres',
      warranty: { years: 2, km: 'Unlimited', roadsideYears: 2, service: 'BMW Service Inclusive (optional)', intervalKm: 15000 },
    },
    palette: [
      p('Black Sapphire', '111418', 'Black'),
      p('Carbon Black', '151b24', 'Black'),
      p('Alpine White', 'f4f4f2', 'White'),
      p('Mineral White', 'e7e7e2', 'White'),
      p('Mineral Grey', '5d6165', 'Grey'),
      p('Sophisto Grey', '3b3d40', 'Grey'),
      p('Brooklyn Grey', '8c9091', 'Grey'),
      p('Glacier Silver', 'b9bcbe', 'Silver'),
      p('Portimao Blue', '1f4fa0', 'Blue'),
      p('Phytonic Blue', '25427a', 'Blue'),
      p('Tanzanite Blue', '1c2340', 'Blue'),
      p('Melbourne Red', '7a1420', 'Red'),
    ],
    models: [
      {
        name: '3 Series',
        body: 'Sedan',
        weight: 11,
        ckd: true,
        dims: [4709, 1827, 1435, 2851, 480, 59, 1560, 140],
        variants: [
          { name: '320d Luxury Line', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1995, bhp: 188, bhpAt: '4000', nm: 400, nmAt: '1750-2500', accel: 7.2, top: 235, kmpl: 22.7, drive: 'RWD', price: 4_700_000, from: 2014, to: 2021 },
          { name: '330i M Sport', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1998, bhp: 254, bhpAt: '5000-6500', nm: 400, nmAt: '1550-4400', accel: 5.8, top: 250, kmpl: 16.1, drive: 'RWD', price: 5_200_000, from: 2019, to: 2022 },
          { name: '330Li M Sport', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1998, bhp: 254, bhpAt: '5000-6500', nm: 400, nmAt: '1550-4400', accel: 6.2, top: 250, kmpl: 15.4, drive: 'RWD', price: 6_000_000, from: 2021 },
          { name: 'M340i xDrive', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Petrol', cc: 2998, bhp: 369, bhpAt: '5500-6500', nm: 500, nmAt: '1900-5000', accel: 4.4, top: 250, kmpl: 13, drive: 'AWD', price: 7_200_000, from: 2021 },
        ],
      },
      {
        name: '5 Series',
        body: 'Sedan',
        weight: 8,
        ckd: true,
        dims: [4936, 1868, 1479, 2975, 530, 68, 1690, 135],
        variants: [
          { name: '520d Luxury Plus', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1995, bhp: 188, bhpAt: '4000', nm: 400, nmAt: '1750-2500', accel: 7.7, top: 230, kmpl: 18.1, drive: 'RWD', price: 5_300_000, from: 2013, to: 2016 },
          { name: '520d Luxury Line', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1995, bhp: 188, bhpAt: '4000', nm: 400, nmAt: '1750-2500', accel: 7.2, top: 235, kmpl: 18.1, drive: 'RWD', price: 6_600_000, from: 2017 },
          { name: '530i M Sport', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1998, bhp: 248, bhpAt: '5200-6500', nm: 350, nmAt: '1450-4800', accel: 6.1, top: 250, kmpl: 14.5, drive: 'RWD', price: 6_700_000, from: 2017 },
          { name: '530d M Sport', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Diesel', cc: 2993, bhp: 261, bhpAt: '4000', nm: 620, nmAt: '2000-2500', accel: 5.7, top: 250, kmpl: 17, drive: 'RWD', price: 7_500_000, from: 2017, to: 2023 },
        ],
      },
      {
        name: '7 Series',
        body: 'Sedan',
        weight: 2,
        ckd: true,
        air: true,
        dims: [5391, 1950, 1544, 3215, 540, 74, 2200, 150],
        variants: [
          { name: '730Ld M Sport', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Diesel', cc: 2993, bhp: 261, bhpAt: '4000', nm: 620, nmAt: '2000-2500', accel: 6.2, top: 250, kmpl: 15, drive: 'RWD', price: 14_000_000, from: 2016, to: 2022 },
          { name: '740Li DPE Signature', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Petrol', cc: 2998, bhp: 322, bhpAt: '5500-6500', nm: 450, nmAt: '1380-5000', accel: 5.6, top: 250, kmpl: 11.8, drive: 'RWD', price: 14_200_000, from: 2016, to: 2022 },
          { name: '740Li M Sport', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Petrol', cc: 2998, bhp: 375, bhpAt: '5200-6250', nm: 520, nmAt: '1850-5000', accel: 5.4, top: 250, kmpl: 11, drive: 'RWD', price: 18_100_000, from: 2023, elec: { kind: 'mild', motorKw: 13 } },
        ],
      },
      {
        name: 'i7',
        body: 'Sedan',
        weight: 0.4,
        air: true,
        dims: [5391, 1950, 1544, 3215, 500, 0, 2715, 150],
        variants: [
          { name: 'eDrive50 M Sport', fuel: 'Electric', trans: 'Automatic', engine: 'Single Electric Motor', cc: 0, bhp: 449, nm: 650, accel: 5.5, top: 205, drive: 'RWD', price: 19_500_000, from: 2024, elec: { kind: 'battery', kwh: 101.7, rangeKm: 625, acKw: 11, dcKw: 195 } },
          { name: 'xDrive60 M Sport', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 536, nm: 745, accel: 4.7, top: 240, drive: 'AWD', price: 20_300_000, from: 2023, elec: { kind: 'battery', kwh: 101.7, rangeKm: 625, acKw: 11, dcKw: 195 } },
          { name: 'M70 xDrive', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 650, nm: 1015, accel: 3.7, top: 250, drive: 'AWD', price: 25_000_000, from: 2023, elec: { kind: 'battery', kwh: 101.7, rangeKm: 560, acKw: 11, dcKw: 195 } },
        ],
      },
      {
        name: 'X1',
        body: 'SUV',
        weight: 7,
        ckd: true,
        dims: [4500, 1845, 1642, 2692, 540, 54, 1590, 200],
        variants: [
          { name: 'sDrive20d Sportline', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1995, bhp: 181, bhpAt: '4000', nm: 380, nmAt: '1750-2750', accel: 8.1, top: 220, kmpl: 17.05, drive: 'RWD', price: 3_400_000, from: 2013, to: 2015 },
          { name: 'sDrive20d xLine', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1995, bhp: 188, bhpAt: '4000', nm: 400, nmAt: '1750-2500', accel: 7.8, top: 219, kmpl: 20.7, drive: 'FWD', price: 4_200_000, from: 2016, to: 2022 },
          { name: 'sDrive18i M Sport', fuel: 'Petrol', trans: 'DCT', engine: '1.5L Inline-3 Turbo Petrol', cc: 1499, bhp: 134, bhpAt: '4400-6500', nm: 230, nmAt: '1500-4600', accel: 9.2, top: 205, kmpl: 16, drive: 'FWD', price: 4_850_000, from: 2023 },
          { name: 'sDrive18d M Sport', fuel: 'Diesel', trans: 'DCT', engine: '2.0L Inline-4 Turbo Diesel', cc: 1995, bhp: 147, bhpAt: '4000', nm: 360, nmAt: '1500-2500', accel: 8.9, top: 219, kmpl: 20.4, drive: 'FWD', price: 5_050_000, from: 2023 },
        ],
      },
      {
        name: 'X3',
        body: 'SUV',
        weight: 6,
        ckd: true,
        dims: [4708, 1891, 1676, 2864, 550, 68, 1870, 204],
        variants: [
          { name: 'xDrive20d Luxury Line', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1995, bhp: 188, bhpAt: '4000', nm: 400, nmAt: '1750-2500', accel: 7.9, top: 213, kmpl: 16.55, drive: 'AWD', price: 6_700_000, from: 2014 },
          { name: 'xDrive30i M Sport', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1998, bhp: 248, bhpAt: '5200-6500', nm: 350, nmAt: '1450-4800', accel: 6.3, top: 240, kmpl: 13.17, drive: 'AWD', price: 6_900_000, from: 2018 },
          { name: 'M40i', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Petrol', cc: 2998, bhp: 355, bhpAt: '5800-6500', nm: 500, nmAt: '1520-4800', accel: 4.9, top: 250, kmpl: 11, drive: 'AWD', price: 8_700_000, from: 2022 },
        ],
      },
      {
        name: 'X5',
        body: 'SUV',
        weight: 5,
        ckd: true,
        dims: [4922, 2004, 1745, 2975, 650, 80, 2200, 214],
        variants: [
          { name: 'xDrive30d Pure Experience', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Diesel', cc: 2993, bhp: 255, bhpAt: '4000', nm: 560, nmAt: '1500-3000', accel: 6.9, top: 230, kmpl: 15, drive: 'AWD', price: 7_500_000, from: 2014, to: 2018 },
          { name: 'xDrive30d xLine', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Diesel', cc: 2993, bhp: 282, bhpAt: '4000', nm: 650, nmAt: '1500-2500', accel: 6.5, top: 230, kmpl: 12, drive: 'AWD', price: 9_700_000, from: 2019 },
          { name: 'xDrive40i M Sport', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Petrol', cc: 2998, bhp: 375, bhpAt: '5200-6250', nm: 520, nmAt: '1850-5000', accel: 5.4, top: 243, kmpl: 10, drive: 'AWD', price: 10_000_000, from: 2019 },
          { name: 'xDrive30d M Sport', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Diesel', cc: 2993, bhp: 282, bhpAt: '4000', nm: 650, nmAt: '1500-2500', accel: 6.1, top: 230, kmpl: 12, drive: 'AWD', price: 10_500_000, from: 2019 },
        ],
      },
      {
        name: 'X7',
        body: 'SUV',
        weight: 2.5,
        ckd: true,
        air: true,
        seats: 7,
        dims: [5181, 2000, 1835, 3105, 326, 83, 2450, 221],
        variants: [
          { name: 'xDrive30d DPE Signature', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Diesel', cc: 2993, bhp: 261, bhpAt: '4000', nm: 620, nmAt: '2000-2500', accel: 7, top: 227, kmpl: 13.4, drive: 'AWD', price: 9_800_000, from: 2019, to: 2022 },
          { name: 'xDrive40i M Sport', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Petrol', cc: 2998, bhp: 375, bhpAt: '5200-6250', nm: 520, nmAt: '1850-5000', accel: 5.8, top: 245, kmpl: 9.5, drive: 'AWD', price: 13_000_000, from: 2020, elec: { kind: 'mild', motorKw: 9 } },
          { name: 'xDrive40d M Sport', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Diesel', cc: 2993, bhp: 335, bhpAt: '4400', nm: 700, nmAt: '1750-2250', accel: 5.9, top: 245, kmpl: 12, drive: 'AWD', price: 13_300_000, from: 2023, elec: { kind: 'mild', motorKw: 9 } },
        ],
      },
      {
        name: 'iX',
        body: 'SUV',
        weight: 0.8,
        dims: [4953, 1967, 1695, 3000, 500, 0, 2440, 200],
        variants: [
          { name: 'xDrive40', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 322, nm: 630, accel: 6.1, top: 200, drive: 'AWD', price: 11_600_000, from: 2022, elec: { kind: 'battery', kwh: 76.6, rangeKm: 425, acKw: 11, dcKw: 150 } },
          { name: 'xDrive50', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 516, nm: 765, accel: 4.6, top: 200, drive: 'AWD', price: 14_000_000, from: 2024, elec: { kind: 'battery', kwh: 111.5, rangeKm: 635, acKw: 22, dcKw: 195 } },
        ],
      },
      {
        name: 'Z4',
        body: 'Convertible',
        weight: 0.7,
        seats: 2,
        doors: 2,
        dims: [4324, 1864, 1304, 2470, 281, 52, 1490, 105],
        variants: [
          { name: 'sDrive20i M Sport', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1998, bhp: 194, bhpAt: '4500-6500', nm: 320, nmAt: '1450-4200', accel: 6.6, top: 240, kmpl: 12, drive: 'RWD', price: 6_600_000, from: 2019 },
          { name: 'M40i', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Petrol', cc: 2998, bhp: 335, bhpAt: '5000-6500', nm: 500, nmAt: '1600-4500', accel: 4.5, top: 250, kmpl: 10, drive: 'RWD', price: 9_000_000, from: 2019 },
        ],
      },
      {
        name: 'M4',
        body: 'Coupe',
        weight: 0.6,
        seats: 4,
        doors: 2,
        dims: [4794, 1887, 1393, 2857, 440, 59, 1725, 115],
        variants: [
          { name: 'Competition', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L Inline-6 Twin-Turbo Petrol', cc: 2993, bhp: 503, bhpAt: '6250', nm: 650, nmAt: '2750-5500', accel: 3.9, top: 290, kmpl: 9, drive: 'RWD', price: 14_400_000, from: 2021, to: 2023 },
          { name: 'Competition xDrive', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L Inline-6 Twin-Turbo Petrol', cc: 2993, bhp: 503, bhpAt: '6250', nm: 650, nmAt: '2750-5500', accel: 3.5, top: 290, kmpl: 9, drive: 'AWD', price: 15_300_000, from: 2022 },
        ],
      },
    ],
  },
  {
    name: 'Audi',
    slug: 'audi',
    country: 'Germany',
    depreciation: 0.11,
    equipment: {
      headlamps: ['LED', 'Matrix LED', 'HD Matrix LED with Audi laser light'],
      infotainment: 'MMI touch response',
      screens: [8.8, 10.1],
      clusterIn: 12.3,
      sound: ['Audi Sound System', 'Bang & Olufsen 3D Premium Sound', 'Bang & Olufsen 3D Advanced Sound'],
      speakers: [10, 19, 23],
      upholstery: ['Leather/leatherette combination', 'Valcona leather', 'Valcona leather with diamond stitching'],
      connected: 'myAudi Connect',
      ambient: '30-colour',
      suspension: ['Five-link', 'Five-link'],
      gearbox: { auto: 'Tiptronic automatic', dct: 'S tronic dual-clutch', manual: 'manual' },
      gears: { auto: 8, dct: 7, manual: 6 },
      driveModes: 'Audi drive select: Comfort, Auto, Dynamic, Efficiency, Individual',
      adas: true,
      spare: 'Space saver',
      warranty: { years: 2, km: 'Unlimited', roadsideYears: 2, service: 'Audi Service Plan (optional)', intervalKm: 15000 },
    },
    palette: [
      p('Mythos Black', '121314', 'Black'),
      p('Glacier White', 'f1f1ee', 'White'),
      p('Ibis White', 'f6f6f3', 'White'),
      p('Daytona Grey', '4f5256', 'Grey'),
      p('Manhattan Grey', '63666a', 'Grey'),
      p('Floret Silver', 'b6b8b9', 'Silver'),
      p('Navarra Blue', '213a6b', 'Blue'),
      p('Ultra Blue', '2d4e8a', 'Blue'),
      p('Tango Red', 'a3101a', 'Red'),
      p('District Green', '3d4b3c', 'Green'),
    ],
    models: [
      {
        name: 'A4',
        body: 'Sedan',
        weight: 9,
        ckd: true,
        dims: [4762, 1847, 1433, 2820, 460, 54, 1555, 165],
        variants: [
          { name: '35 TDI Premium Plus', fuel: 'Diesel', trans: 'DCT', engine: '2.0L Inline-4 Turbo Diesel', cc: 1968, bhp: 188, bhpAt: '3800-4200', nm: 400, nmAt: '1750-3250', accel: 7.7, top: 235, kmpl: 18.25, drive: 'FWD', price: 4_300_000, from: 2014, to: 2020 },
          { name: '35 TFSI Premium Plus', fuel: 'Petrol', trans: 'DCT', engine: '1.4L Inline-4 Turbo Petrol', cc: 1395, bhp: 148, bhpAt: '5000-6000', nm: 250, nmAt: '1500-3500', accel: 8.5, top: 210, kmpl: 17.84, drive: 'FWD', price: 4_100_000, from: 2017, to: 2020 },
          { name: '40 TFSI Premium Plus', fuel: 'Petrol', trans: 'DCT', engine: '2.0L Inline-4 Turbo Petrol', cc: 1984, bhp: 201, bhpAt: '4475-6000', nm: 320, nmAt: '1450-4475', accel: 7.1, top: 241, kmpl: 17.4, drive: 'FWD', price: 4_600_000, from: 2021, elec: { kind: 'mild', motorKw: 9 } },
          { name: '40 TFSI Technology', fuel: 'Petrol', trans: 'DCT', engine: '2.0L Inline-4 Turbo Petrol', cc: 1984, bhp: 201, bhpAt: '4475-6000', nm: 320, nmAt: '1450-4475', accel: 7.1, top: 241, kmpl: 17.4, drive: 'FWD', price: 5_100_000, from: 2021, elec: { kind: 'mild', motorKw: 9 } },
        ],
      },
      {
        name: 'A6',
        body: 'Sedan',
        weight: 6,
        ckd: true,
        dims: [4939, 1886, 1457, 2924, 530, 73, 1710, 160],
        variants: [
          { name: '35 TDI Matrix', fuel: 'Diesel', trans: 'DCT', engine: '2.0L Inline-4 Turbo Diesel', cc: 1968, bhp: 187, bhpAt: '3800-4200', nm: 400, nmAt: '1750-3000', accel: 8.2, top: 230, kmpl: 17.68, drive: 'FWD', price: 5_500_000, from: 2014, to: 2019 },
          { name: '45 TFSI Premium Plus', fuel: 'Petrol', trans: 'DCT', engine: '2.0L Inline-4 Turbo Petrol', cc: 1984, bhp: 241, bhpAt: '5000-6500', nm: 370, nmAt: '1600-4500', accel: 6.8, top: 250, kmpl: 14.11, drive: 'FWD', price: 6_400_000, from: 2019, elec: { kind: 'mild', motorKw: 9 } },
          { name: '45 TFSI Technology', fuel: 'Petrol', trans: 'DCT', engine: '2.0L Inline-4 Turbo Petrol', cc: 1984, bhp: 241, bhpAt: '5000-6500', nm: 370, nmAt: '1600-4500', accel: 6.8, top: 250, kmpl: 14.11, drive: 'FWD', price: 6_900_000, from: 2019, elec: { kind: 'mild', motorKw: 9 } },
        ],
      },
      {
        name: 'A8 L',
        body: 'Sedan',
        weight: 1.2,
        air: true,
        dims: [5302, 1945, 1488, 3128, 505, 82, 2020, 140],
        variants: [
          { name: '50 TDI quattro', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L V6 Turbo Diesel', cc: 2967, bhp: 282, bhpAt: '3750-4000', nm: 600, nmAt: '1250-3250', accel: 5.9, top: 250, kmpl: 13, drive: 'AWD', price: 11_500_000, from: 2014, to: 2019 },
          { name: '55 TFSI quattro', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L V6 Turbo Petrol', cc: 2995, bhp: 335, bhpAt: '5000-6400', nm: 500, nmAt: '1370-4500', accel: 5.7, top: 250, kmpl: 10, drive: 'AWD', price: 13_000_000, from: 2020, elec: { kind: 'mild', motorKw: 12 } },
          { name: '55 TFSI quattro Technology', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L V6 Turbo Petrol', cc: 2995, bhp: 335, bhpAt: '5000-6400', nm: 500, nmAt: '1370-4500', accel: 5.7, top: 250, kmpl: 10, drive: 'AWD', price: 16_300_000, from: 2022, elec: { kind: 'mild', motorKw: 12 } },
        ],
      },
      {
        name: 'Q3',
        body: 'SUV',
        weight: 6,
        ckd: true,
        dims: [4484, 1849, 1616, 2680, 530, 60, 1630, 170],
        variants: [
          { name: '35 TDI quattro Premium Plus', fuel: 'Diesel', trans: 'DCT', engine: '2.0L Inline-4 Turbo Diesel', cc: 1968, bhp: 174, bhpAt: '4200', nm: 380, nmAt: '1750-2500', accel: 8.2, top: 212, kmpl: 15.73, drive: 'AWD', price: 3_700_000, from: 2014, to: 2019 },
          { name: '40 TFSI quattro Premium Plus', fuel: 'Petrol', trans: 'DCT', engine: '2.0L Inline-4 Turbo Petrol', cc: 1984, bhp: 187, bhpAt: '4200-6000', nm: 320, nmAt: '1500-4100', accel: 7.3, top: 222, kmpl: 13, drive: 'AWD', price: 4_400_000, from: 2022 },
          { name: '40 TFSI quattro Technology', fuel: 'Petrol', trans: 'DCT', engine: '2.0L Inline-4 Turbo Petrol', cc: 1984, bhp: 187, bhpAt: '4200-6000', nm: 320, nmAt: '1500-4100', accel: 7.3, top: 222, kmpl: 13, drive: 'AWD', price: 5_000_000, from: 2022 },
        ],
      },
      {
        name: 'Q5',
        body: 'SUV',
        weight: 7,
        ckd: true,
        dims: [4682, 1893, 1659, 2819, 520, 70, 1880, 200],
        variants: [
          { name: '40 TDI quattro Technology', fuel: 'Diesel', trans: 'DCT', engine: '2.0L Inline-4 Turbo Diesel', cc: 1968, bhp: 188, bhpAt: '3800-4200', nm: 400, nmAt: '1750-3000', accel: 7.9, top: 218, kmpl: 17.01, drive: 'AWD', price: 5_500_000, from: 2014, to: 2020 },
          { name: '45 TFSI quattro Premium Plus', fuel: 'Petrol', trans: 'DCT', engine: '2.0L Inline-4 Turbo Petrol', cc: 1984, bhp: 261, bhpAt: '5000-6000', nm: 370, nmAt: '1600-4500', accel: 6.1, top: 237, kmpl: 13.47, drive: 'AWD', price: 6_500_000, from: 2021, elec: { kind: 'mild', motorKw: 9 } },
          { name: '45 TFSI quattro Technology', fuel: 'Petrol', trans: 'DCT', engine: '2.0L Inline-4 Turbo Petrol', cc: 1984, bhp: 261, bhpAt: '5000-6000', nm: 370, nmAt: '1600-4500', accel: 6.1, top: 237, kmpl: 13.47, drive: 'AWD', price: 7_100_000, from: 2021, elec: { kind: 'mild', motorKw: 9 } },
        ],
      },
      {
        name: 'Q7',
        body: 'SUV',
        weight: 4,
        ckd: true,
        seats: 7,
        dims: [5063, 1970, 1741, 2995, 295, 85, 2135, 200],
        variants: [
          { name: '45 TDI quattro Technology', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L V6 Turbo Diesel', cc: 2967, bhp: 241, bhpAt: '3250-4500', nm: 600, nmAt: '1500-3000', accel: 6.5, top: 234, kmpl: 14.75, drive: 'AWD', price: 7_800_000, from: 2014, to: 2019 },
          { name: '40 TFSI quattro', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1984, bhp: 248, bhpAt: '5000-6000', nm: 370, nmAt: '1600-4500', accel: 7.1, top: 234, kmpl: 11.68, drive: 'AWD', price: 7_200_000, from: 2019, to: 2020 },
          { name: '55 TFSI quattro Premium Plus', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L V6 Turbo Petrol', cc: 2995, bhp: 335, bhpAt: '5200-6400', nm: 500, nmAt: '1370-4500', accel: 5.9, top: 250, kmpl: 11, drive: 'AWD', price: 8_600_000, from: 2022, elec: { kind: 'mild', motorKw: 12 } },
          { name: '55 TFSI quattro Technology', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L V6 Turbo Petrol', cc: 2995, bhp: 335, bhpAt: '5200-6400', nm: 500, nmAt: '1370-4500', accel: 5.9, top: 250, kmpl: 11, drive: 'AWD', price: 9_400_000, from: 2022, elec: { kind: 'mild', motorKw: 12 } },
        ],
      },
      {
        name: 'Q8',
        body: 'SUV',
        weight: 1.2,
        air: true,
        dims: [4986, 1995, 1705, 2995, 605, 85, 2145, 250],
        variants: [
          { name: '55 TFSI quattro', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L V6 Turbo Petrol', cc: 2995, bhp: 335, bhpAt: '5200-6400', nm: 500, nmAt: '1370-4500', accel: 5.9, top: 250, kmpl: 11, drive: 'AWD', price: 13_300_000, from: 2020, elec: { kind: 'mild', motorKw: 12 } },
          { name: 'RS Q8', fuel: 'Petrol', trans: 'Automatic', engine: '4.0L V8 Twin-Turbo Petrol', cc: 3996, bhp: 592, bhpAt: '6000-6250', nm: 800, nmAt: '2200-4500', accel: 3.8, top: 250, kmpl: 8, drive: 'AWD', price: 21_000_000, from: 2021, elec: { kind: 'mild', motorKw: 12 } },
        ],
      },
      {
        name: 'e-tron',
        body: 'SUV',
        weight: 0.8,
        air: true,
        dims: [4901, 1935, 1629, 2928, 660, 0, 2490, 172],
        variants: [
          { name: '50 quattro', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 308, nm: 540, accel: 6.8, top: 190, drive: 'AWD', price: 10_200_000, from: 2021, elec: { kind: 'battery', kwh: 71, rangeKm: 379, acKw: 11, dcKw: 120 } },
          { name: '55 quattro', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 402, nm: 664, accel: 5.7, top: 200, drive: 'AWD', price: 11_900_000, from: 2021, elec: { kind: 'battery', kwh: 95, rangeKm: 484, acKw: 11, dcKw: 150 } },
        ],
      },
      {
        name: 'e-tron GT',
        body: 'Sedan',
        weight: 0.4,
        seats: 4,
        air: true,
        dims: [4989, 1964, 1413, 2900, 405, 0, 2276, 130],
        variants: [
          { name: 'quattro', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 522, nm: 630, accel: 4.1, top: 245, drive: 'AWD', price: 18_000_000, from: 2021, gears: 2, elec: { kind: 'battery', kwh: 93.4, rangeKm: 500, acKw: 11, dcKw: 270 } },
          { name: 'RS', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 637, nm: 830, accel: 3.3, top: 250, drive: 'AWD', price: 20_500_000, from: 2021, gears: 2, elec: { kind: 'battery', kwh: 93.4, rangeKm: 481, acKw: 11, dcKw: 270 } },
        ],
      },
      {
        name: 'R8',
        body: 'Coupe',
        weight: 0.3,
        seats: 2,
        doors: 2,
        dims: [4429, 1940, 1240, 2650, 112, 73, 1595, 110],
        variants: [
          { name: 'V10 Plus quattro', fuel: 'Petrol', trans: 'DCT', engine: '5.2L V10 Petrol', cc: 5204, bhp: 602, bhpAt: '8250', nm: 560, nmAt: '6500', accel: 3.2, top: 330, kmpl: 5.7, drive: 'AWD', price: 25_000_000, from: 2016, to: 2021 },
          { name: 'V10 Performance RWD', fuel: 'Petrol', trans: 'DCT', engine: '5.2L V10 Petrol', cc: 5204, bhp: 562, bhpAt: '8000', nm: 550, nmAt: '6400', accel: 3.7, top: 329, kmpl: 5.9, drive: 'RWD', price: 23_000_000, from: 2022 },
          { name: 'V10 Performance quattro', fuel: 'Petrol', trans: 'DCT', engine: '5.2L V10 Petrol', cc: 5204, bhp: 602, bhpAt: '8100', nm: 560, nmAt: '6400', accel: 3.1, top: 331, kmpl: 5.7, drive: 'AWD', price: 25_500_000, from: 2022 },
        ],
      },
    ],
  },
  {
    name: 'Porsche',
    slug: 'porsche',
    country: 'Germany',
    depreciation: 0.08,
    equipment: {
      headlamps: ['LED', 'LED Matrix (PDLS Plus)', 'HD Matrix LED'],
      infotainment: 'Porsche Communication Management (PCM)',
      screens: [10.9, 10.9],
      clusterIn: 12.6,
      sound: ['BOSE Surround Sound', 'BOSE Surround Sound', 'Burmester 3D High-End Surround Sound'],
      speakers: [14, 14, 21],
      upholstery: ['Partial leather', 'Smooth-finish leather', 'Club leather'],
      connected: 'Porsche Connect',
      ambient: '7-colour',
      suspension: ['Double wishbone', 'Multi-link'],
      gearbox: { auto: 'Tiptronic S automatic', dct: 'PDK dual-clutch', manual: 'manual' },
      gears: { auto: 8, dct: 8, manual: 6 },
      driveModes: 'Normal, Sport, Sport Plus, Individual',
      adas: true,
      spare: 'Tyre repair kit',
      warranty: { years: 2, km: 'Unlimited', roadsideYears: 2, service: 'Porsche Service Package (optional)', intervalKm: 30000 },
    },
    palette: [
      p('Jet Black', '0f0f10', 'Black'),
      p('Carrara White', 'eeece6', 'White'),
      p('White', 'f5f5f2', 'White'),
      p('GT Silver', 'bdbfc0', 'Silver'),
      p('Chalk', 'd8d5cc', 'Grey'),
      p('Volcano Grey', '58595b', 'Grey'),
      p('Gentian Blue', '1d3a75', 'Blue'),
      p('Carmine Red', 'b1101e', 'Red'),
      p('Python Green', '6e8b3d', 'Green'),
      p('Mahogany', '4a2621', 'Brown'),
    ],
    models: [
      {
        name: '911',
        body: 'Coupe',
        weight: 0.8,
        seats: 4,
        doors: 2,
        suspension: ['MacPherson strut', 'Multi-link'],
        dims: [4519, 1852, 1298, 2450, 132, 64, 1505, 110],
        variants: [
          { name: 'Carrera 4S', fuel: 'Petrol', trans: 'DCT', engine: '3.0L Flat-6 Twin-Turbo Petrol', cc: 2981, bhp: 414, bhpAt: '6500', nm: 500, nmAt: '1700-5000', accel: 4.0, top: 303, kmpl: 9, drive: 'AWD', price: 15_500_000, from: 2015, to: 2018, gears: 7 },
          { name: 'Carrera', fuel: 'Petrol', trans: 'DCT', engine: '3.0L Flat-6 Twin-Turbo Petrol', cc: 2981, bhp: 380, bhpAt: '6500', nm: 450, nmAt: '1950-5000', accel: 4.2, top: 293, kmpl: 9, drive: 'RWD', price: 18_600_000, from: 2020 },
          { name: 'Carrera S', fuel: 'Petrol', trans: 'DCT', engine: '3.0L Flat-6 Twin-Turbo Petrol', cc: 2981, bhp: 444, bhpAt: '6500', nm: 530, nmAt: '2300-5000', accel: 3.7, top: 308, kmpl: 8.9, drive: 'RWD', price: 19_900_000, from: 2019 },
          { name: 'Turbo S', fuel: 'Petrol', trans: 'DCT', engine: '3.7L Flat-6 Twin-Turbo Petrol', cc: 3745, bhp: 641, bhpAt: '6750', nm: 800, nmAt: '2500-4000', accel: 2.7, top: 330, kmpl: 8, drive: 'AWD', price: 33_500_000, from: 2021 },
        ],
      },
      {
        name: 'Macan',
        body: 'SUV',
        weight: 1.8,
        dims: [4726, 1922, 1621, 2807, 488, 65, 1865, 190],
        variants: [
          { name: 'Macan S Diesel', fuel: 'Diesel', trans: 'DCT', engine: '3.0L V6 Turbo Diesel', cc: 2967, bhp: 254, bhpAt: '4000-4250', nm: 580, nmAt: '1750-2500', accel: 6.3, top: 230, kmpl: 14, drive: 'AWD', price: 8_000_000, from: 2014, to: 2018, gears: 7 },
          { name: 'Macan', fuel: 'Petrol', trans: 'DCT', engine: '2.0L Inline-4 Turbo Petrol', cc: 1984, bhp: 261, bhpAt: '5000-6500', nm: 400, nmAt: '1800-4500', accel: 6.4, top: 232, kmpl: 11.24, drive: 'AWD', price: 8_800_000, from: 2016, gears: 7 },
          { name: 'Macan S', fuel: 'Petrol', trans: 'DCT', engine: '2.9L V6 Twin-Turbo Petrol', cc: 2894, bhp: 375, bhpAt: '5500-6000', nm: 520, nmAt: '1850-5000', accel: 4.8, top: 259, kmpl: 10.5, drive: 'AWD', price: 10_000_000, from: 2019, gears: 7 },
          { name: 'Macan GTS', fuel: 'Petrol', trans: 'DCT', engine: '2.9L V6 Twin-Turbo Petrol', cc: 2894, bhp: 434, bhpAt: '5700-6600', nm: 550, nmAt: '1900-5600', accel: 4.5, top: 272, kmpl: 10, drive: 'AWD', price: 13_500_000, from: 2020, gears: 7 },
        ],
      },
      {
        name: 'Cayenne',
        body: 'SUV',
        weight: 1.8,
        air: true,
        dims: [4930, 1983, 1698, 2895, 772, 75, 2055, 210],
        variants: [
          { name: 'Cayenne Diesel', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L V6 Turbo Diesel', cc: 2967, bhp: 241, bhpAt: '3800-4400', nm: 550, nmAt: '1750-2750', accel: 7.3, top: 221, kmpl: 14, drive: 'AWD', price: 8_300_000, from: 2014, to: 2017 },
          { name: 'Cayenne', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L V6 Turbo Petrol', cc: 2995, bhp: 348, bhpAt: '5400-6400', nm: 500, nmAt: '1340-5300', accel: 6.0, top: 248, kmpl: 9.5, drive: 'AWD', price: 13_600_000, from: 2018 },
          { name: 'Cayenne E-Hybrid', fuel: 'Hybrid', trans: 'Automatic', engine: '3.0L V6 Turbo Petrol Plug-in Hybrid', cc: 2995, bhp: 463, bhpAt: '5250-6400', nm: 650, nmAt: '1000-3750', accel: 5.0, top: 254, kmpl: 22, drive: 'AWD', price: 15_500_000, from: 2021, elec: { kind: 'plug-in', motorKw: 100, kwh: 17.9, rangeKm: 44, acKw: 7.2 } },
          { name: 'Cayenne Turbo GT', fuel: 'Petrol', trans: 'Automatic', engine: '4.0L V8 Twin-Turbo Petrol', cc: 3996, bhp: 631, bhpAt: '6000', nm: 850, nmAt: '2300-4500', accel: 3.3, top: 300, kmpl: 7, drive: 'AWD', price: 23_000_000, from: 2021 },
        ],
      },
      {
        name: 'Panamera',
        body: 'Sedan',
        weight: 0.8,
        air: true,
        dims: [5049, 1937, 1423, 2950, 494, 75, 1980, 130],
        variants: [
          { name: 'Panamera Diesel', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L V6 Turbo Diesel', cc: 2967, bhp: 296, bhpAt: '4000', nm: 650, nmAt: '1750-2750', accel: 6.0, top: 259, kmpl: 14, drive: 'RWD', price: 9_200_000, from: 2014, to: 2016 },
          { name: 'Panamera 4', fuel: 'Petrol', trans: 'DCT', engine: '2.9L V6 Twin-Turbo Petrol', cc: 2894, bhp: 325, bhpAt: '5650-6600', nm: 450, nmAt: '1750-5500', accel: 5.3, top: 270, kmpl: 9, drive: 'AWD', price: 16_500_000, from: 2017 },
          { name: 'Panamera 4 E-Hybrid', fuel: 'Hybrid', trans: 'DCT', engine: '2.9L V6 Twin-Turbo Petrol Plug-in Hybrid', cc: 2894, bhp: 456, bhpAt: '6000', nm: 700, nmAt: '1100-4500', accel: 4.4, top: 280, kmpl: 20, drive: 'AWD', price: 17_500_000, from: 2020, elec: { kind: 'plug-in', motorKw: 100, kwh: 17.9, rangeKm: 50, acKw: 7.2 } },
          { name: 'Panamera GTS', fuel: 'Petrol', trans: 'DCT', engine: '4.0L V8 Twin-Turbo Petrol', cc: 3996, bhp: 473, bhpAt: '6000-6500', nm: 620, nmAt: '1800-4900', accel: 3.9, top: 300, kmpl: 8, drive: 'AWD', price: 20_400_000, from: 2019 },
        ],
      },
      {
        name: 'Taycan',
        body: 'Sedan',
        weight: 0.5,
        seats: 4,
        air: true,
        dims: [4963, 1966, 1379, 2900, 407, 0, 2295, 130],
        variants: [
          { name: 'Taycan', fuel: 'Electric', trans: 'Automatic', engine: 'Single Electric Motor', cc: 0, bhp: 402, nm: 345, accel: 5.4, top: 230, drive: 'RWD', price: 15_000_000, from: 2022, gears: 2, elec: { kind: 'battery', kwh: 79.2, rangeKm: 484, acKw: 11, dcKw: 225 } },
          { name: 'Taycan 4S', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 522, nm: 640, accel: 4.0, top: 250, drive: 'AWD', price: 16_000_000, from: 2021, gears: 2, elec: { kind: 'battery', kwh: 79.2, rangeKm: 463, acKw: 11, dcKw: 225 } },
          { name: 'Taycan Turbo S', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 750, nm: 1050, accel: 2.8, top: 260, drive: 'AWD', price: 23_000_000, from: 2021, gears: 2, elec: { kind: 'battery', kwh: 93.4, rangeKm: 412, acKw: 11, dcKw: 270 } },
        ],
      },
      {
        name: '718 Boxster',
        body: 'Convertible',
        weight: 0.5,
        seats: 2,
        doors: 2,
        suspension: ['MacPherson strut', 'MacPherson strut'],
        dims: [4379, 1801, 1281, 2475, 270, 64, 1405, 110],
        variants: [
          { name: '718 Boxster', fuel: 'Petrol', trans: 'DCT', engine: '2.0L Flat-4 Turbo Petrol', cc: 1988, bhp: 296, bhpAt: '6500', nm: 380, nmAt: '2150-4500', accel: 5.1, top: 275, kmpl: 11, drive: 'RWD', price: 14_400_000, from: 2017, gears: 7 },
          { name: '718 Boxster GTS 4.0', fuel: 'Petrol', trans: 'DCT', engine: '4.0L Flat-6 Petrol', cc: 3995, bhp: 394, bhpAt: '7000', nm: 420, nmAt: '5000-6500', accel: 4.5, top: 293, kmpl: 9, drive: 'RWD', price: 16_300_000, from: 2021, gears: 7 },
        ],
      },
    ],
  },
  {
    name: 'Land Rover',
    slug: 'land-rover',
    country: 'United Kingdom',
    depreciation: 0.1,
    equipment: {
      headlamps: ['LED', 'Matrix LED', 'Pixel LED'],
      infotainment: 'Pivi Pro',
      screens: [11.4, 13.1],
      clusterIn: 13.7,
      sound: ['Meridian Sound System', 'Meridian Surround Sound System', 'Meridian Signature Sound System'],
      speakers: [11, 16, 35],
      upholstery: ['Grained leather', 'Windsor leather', 'Semi-aniline leather'],
      connected: 'InControl Remote',
      ambient: '30-colour configurable',
      suspension: ['Double wishbone', 'Integral link'],
      gearbox: { auto: 'ZF automatic', dct: 'dual-clutch', manual: 'manual' },
      gears: { auto: 8, dct: 7, manual: 6 },
      driveModes: 'Terrain Response 2: Comfort, Grass/Gravel/Snow, Mud/Ruts, Sand, Rock Crawl',
      adas: true,
      spare: 'Full-size spare',
      warranty: { years: 3, km: 'Unlimited', roadsideYears: 3, service: 'Land Rover Service Plan, 5 years (optional)', intervalKm: 26000 },
    },
    palette: [
      p('Santorini Black', '141516', 'Black'),
      p('Fuji White', 'f3f3ef', 'White'),
      p('Ostuni Pearl White', 'ebe9e1', 'White'),
      p('Eiger Grey', '5e6062', 'Grey'),
      p('Carpathian Grey', '3f4143', 'Grey'),
      p('Silicon Silver', 'a8aaad', 'Silver'),
      p('Portofino Blue', '1e2c4f', 'Blue'),
      p('Firenze Red', '9b1b1f', 'Red'),
      p('Pangea Green', '4d5a42', 'Green'),
      p('Gondwana Stone', '8a8272', 'Beige'),
      p('Lantau Bronze', '6e5746', 'Brown'),
    ],
    models: [
      {
        name: 'Range Rover',
        body: 'SUV',
        weight: 1.3,
        ckd: true,
        air: true,
        contrastRoof: true,
        dims: [5052, 2047, 1870, 2997, 818, 90, 2550, 219],
        variants: [
          { name: '4.4 SDV8 Vogue', fuel: 'Diesel', trans: 'Automatic', engine: '4.4L V8 Twin-Turbo Diesel', cc: 4367, bhp: 335, bhpAt: '3500', nm: 740, nmAt: '1750-3000', accel: 6.9, top: 218, kmpl: 11, drive: '4WD', price: 18_000_000, from: 2014, to: 2021 },
          { name: '3.0 D350 HSE', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Diesel', cc: 2997, bhp: 346, bhpAt: '4000', nm: 700, nmAt: '1500-3000', accel: 6.1, top: 234, kmpl: 12, drive: '4WD', price: 23_800_000, from: 2022, elec: { kind: 'mild', motorKw: 18 } },
          { name: '3.0 P400 HSE LWB', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Petrol', cc: 2996, bhp: 394, bhpAt: '5500', nm: 550, nmAt: '2000-5000', accel: 5.9, top: 242, kmpl: 9.5, drive: '4WD', price: 24_600_000, from: 2022, elec: { kind: 'mild', motorKw: 18 } },
          { name: '4.4 P530 Autobiography LWB', fuel: 'Petrol', trans: 'Automatic', engine: '4.4L V8 Twin-Turbo Petrol', cc: 4395, bhp: 523, bhpAt: '5500-6000', nm: 750, nmAt: '1850-4600', accel: 4.6, top: 250, kmpl: 8, drive: '4WD', price: 30_000_000, from: 2022 },
        ],
      },
      {
        name: 'Range Rover Sport',
        body: 'SUV',
        weight: 1.8,
        ckd: true,
        air: true,
        contrastRoof: true,
        dims: [4946, 2047, 1820, 2997, 647, 80, 2350, 216],
        variants: [
          { name: 'SDV6 HSE', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L V6 Turbo Diesel', cc: 2993, bhp: 254, bhpAt: '4000', nm: 600, nmAt: '2000', accel: 7.3, top: 209, kmpl: 12.6, drive: '4WD', price: 11_500_000, from: 2014, to: 2022 },
          { name: 'D350 Dynamic SE', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Diesel', cc: 2997, bhp: 346, bhpAt: '4000', nm: 700, nmAt: '1500-3000', accel: 5.9, top: 234, kmpl: 12, drive: '4WD', price: 16_400_000, from: 2023, elec: { kind: 'mild', motorKw: 18 } },
          { name: 'P400 Dynamic SE', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Petrol', cc: 2996, bhp: 394, bhpAt: '5500', nm: 550, nmAt: '2000-5000', accel: 5.9, top: 242, kmpl: 10, drive: '4WD', price: 16_500_000, from: 2023, elec: { kind: 'mild', motorKw: 18 } },
        ],
      },
      {
        name: 'Range Rover Velar',
        body: 'SUV',
        weight: 1.8,
        ckd: true,
        contrastRoof: true,
        dims: [4797, 2041, 1678, 2874, 632, 82, 1990, 213],
        variants: [
          { name: 'D180 R-Dynamic S', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1999, bhp: 178, bhpAt: '4000', nm: 430, nmAt: '1750-2500', accel: 8.9, top: 209, kmpl: 15, drive: 'AWD', price: 7_500_000, from: 2018, to: 2022 },
          { name: 'P250 R-Dynamic S', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1997, bhp: 247, bhpAt: '5500', nm: 365, nmAt: '1300-4500', accel: 6.7, top: 217, kmpl: 10, drive: 'AWD', price: 7_800_000, from: 2018, to: 2022 },
          { name: 'P250 Dynamic HSE', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1997, bhp: 247, bhpAt: '5500', nm: 365, nmAt: '1300-4500', accel: 7.5, top: 217, kmpl: 10, drive: 'AWD', price: 8_700_000, from: 2023 },
          { name: 'D200 Dynamic HSE', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1997, bhp: 201, bhpAt: '3750', nm: 430, nmAt: '1750-2500', accel: 8.3, top: 210, kmpl: 15.8, drive: 'AWD', price: 8_800_000, from: 2023, elec: { kind: 'mild', motorKw: 18 } },
        ],
      },
      {
        name: 'Range Rover Evoque',
        body: 'SUV',
        weight: 2.6,
        ckd: true,
        contrastRoof: true,
        dims: [4371, 1996, 1649, 2681, 591, 67, 1800, 212],
        variants: [
          { name: 'SE R-Dynamic', fuel: 'Diesel', trans: 'Automatic', engine: '2.2L Inline-4 Turbo Diesel', cc: 2179, bhp: 187, bhpAt: '3500', nm: 420, nmAt: '1750', accel: 8.4, top: 195, kmpl: 15, drive: 'AWD', price: 5_000_000, from: 2014, to: 2019, gears: 9 },
          { name: 'P250 Dynamic SE', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1997, bhp: 247, bhpAt: '5500', nm: 365, nmAt: '1300-4500', accel: 7, top: 230, kmpl: 11, drive: 'AWD', price: 6_700_000, from: 2020, gears: 9 },
          { name: 'D200 Dynamic SE', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1997, bhp: 201, bhpAt: '3750', nm: 430, nmAt: '1750-2500', accel: 8.5, top: 213, kmpl: 14, drive: 'AWD', price: 6_800_000, from: 2021, gears: 9, elec: { kind: 'mild', motorKw: 18 } },
        ],
      },
      {
        name: 'Defender',
        body: 'SUV',
        weight: 2.2,
        air: true,
        contrastRoof: true,
        dims: [5018, 2008, 1967, 3022, 857, 90, 2300, 291],
        variants: [
          { name: '90 P300 X-Dynamic HSE', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1997, bhp: 296, bhpAt: '5500', nm: 400, nmAt: '1500-4000', accel: 7.1, top: 191, kmpl: 8.7, drive: '4WD', price: 9_400_000, from: 2020, doors: 3 },
          { name: '110 P300 X-Dynamic HSE', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1997, bhp: 296, bhpAt: '5500', nm: 400, nmAt: '1500-4000', accel: 7.4, top: 191, kmpl: 8.5, drive: '4WD', price: 9_800_000, from: 2020 },
          { name: '110 D300 X-Dynamic HSE', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L Inline-6 Turbo Diesel', cc: 2997, bhp: 296, bhpAt: '4000', nm: 650, nmAt: '1500-2500', accel: 6.7, top: 191, kmpl: 12, drive: '4WD', price: 10_600_000, from: 2022, elec: { kind: 'mild', motorKw: 18 } },
          { name: '110 P525 V8', fuel: 'Petrol', trans: 'Automatic', engine: '5.0L V8 Supercharged Petrol', cc: 5000, bhp: 518, bhpAt: '6000-6500', nm: 625, nmAt: '2500-5500', accel: 5.2, top: 240, kmpl: 6, drive: '4WD', price: 19_500_000, from: 2022 },
        ],
      },
      {
        name: 'Discovery Sport',
        body: 'SUV',
        weight: 2.6,
        ckd: true,
        seats: 7,
        dims: [4597, 2069, 1727, 2741, 157, 65, 1900, 212],
        variants: [
          { name: 'TD4 HSE', fuel: 'Diesel', trans: 'Automatic', engine: '2.2L Inline-4 Turbo Diesel', cc: 2179, bhp: 187, bhpAt: '3500', nm: 420, nmAt: '1750', accel: 8.9, top: 188, kmpl: 15.9, drive: 'AWD', price: 4_800_000, from: 2015, to: 2019, gears: 9 },
          { name: 'P250 Dynamic SE', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1997, bhp: 247, bhpAt: '5500', nm: 365, nmAt: '1300-4500', accel: 8, top: 225, kmpl: 10.5, drive: 'AWD', price: 6_700_000, from: 2021, gears: 9 },
          { name: 'D200 Dynamic SE', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1997, bhp: 201, bhpAt: '3750', nm: 430, nmAt: '1750-2500', accel: 9.2, top: 212, kmpl: 13, drive: 'AWD', price: 6_800_000, from: 2021, gears: 9, elec: { kind: 'mild', motorKw: 18 } },
        ],
      },
    ],
  },
  {
    name: 'Jaguar',
    slug: 'jaguar',
    country: 'United Kingdom',
    depreciation: 0.13,
    equipment: {
      headlamps: ['LED', 'Matrix LED', 'Pixel LED'],
      infotainment: 'Pivi Pro',
      screens: [10, 11.4],
      clusterIn: 12.3,
      sound: ['Meridian Sound System', 'Meridian Surround Sound System', 'Meridian Surround Sound System'],
      speakers: [11, 12, 17],
      upholstery: ['Grained leather', 'Windsor leather', 'Windsor leather'],
      connected: 'InControl Remote',
      ambient: 'Configurable ambient lighting',
      suspension: ['Double wishbone', 'Integral link'],
      gearbox: { auto: 'ZF automatic', dct: 'dual-clutch', manual: 'manual' },
      gears: { auto: 8, dct: 7, manual: 6 },
      driveModes: 'JaguarDrive Control: Comfort, Eco, Dynamic, Rain/Ice/Snow',
      adas: true,
      spare: 'Space saver',
      warranty: { years: 3, km: 'Unlimited', roadsideYears: 3, service: 'Jaguar Service Plan (optional)', intervalKm: 26000 },
    },
    palette: [
      p('Santorini Black', '131415', 'Black'),
      p('Fuji White', 'f2f2ee', 'White'),
      p('Eiger Grey', '5f6163', 'Grey'),
      p('Carpathian Grey', '404245', 'Grey'),
      p('Hakuba Silver', 'b3b5b7', 'Silver'),
      p('Portofino Blue', '1f2d50', 'Blue'),
      p('Bluefire Blue', '2a4f8f', 'Blue'),
      p('Caldera Red', '8e1a1c', 'Red'),
      p('British Racing Green', '1b3a2a', 'Green'),
    ],
    models: [
      {
        name: 'XE',
        body: 'Sedan',
        weight: 1.8,
        ckd: true,
        dims: [4678, 1850, 1416, 2835, 410, 56, 1560, 125],
        variants: [
          { name: '2.0 Petrol Portfolio', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1999, bhp: 197, bhpAt: '5500', nm: 320, nmAt: '1200-4500', accel: 7.7, top: 237, kmpl: 13.6, drive: 'RWD', price: 4_700_000, from: 2016, to: 2019 },
          { name: 'P250 R-Dynamic S', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1997, bhp: 247, bhpAt: '5500', nm: 365, nmAt: '1300-4500', accel: 6.6, top: 250, kmpl: 13, drive: 'RWD', price: 4_800_000, from: 2020, to: 2023 },
          { name: 'D200 R-Dynamic S', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1999, bhp: 177, bhpAt: '4000', nm: 430, nmAt: '1750-2500', accel: 8.4, top: 228, kmpl: 19, drive: 'RWD', price: 4_850_000, from: 2020, to: 2023 },
        ],
      },
      {
        name: 'XF',
        body: 'Sedan',
        weight: 2.2,
        ckd: true,
        dims: [4962, 1880, 1457, 2960, 540, 74, 1715, 127],
        variants: [
          { name: '2.0 Diesel Prestige', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1999, bhp: 177, bhpAt: '4000', nm: 430, nmAt: '1750-2500', accel: 8.4, top: 229, kmpl: 19.3, drive: 'RWD', price: 5_200_000, from: 2014, to: 2020 },
          { name: 'P250 R-Dynamic SE', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1997, bhp: 247, bhpAt: '5500', nm: 365, nmAt: '1300-4500', accel: 6.5, top: 250, kmpl: 13, drive: 'RWD', price: 7_200_000, from: 2021, to: 2024 },
          { name: 'D200 R-Dynamic SE', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1997, bhp: 201, bhpAt: '3750', nm: 430, nmAt: '1750-2500', accel: 7.6, top: 235, kmpl: 17, drive: 'RWD', price: 7_300_000, from: 2021, to: 2024, elec: { kind: 'mild', motorKw: 18 } },
        ],
      },
      {
        name: 'F-Pace',
        body: 'SUV',
        weight: 1.6,
        ckd: true,
        dims: [4747, 2071, 1664, 2874, 613, 82, 1880, 213],
        variants: [
          { name: '20d Prestige', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1999, bhp: 177, bhpAt: '4000', nm: 430, nmAt: '1750-2500', accel: 8.7, top: 208, kmpl: 16, drive: 'AWD', price: 6_200_000, from: 2016, to: 2020 },
          { name: 'P250 R-Dynamic S', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1997, bhp: 247, bhpAt: '5500', nm: 365, nmAt: '1300-4500', accel: 7, top: 217, kmpl: 11, drive: 'AWD', price: 7_500_000, from: 2021 },
          { name: 'D200 R-Dynamic S', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1997, bhp: 201, bhpAt: '3750', nm: 430, nmAt: '1750-2500', accel: 8, top: 210, kmpl: 14, drive: 'AWD', price: 7_700_000, from: 2021, elec: { kind: 'mild', motorKw: 18 } },
          { name: 'SVR', fuel: 'Petrol', trans: 'Automatic', engine: '5.0L V8 Supercharged Petrol', cc: 5000, bhp: 542, bhpAt: '6500', nm: 700, nmAt: '3500-5000', accel: 4, top: 286, kmpl: 7.5, drive: 'AWD', price: 14_800_000, from: 2022 },
        ],
      },
      {
        name: 'F-Type',
        body: 'Coupe',
        weight: 0.6,
        seats: 2,
        doors: 2,
        dims: [4470, 1923, 1311, 2622, 336, 70, 1600, 110],
        variants: [
          { name: '3.0 V6 S Coupe', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L V6 Supercharged Petrol', cc: 2995, bhp: 375, bhpAt: '6500', nm: 460, nmAt: '3500-5000', accel: 4.9, top: 275, kmpl: 9, drive: 'RWD', price: 9_500_000, from: 2014, to: 2019 },
          { name: 'P300 R-Dynamic Coupe', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1997, bhp: 296, bhpAt: '5500', nm: 400, nmAt: '1500-2000', accel: 5.7, top: 250, kmpl: 10, drive: 'RWD', price: 9_800_000, from: 2020, to: 2023 },
          { name: 'P450 R-Dynamic Coupe', fuel: 'Petrol', trans: 'Automatic', engine: '5.0L V8 Supercharged Petrol', cc: 5000, bhp: 444, bhpAt: '6000', nm: 580, nmAt: '2500-5000', accel: 4.6, top: 285, kmpl: 8, drive: 'RWD', price: 12_700_000, from: 2021, to: 2023 },
          { name: 'R Coupe AWD', fuel: 'Petrol', trans: 'Automatic', engine: '5.0L V8 Supercharged Petrol', cc: 5000, bhp: 542, bhpAt: '6500', nm: 680, nmAt: '3500-4000', accel: 3.7, top: 300, kmpl: 7.5, drive: 'AWD', price: 15_300_000, from: 2016, to: 2023 },
        ],
      },
      {
        name: 'I-Pace',
        body: 'SUV',
        weight: 0.5,
        air: true,
        dims: [4682, 2011, 1565, 2990, 656, 0, 2133, 174],
        variants: [
          { name: 'EV400 S', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 394, nm: 696, accel: 4.8, top: 200, drive: 'AWD', price: 10_600_000, from: 2021, elec: { kind: 'battery', kwh: 90, rangeKm: 470, acKw: 11, dcKw: 100 } },
          { name: 'EV400 SE', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 394, nm: 696, accel: 4.8, top: 200, drive: 'AWD', price: 11_300_000, from: 2021, elec: { kind: 'battery', kwh: 90, rangeKm: 470, acKw: 11, dcKw: 100 } },
          { name: 'EV400 HSE', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 394, nm: 696, accel: 4.8, top: 200, drive: 'AWD', price: 11_900_000, from: 2021, elec: { kind: 'battery', kwh: 90, rangeKm: 470, acKw: 11, dcKw: 100 } },
        ],
      },
    ],
  },
  {
    name: 'Volvo',
    slug: 'volvo',
    country: 'Sweden',
    depreciation: 0.11,
    equipment: {
      headlamps: ["LED with Thor's Hammer DRLs", 'Active Bending LED', 'Pixel LED'],
      infotainment: 'Google built-in (Android Automotive)',
      screens: [9, 9],
      clusterIn: 12.3,
      sound: ['High Performance Sound', 'Harman Kardon Premium Sound', 'Bowers & Wilkins Premium Sound'],
      speakers: [10, 14, 19],
      upholstery: ['Leather', 'Nappa leather', 'Ventilated Nappa leather'],
      connected: 'Volvo Cars app',
      ambient: 'Mood lighting',
      suspension: ['Double wishbone', 'Integral link with transverse leaf spring'],
      gearbox: { auto: 'Geartronic automatic', dct: 'dual-clutch', manual: 'manual' },
      gears: { auto: 8, dct: 7, manual: 6 },
      driveModes: 'Comfort, Eco, Dynamic, Off-road',
      adas: true,
      spare: 'Space saver',
      warranty: { years: 3, km: 'Unlimited', roadsideYears: 3, service: 'Volvo Service Package, 3 years', intervalKm: 15000 },
    },
    palette: [
      p('Onyx Black', '17181a', 'Black'),
      p('Crystal White', 'f0f0ec', 'White'),
      p('Thunder Grey', '5a5d60', 'Grey'),
      p('Pebble Grey', '8d8f8c', 'Grey'),
      p('Silver Dawn', 'b9bbbb', 'Silver'),
      p('Denim Blue', '3b5577', 'Blue'),
      p('Fusion Red', '8b1a1f', 'Red'),
      p('Sage Green', '6f7a66', 'Green'),
      p('Bright Dusk', 'b7a993', 'Beige'),
    ],
    models: [
      {
        name: 'S60',
        body: 'Sedan',
        weight: 1.8,
        ckd: true,
        dims: [4761, 1850, 1431, 2872, 442, 60, 1690, 142],
        variants: [
          { name: 'D4 Summum', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1969, bhp: 188, bhpAt: '4250', nm: 400, nmAt: '1750-2500', accel: 7.6, top: 230, kmpl: 20.3, drive: 'FWD', price: 4_000_000, from: 2015, to: 2018 },
          { name: 'T4 Inscription', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1969, bhp: 187, bhpAt: '5000', nm: 300, nmAt: '1700-4000', accel: 7.4, top: 180, kmpl: 13, drive: 'FWD', price: 4_500_000, from: 2021, to: 2022 },
          { name: 'B5 Inscription', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1969, bhp: 247, bhpAt: '5400', nm: 350, nmAt: '1800-4800', accel: 6.4, top: 180, kmpl: 11.7, drive: 'FWD', price: 4_700_000, from: 2023, elec: { kind: 'mild', motorKw: 10 } },
        ],
      },
      {
        name: 'S90',
        body: 'Sedan',
        weight: 2.2,
        ckd: true,
        dims: [4963, 1879, 1443, 3061, 461, 60, 1860, 152],
        variants: [
          { name: 'D4 Inscription', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1969, bhp: 188, bhpAt: '4250', nm: 400, nmAt: '1750-2500', accel: 8.2, top: 230, kmpl: 18, drive: 'FWD', price: 5_500_000, from: 2017, to: 2020 },
          { name: 'B5 Ultimate', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1969, bhp: 247, bhpAt: '5400', nm: 350, nmAt: '1800-4800', accel: 6.9, top: 180, kmpl: 12, drive: 'FWD', price: 6_700_000, from: 2021, elec: { kind: 'mild', motorKw: 10 } },
        ],
      },
      {
        name: 'XC40',
        body: 'SUV',
        weight: 2.8,
        ckd: true,
        dims: [4440, 1863, 1652, 2702, 460, 54, 1700, 211],
        variants: [
          { name: 'D4 R-Design', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1969, bhp: 188, bhpAt: '4000', nm: 400, nmAt: '1750-2500', accel: 7.9, top: 210, kmpl: 17, drive: 'AWD', price: 4_000_000, from: 2018, to: 2020 },
          { name: 'T4 R-Design', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1969, bhp: 187, bhpAt: '5000', nm: 300, nmAt: '1400-4000', accel: 8.4, top: 180, kmpl: 14, drive: 'FWD', price: 4_200_000, from: 2021, to: 2022 },
          { name: 'B4 Ultimate', fuel: 'Petrol', trans: 'DCT', engine: '2.0L Inline-4 Turbo Petrol', cc: 1969, bhp: 194, bhpAt: '4750-5250', nm: 300, nmAt: '1500-4500', accel: 8.4, top: 180, kmpl: 13, drive: 'FWD', price: 4_600_000, from: 2023, elec: { kind: 'mild', motorKw: 10 } },
        ],
      },
      {
        name: 'XC40 Recharge',
        body: 'SUV',
        weight: 0.8,
        ckd: true,
        dims: [4440, 1863, 1647, 2702, 419, 0, 2188, 175],
        variants: [
          { name: 'P8 AWD Ultimate', fuel: 'Electric', trans: 'Automatic', engine: 'Dual Electric Motors', cc: 0, bhp: 402, nm: 660, accel: 4.9, top: 180, drive: 'AWD', price: 5_600_000, from: 2022, elec: { kind: 'battery', kwh: 78, rangeKm: 418, acKw: 11, dcKw: 150 } },
          { name: 'Ultimate Single Motor', fuel: 'Electric', trans: 'Automatic', engine: 'Single Electric Motor', cc: 0, bhp: 235, nm: 420, accel: 7.3, top: 180, drive: 'RWD', price: 5_500_000, from: 2024, elec: { kind: 'battery', kwh: 69, rangeKm: 475, acKw: 11, dcKw: 130 } },
        ],
      },
      {
        name: 'XC60',
        body: 'SUV',
        weight: 3.5,
        ckd: true,
        dims: [4708, 1902, 1658, 2865, 483, 71, 1900, 216],
        variants: [
          { name: 'D4 Inscription', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1969, bhp: 188, bhpAt: '4250', nm: 400, nmAt: '1750-2500', accel: 8.4, top: 205, kmpl: 15, drive: 'FWD', price: 5_300_000, from: 2015, to: 2019 },
          { name: 'D5 Inscription', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Twin-Turbo Diesel', cc: 1969, bhp: 232, bhpAt: '4000', nm: 480, nmAt: '1750-2250', accel: 7.2, top: 220, kmpl: 16, drive: 'AWD', price: 6_000_000, from: 2017, to: 2020 },
          { name: 'B5 Ultimate', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1969, bhp: 247, bhpAt: '5400', nm: 350, nmAt: '1800-4800', accel: 6.9, top: 180, kmpl: 11.2, drive: 'AWD', price: 6_800_000, from: 2021, elec: { kind: 'mild', motorKw: 10 } },
        ],
      },
      {
        name: 'XC90',
        body: 'SUV',
        weight: 2.8,
        ckd: true,
        seats: 7,
        dims: [4953, 1958, 1776, 2984, 302, 71, 2100, 238],
        variants: [
          { name: 'D5 Inscription', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Twin-Turbo Diesel', cc: 1969, bhp: 232, bhpAt: '4000', nm: 480, nmAt: '1750-2250', accel: 7.8, top: 220, kmpl: 17.2, drive: 'AWD', price: 8_800_000, from: 2015, to: 2020 },
          { name: 'T8 Excellence', fuel: 'Hybrid', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol Plug-in Hybrid', cc: 1969, bhp: 400, bhpAt: '6000', nm: 640, nmAt: '2200-5400', accel: 5.6, top: 230, kmpl: 25, drive: 'AWD', price: 14_200_000, from: 2016, to: 2021, seats: 4, elec: { kind: 'plug-in', motorKw: 65, kwh: 11.6, rangeKm: 40, acKw: 3.7 } },
          { name: 'B6 Ultimate', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1969, bhp: 295, bhpAt: '5400', nm: 420, nmAt: '2100-4800', accel: 6.7, top: 180, kmpl: 11, drive: 'AWD', price: 10_100_000, from: 2021, elec: { kind: 'mild', motorKw: 10 } },
        ],
      },
    ],
  },
  {
    name: 'Lexus',
    slug: 'lexus',
    country: 'Japan',
    depreciation: 0.08,
    equipment: {
      headlamps: ['LED', 'Triple-beam LED', 'Adaptive High-beam LED'],
      infotainment: 'Lexus Interface',
      screens: [12.3, 14],
      clusterIn: 12.3,
      sound: ['Pioneer Premium Sound', 'Mark Levinson Premium Surround', 'Mark Levinson Reference 3D Surround'],
      speakers: [10, 17, 23],
      upholstery: ['Leather', 'Semi-aniline leather', 'L-aniline leather'],
      connected: 'Lexus Link',
      ambient: '64-colour',
      suspension: ['MacPherson strut', 'Multi-link'],
      gearbox: { auto: 'automatic', dct: 'dual-clutch', manual: 'manual' },
      gears: { auto: 8, dct: 7, manual: 6 },
      driveModes: 'Eco, Normal, Sport S, Sport S+',
      adas: true,
      spare: 'Space saver',
      warranty: { years: 3, km: 'Unlimited', roadsideYears: 3, service: 'Lexus Service Plan, 3 years / 60,000 km', intervalKm: 10000 },
    },
    palette: [
      p('Graphite Black', '1b1c1e', 'Black'),
      p('Sonic Quartz', 'ecebe6', 'White'),
      p('Sonic Titanium', '8e9092', 'Silver'),
      p('Sonic Chrome', 'b3b5b6', 'Silver'),
      p('Mercury Grey', '55585b', 'Grey'),
      p('Deep Blue Mica', '1c2a4a', 'Blue'),
      p('Red Mica', '7c1420', 'Red'),
      p('Terrane Khaki', '7c7456', 'Green'),
      p('Sonic Copper', '8c5a3c', 'Brown'),
    ],
    models: [
      {
        name: 'ES',
        body: 'Sedan',
        weight: 2,
        ckd: true,
        dims: [4975, 1865, 1445, 2870, 454, 50, 1680, 150],
        variants: [
          { name: 'ES 300h Exquisite', fuel: 'Hybrid', trans: 'Automatic', engine: '2.5L Inline-4 Petrol Hybrid', cc: 2487, bhp: 215, bhpAt: '5700', nm: 221, nmAt: '3600-5200', accel: 8.9, top: 180, kmpl: 22.5, drive: 'FWD', price: 6_300_000, from: 2018, gears: 0, elec: { kind: 'strong', motorKw: 88, kwh: 1.6 } },
          { name: 'ES 300h Luxury', fuel: 'Hybrid', trans: 'Automatic', engine: '2.5L Inline-4 Petrol Hybrid', cc: 2487, bhp: 215, bhpAt: '5700', nm: 221, nmAt: '3600-5200', accel: 8.9, top: 180, kmpl: 22.5, drive: 'FWD', price: 6_900_000, from: 2018, gears: 0, elec: { kind: 'strong', motorKw: 88, kwh: 1.6 } },
        ],
      },
      {
        name: 'NX',
        body: 'SUV',
        weight: 1.4,
        dims: [4660, 1865, 1660, 2690, 520, 55, 1800, 195],
        variants: [
          { name: 'NX 300h F Sport', fuel: 'Hybrid', trans: 'Automatic', engine: '2.5L Inline-4 Petrol Hybrid', cc: 2494, bhp: 194, bhpAt: '5700', nm: 210, nmAt: '4200-4400', accel: 9.2, top: 180, kmpl: 18.3, drive: 'AWD', price: 5_500_000, from: 2018, to: 2021, gears: 0, elec: { kind: 'strong', motorKw: 105, kwh: 1.6 } },
          { name: 'NX 350h Exquisite', fuel: 'Hybrid', trans: 'Automatic', engine: '2.5L Inline-4 Petrol Hybrid', cc: 2487, bhp: 240, bhpAt: '6000', nm: 239, nmAt: '4300-4500', accel: 7.7, top: 200, kmpl: 19, drive: 'AWD', price: 6_700_000, from: 2022, gears: 0, elec: { kind: 'strong', motorKw: 134, kwh: 1.6 } },
          { name: 'NX 350h F Sport', fuel: 'Hybrid', trans: 'Automatic', engine: '2.5L Inline-4 Petrol Hybrid', cc: 2487, bhp: 240, bhpAt: '6000', nm: 239, nmAt: '4300-4500', accel: 7.7, top: 200, kmpl: 19, drive: 'AWD', price: 7_200_000, from: 2022, gears: 0, elec: { kind: 'strong', motorKw: 134, kwh: 1.6 } },
        ],
      },
      {
        name: 'RX',
        body: 'SUV',
        weight: 1,
        dims: [4890, 1920, 1695, 2850, 461, 65, 2000, 205],
        variants: [
          { name: 'RX 450h Luxury', fuel: 'Hybrid', trans: 'Automatic', engine: '3.5L V6 Petrol Hybrid', cc: 3456, bhp: 308, bhpAt: '6000', nm: 335, nmAt: '4600', accel: 7.7, top: 200, kmpl: 18.8, drive: 'AWD', price: 9_900_000, from: 2016, to: 2022, gears: 0, elec: { kind: 'strong', motorKw: 123, kwh: 1.9 } },
          { name: 'RX 350h Luxury', fuel: 'Hybrid', trans: 'Automatic', engine: '2.5L Inline-4 Petrol Hybrid', cc: 2487, bhp: 246, bhpAt: '6000', nm: 242, nmAt: '4300-4500', accel: 7.9, top: 200, kmpl: 18, drive: 'AWD', price: 9_500_000, from: 2023, gears: 0, elec: { kind: 'strong', motorKw: 134, kwh: 1.6 } },
          { name: 'RX 500h F Sport+', fuel: 'Hybrid', trans: 'Automatic', engine: '2.4L Inline-4 Turbo Petrol Hybrid', cc: 2393, bhp: 366, bhpAt: '6000', nm: 460, nmAt: '2000-3000', accel: 6.2, top: 210, kmpl: 13, drive: 'AWD', price: 11_500_000, from: 2023, gears: 6, elec: { kind: 'strong', motorKw: 64, kwh: 1.5 } },
        ],
      },
      {
        name: 'LX',
        body: 'SUV',
        weight: 0.5,
        air: true,
        seats: 7,
        suspension: ['Double wishbone', 'Four-link rigid axle'],
        dims: [5100, 1990, 1885, 2850, 259, 80, 2600, 210],
        variants: [
          { name: 'LX 570', fuel: 'Petrol', trans: 'Automatic', engine: '5.7L V8 Petrol', cc: 5663, bhp: 362, bhpAt: '5600', nm: 530, nmAt: '3200', accel: 7.7, top: 220, kmpl: 6.5, drive: '4WD', price: 23_300_000, from: 2017, to: 2021 },
          { name: 'LX 500d', fuel: 'Diesel', trans: 'Automatic', engine: '3.3L V6 Twin-Turbo Diesel', cc: 3346, bhp: 304, bhpAt: '4000', nm: 700, nmAt: '1600-2600', accel: 8, top: 210, kmpl: 10, drive: '4WD', price: 28_200_000, from: 2022, gears: 10 },
        ],
      },
      {
        name: 'LM',
        body: 'MPV',
        weight: 0.3,
        seats: 7,
        dims: [5125, 1890, 1955, 3000, 160, 60, 2460, 170],
        variants: [
          { name: 'LM 350h 7-Seater VIP', fuel: 'Hybrid', trans: 'Automatic', engine: '2.5L Inline-4 Petrol Hybrid', cc: 2487, bhp: 247, bhpAt: '6000', nm: 239, nmAt: '4300-4500', accel: 9.5, top: 190, kmpl: 15, drive: 'AWD', price: 20_000_000, from: 2024, gears: 0, elec: { kind: 'strong', motorKw: 134, kwh: 1.6 } },
          { name: 'LM 350h 4-Seater Ultra Luxury', fuel: 'Hybrid', trans: 'Automatic', engine: '2.5L Inline-4 Petrol Hybrid', cc: 2487, bhp: 247, bhpAt: '6000', nm: 239, nmAt: '4300-4500', accel: 9.5, top: 190, kmpl: 15, drive: 'AWD', price: 25_000_000, from: 2024, gears: 0, seats: 4, elec: { kind: 'strong', motorKw: 134, kwh: 1.6 } },
        ],
      },
      {
        name: 'LS',
        body: 'Sedan',
        weight: 0.5,
        air: true,
        dims: [5235, 1900, 1460, 3125, 440, 82, 2320, 145],
        variants: [
          { name: 'LS 500h Luxury', fuel: 'Hybrid', trans: 'Automatic', engine: '3.5L V6 Petrol Hybrid', cc: 3456, bhp: 354, bhpAt: '6600', nm: 350, nmAt: '5100', accel: 5.4, top: 250, kmpl: 13, drive: 'RWD', price: 19_000_000, from: 2018, gears: 10, elec: { kind: 'strong', motorKw: 132, kwh: 1.1 } },
          { name: 'LS 500h Nishijin', fuel: 'Hybrid', trans: 'Automatic', engine: '3.5L V6 Petrol Hybrid', cc: 3456, bhp: 354, bhpAt: '6600', nm: 350, nmAt: '5100', accel: 5.5, top: 250, kmpl: 13, drive: 'AWD', price: 22_000_000, from: 2018, gears: 10, elec: { kind: 'strong', motorKw: 132, kwh: 1.1 } },
        ],
      },
    ],
  },
  {
    name: 'Mini',
    slug: 'mini',
    country: 'United Kingdom',
    depreciation: 0.1,
    equipment: {
      headlamps: ['LED', 'Adaptive LED with Matrix high beam', 'Adaptive LED with Matrix high beam'],
      infotainment: 'MINI Connected Navigation',
      screens: [8.8, 8.8],
      clusterIn: 5.5,
      sound: ['MINI HiFi Sound', 'Harman Kardon HiFi', 'Harman Kardon HiFi'],
      speakers: [6, 12, 12],
      upholstery: ['Cloth/leatherette', 'Leather Chester', 'Leather Chester'],
      connected: 'MINI Connected',
      ambient: 'Multi-colour ambient lighting',
      suspension: ['Single-joint spring strut', 'Multi-link'],
      gearbox: { auto: 'Steptronic automatic', dct: 'Steptronic dual-clutch', manual: 'manual' },
      gears: { auto: 6, dct: 7, manual: 6 },
      driveModes: 'MINI Driving Modes: Green, Mid, Sport',
      adas: false,
      spare: 'Run-flat tyres',
      warranty: { years: 2, km: 'Unlimited', roadsideYears: 2, service: 'MINI Service Inclusive (optional)', intervalKm: 15000 },
    },
    palette: [
      p('Midnight Black', '131313', 'Black'),
      p('Enigmatic Black', '1b1d22', 'Black'),
      p('Pepper White', 'eceae3', 'White'),
      p('Moonwalk Grey', '8b8d8a', 'Grey'),
      p('Melting Silver', 'b4b6b8', 'Silver'),
      p('Island Blue', '3b73a4', 'Blue'),
      p('Chili Red', 'a8141c', 'Red'),
      p('British Racing Green', '1e3b2f', 'Green'),
    ],
    models: [
      {
        name: 'Cooper',
        body: 'Hatchback',
        weight: 3.5,
        seats: 4,
        doors: 3,
        contrastRoof: true,
        dims: [3876, 1727, 1414, 2495, 211, 44, 1255, 130],
        variants: [
          { name: 'Cooper D', fuel: 'Diesel', trans: 'Automatic', engine: '1.5L Inline-3 Turbo Diesel', cc: 1496, bhp: 114, bhpAt: '4000', nm: 270, nmAt: '1750-2250', accel: 9.2, top: 204, kmpl: 20.7, drive: 'FWD', price: 3_100_000, from: 2014, to: 2018 },
          { name: 'Cooper S', fuel: 'Petrol', trans: 'DCT', engine: '2.0L Inline-4 Turbo Petrol', cc: 1998, bhp: 189, bhpAt: '5000-6000', nm: 280, nmAt: '1350-4600', accel: 6.7, top: 235, kmpl: 16.3, drive: 'FWD', price: 4_200_000, from: 2014 },
          { name: 'John Cooper Works', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1998, bhp: 228, bhpAt: '5200-6000', nm: 320, nmAt: '1450-4800', accel: 6.1, top: 246, kmpl: 14, drive: 'FWD', price: 4_700_000, from: 2016, gears: 8 },
          { name: 'Cooper SE', fuel: 'Electric', trans: 'Automatic', engine: 'Single Electric Motor', cc: 0, bhp: 181, nm: 270, accel: 7.3, top: 150, drive: 'FWD', price: 5_300_000, from: 2022, elec: { kind: 'battery', kwh: 32.6, rangeKm: 270, acKw: 11, dcKw: 50 } },
        ],
      },
      {
        name: 'Convertible',
        body: 'Convertible',
        weight: 1.2,
        seats: 4,
        doors: 2,
        dims: [3879, 1727, 1415, 2495, 215, 44, 1350, 130],
        variants: [
          { name: 'Cooper', fuel: 'Petrol', trans: 'DCT', engine: '1.5L Inline-3 Turbo Petrol', cc: 1499, bhp: 134, bhpAt: '4500-6000', nm: 220, nmAt: '1480-4100', accel: 8.8, top: 208, kmpl: 17, drive: 'FWD', price: 3_700_000, from: 2016, to: 2020 },
          { name: 'Cooper S', fuel: 'Petrol', trans: 'DCT', engine: '2.0L Inline-4 Turbo Petrol', cc: 1998, bhp: 189, bhpAt: '5000-6000', nm: 280, nmAt: '1350-4600', accel: 7.1, top: 230, kmpl: 16, drive: 'FWD', price: 4_500_000, from: 2016 },
        ],
      },
      {
        name: 'Countryman',
        body: 'SUV',
        weight: 2.2,
        ckd: true,
        contrastRoof: true,
        dims: [4299, 1822, 1557, 2670, 450, 51, 1530, 165],
        variants: [
          { name: 'Cooper SD', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1995, bhp: 187, bhpAt: '4000', nm: 400, nmAt: '1750-2500', accel: 7.7, top: 222, kmpl: 17.3, drive: 'FWD', price: 4_100_000, from: 2014, to: 2020, gears: 8 },
          { name: 'Cooper S JCW Inspired', fuel: 'Petrol', trans: 'DCT', engine: '2.0L Inline-4 Turbo Petrol', cc: 1998, bhp: 189, bhpAt: '5000-6000', nm: 280, nmAt: '1350-4600', accel: 7.5, top: 225, kmpl: 14.3, drive: 'FWD', price: 4_800_000, from: 2021, to: 2024 },
        ],
      },
    ],
  },
  {
    name: 'Jeep',
    slug: 'jeep',
    country: 'United States',
    depreciation: 0.1,
    equipment: {
      headlamps: ['LED projector', 'LED projector', 'Full LED'],
      infotainment: 'Uconnect 5',
      screens: [10.1, 10.1],
      clusterIn: 10.25,
      sound: ['Alpine Premium Sound', 'Alpine Premium Sound', 'McIntosh Reference Sound'],
      speakers: [9, 9, 19],
      upholstery: ['Leather', 'Nappa leather', 'Palermo leather'],
      connected: 'Jeep Connect',
      ambient: 'Single-colour ambient lighting',
      suspension: ['MacPherson strut (frequency selective damping)', 'Multi-link (frequency selective damping)'],
      gearbox: { auto: 'automatic', dct: 'dual-dry-clutch (DDCT)', manual: 'manual' },
      gears: { auto: 9, dct: 7, manual: 6 },
      driveModes: 'Selec-Terrain: Auto, Snow, Sand, Mud',
      adas: false,
      spare: 'Full-size spare',
      warranty: { years: 3, km: 100000, roadsideYears: 3, service: 'Jeep Wave ownership programme', intervalKm: 15000 },
    },
    palette: [
      p('Brilliant Black', '101112', 'Black'),
      p('Bright White', 'f5f5f3', 'White'),
      p('Granite Crystal', '4f5154', 'Grey'),
      p('Sting Grey', '8a8c8c', 'Grey'),
      p('Billet Silver', 'b0b3b5', 'Silver'),
      p('Galaxy Blue', '1b2c58', 'Blue'),
      p('Exotica Red', '7a1c22', 'Red'),
      p('Techno Metallic Green', '3d4a3f', 'Green'),
    ],
    models: [
      {
        name: 'Compass',
        body: 'SUV',
        weight: 4.5,
        ckd: true,
        dims: [4405, 1818, 1640, 2636, 438, 60, 1655, 208],
        variants: [
          { name: 'Limited 2.0 Diesel MT', fuel: 'Diesel', trans: 'Manual', engine: '2.0L Inline-4 Turbo Diesel', cc: 1956, bhp: 168, bhpAt: '3750', nm: 350, nmAt: '1750-2500', accel: 9.8, top: 190, kmpl: 17.1, drive: 'FWD', price: 2_450_000, from: 2017 },
          { name: 'Limited (O) 1.4 Petrol DCT', fuel: 'Petrol', trans: 'DCT', engine: '1.4L Inline-4 Turbo Petrol', cc: 1368, bhp: 161, bhpAt: '5500', nm: 250, nmAt: '2500', accel: 9.8, top: 193, kmpl: 14.1, drive: 'FWD', price: 2_600_000, from: 2017, to: 2023 },
          { name: 'Model S 2.0 Diesel 4x4 AT', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1956, bhp: 168, bhpAt: '3750', nm: 350, nmAt: '1750-2500', accel: 10.2, top: 188, kmpl: 14.9, drive: '4WD', price: 3_200_000, from: 2021 },
        ],
      },
      {
        name: 'Meridian',
        body: 'SUV',
        weight: 1.8,
        ckd: true,
        seats: 7,
        dims: [4769, 1859, 1698, 2782, 170, 60, 1800, 214],
        variants: [
          { name: 'Limited (O) 2.0 Diesel MT', fuel: 'Diesel', trans: 'Manual', engine: '2.0L Inline-4 Turbo Diesel', cc: 1956, bhp: 168, bhpAt: '3750', nm: 350, nmAt: '1750-2500', accel: 10.8, top: 190, kmpl: 16.2, drive: 'FWD', price: 3_150_000, from: 2022 },
          { name: 'Limited (O) 2.0 Diesel AT', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1956, bhp: 168, bhpAt: '3750', nm: 350, nmAt: '1750-2500', accel: 10.8, top: 190, kmpl: 14.7, drive: 'FWD', price: 3_350_000, from: 2022 },
          { name: 'Overland 2.0 Diesel 4x4 AT', fuel: 'Diesel', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Diesel', cc: 1956, bhp: 168, bhpAt: '3750', nm: 350, nmAt: '1750-2500', accel: 11.2, top: 188, kmpl: 14.2, drive: '4WD', price: 3_850_000, from: 2023 },
        ],
      },
      {
        name: 'Wrangler',
        body: 'SUV',
        weight: 1.4,
        ckd: true,
        suspension: ['Solid axle with coil springs', 'Solid axle with coil springs'],
        dims: [4882, 1894, 1848, 3008, 533, 81, 2057, 225],
        variants: [
          { name: 'Unlimited 3.6 V6', fuel: 'Petrol', trans: 'Automatic', engine: '3.6L V6 Petrol', cc: 3604, bhp: 280, bhpAt: '6350', nm: 347, nmAt: '4300', accel: 8.5, top: 177, kmpl: 8, drive: '4WD', price: 5_600_000, from: 2016, to: 2018, gears: 5 },
          { name: 'Unlimited', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1995, bhp: 268, bhpAt: '5250', nm: 400, nmAt: '3000', accel: 7.6, top: 177, kmpl: 11.4, drive: '4WD', price: 6_200_000, from: 2019, gears: 8 },
          { name: 'Rubicon', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1995, bhp: 268, bhpAt: '5250', nm: 400, nmAt: '3000', accel: 7.8, top: 177, kmpl: 11, drive: '4WD', price: 6_700_000, from: 2019, gears: 8 },
        ],
      },
      {
        name: 'Grand Cherokee',
        body: 'SUV',
        weight: 0.8,
        dims: [4914, 1979, 1792, 2964, 782, 93, 2250, 215],
        variants: [
          { name: 'Summit 3.0 CRD', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L V6 Turbo Diesel', cc: 2987, bhp: 240, bhpAt: '3600', nm: 570, nmAt: '2000', accel: 8.2, top: 202, kmpl: 12.8, drive: '4WD', price: 7_700_000, from: 2016, to: 2019, gears: 8 },
          { name: 'Limited (O) 4x4', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1995, bhp: 268, bhpAt: '5250', nm: 400, nmAt: '3000', accel: 7.8, top: 200, kmpl: 10, drive: '4WD', price: 7_800_000, from: 2022, gears: 8 },
        ],
      },
    ],
  },
  {
    name: 'Toyota',
    slug: 'toyota',
    country: 'Japan',
    depreciation: 0.07,
    equipment: {
      headlamps: ['LED', 'LED', 'Adaptive LED'],
      infotainment: 'Toyota Display Audio',
      screens: [12.3, 14],
      clusterIn: 12.3,
      sound: ['JBL Premium Sound', 'JBL Premium Sound', 'JBL Premium Sound'],
      speakers: [14, 14, 15],
      upholstery: ['Leather', 'Leather', 'Premium Nappa leather'],
      connected: 'Toyota i-Connect',
      ambient: '16-colour',
      suspension: ['Double wishbone', 'Four-link rigid axle'],
      gearbox: { auto: 'Direct Shift automatic', dct: 'dual-clutch', manual: 'manual' },
      gears: { auto: 10, dct: 7, manual: 6 },
      driveModes: 'Multi-Terrain Select: Auto, Dirt, Sand, Mud, Deep Snow, Rock',
      adas: true,
      spare: 'Full-size spare',
      warranty: { years: 3, km: 100000, roadsideYears: 3, service: 'Toyota Service Package, 3 years', intervalKm: 10000 },
    },
    palette: [
      p('Attitude Black', '161718', 'Black'),
      p('Precious Metal', '2c2d30', 'Black'),
      p('White Pearl Crystal Shine', 'f2f1ec', 'White'),
      p('Super White', 'f7f7f5', 'White'),
      p('Grey Metallic', '4b4d50', 'Grey'),
      p('Silver Metallic', 'aeb1b3', 'Silver'),
      p('Dark Blue Mica', '1d2840', 'Blue'),
      p('Avant-Garde Bronze', '6b5443', 'Brown'),
    ],
    models: [
      {
        name: 'Land Cruiser',
        body: 'SUV',
        weight: 1.3,
        seats: 7,
        dims: [4985, 1980, 1945, 2850, 175, 110, 2630, 230],
        variants: [
          { name: 'LC200 VX', fuel: 'Diesel', trans: 'Automatic', engine: '4.5L V8 Twin-Turbo Diesel', cc: 4461, bhp: 262, bhpAt: '3600', nm: 650, nmAt: '1600-2600', accel: 8.6, top: 210, kmpl: 11, drive: '4WD', price: 14_700_000, from: 2014, to: 2020, gears: 6 },
          { name: 'LC300 ZX', fuel: 'Diesel', trans: 'Automatic', engine: '3.3L V6 Twin-Turbo Diesel', cc: 3346, bhp: 304, bhpAt: '4000', nm: 700, nmAt: '1600-2600', accel: 6.7, top: 210, kmpl: 11, drive: '4WD', price: 21_000_000, from: 2022 },
          { name: 'LC300 GR-S', fuel: 'Diesel', trans: 'Automatic', engine: '3.3L V6 Twin-Turbo Diesel', cc: 3346, bhp: 304, bhpAt: '4000', nm: 700, nmAt: '1600-2600', accel: 6.7, top: 210, kmpl: 11, drive: '4WD', price: 23_100_000, from: 2024 },
        ],
      },
      {
        name: 'Vellfire',
        body: 'MPV',
        weight: 1.3,
        seats: 7,
        suspension: ['MacPherson strut', 'Double wishbone'],
        dims: [5010, 1850, 1950, 3000, 148, 60, 2200, 160],
        variants: [
          { name: 'Hybrid Executive Lounge', fuel: 'Hybrid', trans: 'Automatic', engine: '2.5L Inline-4 Petrol Hybrid', cc: 2494, bhp: 194, bhpAt: '4700', nm: 235, nmAt: '4100-4700', accel: 10, top: 170, kmpl: 16.35, drive: 'AWD', price: 8_700_000, from: 2020, to: 2023, gears: 0, elec: { kind: 'strong', motorKw: 105, kwh: 1.6 } },
          { name: 'Hi-Grade', fuel: 'Hybrid', trans: 'Automatic', engine: '2.5L Inline-4 Petrol Hybrid', cc: 2487, bhp: 190, bhpAt: '6000', nm: 240, nmAt: '4300-4500', accel: 9.8, top: 180, kmpl: 19.28, drive: 'AWD', price: 12_200_000, from: 2024, gears: 0, elec: { kind: 'strong', motorKw: 134, kwh: 1.6 } },
          { name: 'VIP Executive Lounge', fuel: 'Hybrid', trans: 'Automatic', engine: '2.5L Inline-4 Petrol Hybrid', cc: 2487, bhp: 190, bhpAt: '6000', nm: 240, nmAt: '4300-4500', accel: 9.8, top: 180, kmpl: 19.28, drive: 'AWD', price: 13_200_000, from: 2024, gears: 0, elec: { kind: 'strong', motorKw: 134, kwh: 1.6 } },
        ],
      },
    ],
  },
  {
    name: 'Maserati',
    slug: 'maserati',
    country: 'Italy',
    depreciation: 0.14,
    equipment: {
      headlamps: ['Adaptive Full LED', 'Adaptive Full LED Matrix', 'Adaptive Full LED Matrix'],
      infotainment: 'Maserati Intelligent Assistant',
      screens: [10.1, 12.3],
      clusterIn: 12.3,
      sound: ['Harman Kardon Premium Sound', 'Bowers & Wilkins Surround Sound', 'Sonus faber High Premium Sound'],
      speakers: [10, 15, 21],
      upholstery: ['Leather', 'Pieno Fiore natural leather', 'Pieno Fiore natural leather'],
      connected: 'Maserati Connect',
      ambient: 'Multi-colour ambient lighting',
      suspension: ['Double wishbone', 'Multi-link'],
      gearbox: { auto: 'ZF automatic', dct: 'dual-clutch', manual: 'manual' },
      gears: { auto: 8, dct: 8, manual: 6 },
      driveModes: 'Normal, Sport, Corsa, I.C.E.',
      adas: true,
      spare: 'Tyre repair kit',
      warranty: { years: 3, km: 'Unlimited', roadsideYears: 3, service: 'Maserati Service Plan (optional)', intervalKm: 20000 },
    },
    palette: [
      p('Nero Ribelle', '151617', 'Black'),
      p('Bianco Alpi', 'eeede8', 'White'),
      p('Grigio Maratea', '54575a', 'Grey'),
      p('Grigio Lava', '3c3e41', 'Grey'),
      p('Argento Luna', 'b8babc', 'Silver'),
      p('Blu Emozione', '1d2d55', 'Blue'),
      p('Blu Nobile', '202a45', 'Blue'),
      p('Rosso Potente', '8c1218', 'Red'),
    ],
    models: [
      {
        name: 'Ghibli',
        body: 'Sedan',
        weight: 0.7,
        dims: [4971, 1945, 1461, 2998, 500, 80, 1870, 125],
        variants: [
          { name: 'Diesel', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L V6 Turbo Diesel', cc: 2987, bhp: 271, bhpAt: '4000', nm: 600, nmAt: '2000-2600', accel: 6.3, top: 250, kmpl: 14, drive: 'RWD', price: 11_300_000, from: 2014, to: 2020 },
          { name: 'Hybrid GT', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1995, bhp: 325, bhpAt: '5750', nm: 450, nmAt: '2250-4000', accel: 5.7, top: 255, kmpl: 9, drive: 'RWD', price: 11_500_000, from: 2021, elec: { kind: 'mild', motorKw: 14 } },
          { name: 'Modena', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L V6 Twin-Turbo Petrol', cc: 2979, bhp: 424, bhpAt: '5750', nm: 580, nmAt: '2250-4000', accel: 4.9, top: 286, kmpl: 8, drive: 'RWD', price: 14_000_000, from: 2021 },
          { name: 'Trofeo', fuel: 'Petrol', trans: 'Automatic', engine: '3.8L V8 Twin-Turbo Petrol', cc: 3799, bhp: 572, bhpAt: '6750', nm: 730, nmAt: '2250-5250', accel: 4.3, top: 326, kmpl: 6.5, drive: 'RWD', price: 19_500_000, from: 2021 },
        ],
      },
      {
        name: 'Levante',
        body: 'SUV',
        weight: 0.7,
        air: true,
        dims: [5020, 1981, 1693, 3004, 580, 80, 2109, 207],
        variants: [
          { name: 'Diesel', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L V6 Turbo Diesel', cc: 2987, bhp: 271, bhpAt: '4000', nm: 600, nmAt: '2000-2600', accel: 6.9, top: 230, kmpl: 13, drive: 'AWD', price: 13_500_000, from: 2017, to: 2020 },
          { name: 'GT Hybrid', fuel: 'Petrol', trans: 'Automatic', engine: '2.0L Inline-4 Turbo Petrol', cc: 1995, bhp: 325, bhpAt: '5750', nm: 450, nmAt: '2250-4000', accel: 6, top: 245, kmpl: 9, drive: 'AWD', price: 13_000_000, from: 2021, elec: { kind: 'mild', motorKw: 14 } },
          { name: 'Modena', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L V6 Twin-Turbo Petrol', cc: 2979, bhp: 424, bhpAt: '5750', nm: 580, nmAt: '2500-5000', accel: 5.2, top: 264, kmpl: 8, drive: 'AWD', price: 15_500_000, from: 2022 },
          { name: 'Trofeo', fuel: 'Petrol', trans: 'Automatic', engine: '3.8L V8 Twin-Turbo Petrol', cc: 3799, bhp: 572, bhpAt: '6250', nm: 730, nmAt: '2500-5000', accel: 4.1, top: 302, kmpl: 6, drive: 'AWD', price: 22_000_000, from: 2022 },
        ],
      },
      {
        name: 'Quattroporte',
        body: 'Sedan',
        weight: 0.4,
        dims: [5262, 1948, 1481, 3171, 530, 80, 1930, 130],
        variants: [
          { name: 'Diesel', fuel: 'Diesel', trans: 'Automatic', engine: '3.0L V6 Turbo Diesel', cc: 2987, bhp: 271, bhpAt: '4000', nm: 600, nmAt: '2000-2600', accel: 6.4, top: 250, kmpl: 14, drive: 'RWD', price: 12_500_000, from: 2014, to: 2019 },
          { name: 'Modena', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L V6 Twin-Turbo Petrol', cc: 2979, bhp: 424, bhpAt: '5750', nm: 580, nmAt: '2250-4000', accel: 4.8, top: 288, kmpl: 8, drive: 'RWD', price: 17_000_000, from: 2021 },
          { name: 'Trofeo', fuel: 'Petrol', trans: 'Automatic', engine: '3.8L V8 Twin-Turbo Petrol', cc: 3799, bhp: 572, bhpAt: '6750', nm: 730, nmAt: '2250-5250', accel: 4.5, top: 326, kmpl: 6.5, drive: 'RWD', price: 23_000_000, from: 2021 },
        ],
      },
      {
        name: 'GranTurismo',
        body: 'Coupe',
        weight: 0.2,
        seats: 4,
        doors: 2,
        dims: [4959, 1957, 1353, 2929, 310, 70, 1795, 120],
        variants: [
          { name: 'Sport', fuel: 'Petrol', trans: 'Automatic', engine: '4.7L V8 Petrol', cc: 4691, bhp: 454, bhpAt: '7000', nm: 520, nmAt: '4750', accel: 4.8, top: 299, kmpl: 6, drive: 'RWD', price: 19_000_000, from: 2014, to: 2019, gears: 6 },
          { name: 'Modena', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L V6 Twin-Turbo Petrol', cc: 2992, bhp: 483, bhpAt: '6500', nm: 600, nmAt: '3000', accel: 3.9, top: 302, kmpl: 9, drive: 'AWD', price: 27_200_000, from: 2024 },
          { name: 'Trofeo', fuel: 'Petrol', trans: 'Automatic', engine: '3.0L V6 Twin-Turbo Petrol', cc: 2992, bhp: 542, bhpAt: '6500', nm: 650, nmAt: '3000', accel: 3.5, top: 320, kmpl: 9, drive: 'AWD', price: 29_000_000, from: 2024 },
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------- places

export interface RegistrationState {
  name: string;
  /** RTO office numbers that plates of this state commonly carry */
  rtos: readonly string[];
}

/** Keyed by the two-letter code that starts a registration plate. */
export const registrationStates: Readonly<Record<string, RegistrationState>> = {
  DL: { name: 'Delhi', rtos: ['1C', '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C', '11C', '12C', '13C'] },
  HR: { name: 'Haryana', rtos: ['26', '29', '51', '55', '72', '87'] },
  UP: { name: 'Uttar Pradesh', rtos: ['14', '16', '32', '80'] },
  UK: { name: 'Uttarakhand', rtos: ['07', '08'] },
  MH: { name: 'Maharashtra', rtos: ['01', '02', '03', '04', '12', '14', '43', '46', '47'] },
  GJ: { name: 'Gujarat', rtos: ['01', '05', '06', '18', '27'] },
  GA: { name: 'Goa', rtos: ['01', '03', '07'] },
  KA: { name: 'Karnataka', rtos: ['01', '02', '03', '04', '05', '19', '41', '51', '53'] },
  TN: { name: 'Tamil Nadu', rtos: ['01', '02', '05', '07', '09', '10', '22', '37'] },
  KL: { name: 'Kerala', rtos: ['01', '07', '39', '41', '43'] },
  AP: { name: 'Andhra Pradesh', rtos: ['16', '39'] },
  TS: { name: 'Telangana', rtos: ['07', '08', '09', '10', '11', '13'] },
  PY: { name: 'Puducherry', rtos: ['01', '05'] },
  WB: { name: 'West Bengal', rtos: ['02', '04', '06', '08', '20', '24'] },
  JH: { name: 'Jharkhand', rtos: ['01', '05'] },
  OD: { name: 'Odisha', rtos: ['02', '05', '33'] },
  CH: { name: 'Chandigarh', rtos: ['01'] },
  PB: { name: 'Punjab', rtos: ['08', '10', '65'] },
  RJ: { name: 'Rajasthan', rtos: ['14', '45', '60'] },
};

export interface Locality {
  area: string;
  road: string;
  pincode: string;
  landmark: string;
}

export interface City {
  name: string;
  /** IATA-style code used in dealer codes */
  code: string;
  stateCode: string;
  /** RTOs of this city itself (a subset of its state's) */
  rtos: readonly string[];
  /** states whose plates are commonly seen on cars sold here */
  neighbours: readonly string[];
  /** share of dealers */
  weight: number;
  latitude: number;
  longitude: number;
  pincodePrefix: string;
  localities: readonly Locality[];
}

const loc = (area: string, road: string, pincode: string, landmark: string): Locality => ({ area, road, pincode, landmark });

export const cities: readonly City[] = [
  {
    name: 'Delhi',
    code: 'DEL',
    stateCode: 'DL',
    rtos: ['1C', '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C', '11C', '12C', '13C'],
    neighbours: ['HR', 'UP'],
    weight: 14,
    latitude: 28.6139,
    longitude: 77.209,
    pincodePrefix: '110',
    localities: [
      loc('Okhla Industrial Estate Phase III', 'Mathura Road', '110020', 'Near Crowne Plaza Okhla'),
      loc('Kirti Nagar', 'Najafgarh Road', '110015', 'Opposite Kirti Nagar Metro Station'),
      loc('Mayapuri Industrial Area Phase II', 'Ring Road', '110064', 'Near Mayapuri Metro Station'),
      loc('Saket', 'Press Enclave Marg', '110017', 'Near Select Citywalk'),
      loc('Rajouri Garden', 'Ring Road', '110027', 'Opposite TDI Paragon Mall'),
      loc('Vasant Kunj', 'Nelson Mandela Marg', '110070', 'Near DLF Promenade'),
      loc('Pitampura', 'Outer Ring Road', '110034', 'Near Netaji Subhash Place'),
    ],
  },
  {
    name: 'Mumbai',
    code: 'BOM',
    stateCode: 'MH',
    rtos: ['01', '02', '03', '47'],
    neighbours: ['GJ', 'GA'],
    weight: 14,
    latitude: 19.076,
    longitude: 72.8777,
    pincodePrefix: '400',
    localities: [
      loc('Worli', 'Dr Annie Besant Road', '400018', 'Near Atria Mall'),
      loc('Andheri West', 'New Link Road', '400053', 'Near Infiniti Mall'),
      loc('Lower Parel', 'Senapati Bapat Marg', '400013', 'Opposite Phoenix Palladium'),
      loc('Bandra West', 'S V Road', '400050', 'Near Bandra Talao'),
      loc('Prabhadevi', 'Veer Savarkar Marg', '400025', 'Near Siddhivinayak Temple'),
      loc('Goregaon East', 'Western Express Highway', '400063', 'Near Oberoi Mall'),
      loc('Juhu', 'Juhu Tara Road', '400049', 'Near JW Marriott Juhu'),
    ],
  },
  {
    name: 'Gurugram',
    code: 'GGN',
    stateCode: 'HR',
    rtos: ['26', '55', '72'],
    neighbours: ['DL', 'UP'],
    weight: 10,
    latitude: 28.4595,
    longitude: 77.0266,
    pincodePrefix: '122',
    localities: [
      loc('Sector 14', 'Mehrauli-Gurgaon Road', '122001', 'Near Sector 14 Market'),
      loc('DLF Phase III', 'NH-48', '122002', 'Opposite Ambience Mall'),
      loc('Sushant Lok Phase I', 'Golf Course Road', '122002', 'Near Galleria Market'),
      loc('Sector 44', 'Kanhai Road', '122003', 'Near HUDA City Centre Metro Station'),
      loc('Sector 48', 'Sohna Road', '122018', 'Near Omaxe Celebration Mall'),
      loc('Udyog Vihar Phase IV', 'Old Delhi-Gurgaon Road', '122015', 'Near Sikanderpur Metro Station'),
    ],
  },
  {
    name: 'Bangalore',
    code: 'BLR',
    stateCode: 'KA',
    rtos: ['01', '02', '03', '04', '05', '41', '51', '53'],
    neighbours: ['TN', 'AP', 'KL'],
    weight: 12,
    latitude: 12.9716,
    longitude: 77.5946,
    pincodePrefix: '560',
    localities: [
      loc('Indiranagar', '100 Feet Road', '560038', 'Near Indiranagar Metro Station'),
      loc('Koramangala', 'Hosur Road', '560029', 'Near Forum South Bengaluru'),
      loc('Whitefield', 'ITPL Main Road', '560066', 'Near Phoenix Marketcity'),
      loc('Hebbal', 'Bellary Road', '560024', 'Near Esteem Mall'),
      loc('Ashok Nagar', 'Lavelle Road', '560001', 'Near UB City'),
      loc('JP Nagar', 'Bannerghatta Road', '560076', 'Near Meenakshi Temple'),
    ],
  },
  {
    name: 'Lucknow',
    code: 'LKO',
    stateCode: 'UP',
    rtos: ['32'],
    neighbours: ['DL', 'UK'],
    weight: 7,
    latitude: 26.8467,
    longitude: 80.9462,
    pincodePrefix: '226',
    localities: [
      loc('Gomti Nagar', 'Vibhuti Khand', '226010', 'Near Summit Building'),
      loc('Hazratganj', 'Mahatma Gandhi Marg', '226001', 'Near Sahara Ganj Mall'),
      loc('Aliganj', 'Kapoorthala Road', '226024', 'Near Kapoorthala Crossing'),
      loc('Sushant Golf City', 'Shaheed Path', '226030', 'Near Lulu Mall'),
      loc('Telibagh', 'Raebareli Road', '226029', 'Near SGPGI'),
    ],
  },
  {
    name: 'Hyderabad',
    code: 'HYD',
    stateCode: 'TS',
    rtos: ['07', '08', '09', '10', '11', '13'],
    neighbours: ['AP', 'KA'],
    weight: 8,
    latitude: 17.385,
    longitude: 78.4867,
    pincodePrefix: '500',
    localities: [
      loc('Banjara Hills', 'Road No. 12', '500034', 'Near KBR Park'),
      loc('Jubilee Hills', 'Road No. 36', '500033', 'Near Jubilee Hills Checkpost'),
      loc('Gachibowli', 'Old Mumbai Highway', '500032', 'Near DLF Cyber City'),
      loc('Madhapur', 'HITEC City Main Road', '500081', 'Near Inorbit Mall'),
      loc('Begumpet', 'Sardar Patel Road', '500003', 'Near Begumpet Airport'),
    ],
  },
  {
    name: 'Chennai',
    code: 'MAA',
    stateCode: 'TN',
    rtos: ['01', '02', '05', '07', '09', '10', '22'],
    neighbours: ['KA', 'AP', 'PY'],
    weight: 6,
    latitude: 13.0827,
    longitude: 80.2707,
    pincodePrefix: '600',
    localities: [
      loc('Anna Salai', 'Mount Road', '600002', 'Near Spencer Plaza'),
      loc('Nungambakkam', 'Khader Nawaz Khan Road', '600006', 'Near Nungambakkam High Road'),
      loc('Thoraipakkam', 'Old Mahabalipuram Road', '600097', 'Near Thoraipakkam Junction'),
      loc('Guindy', 'GST Road', '600032', 'Near Kathipara Junction'),
      loc('Teynampet', 'Cenotaph Road', '600018', 'Near Alwarpet'),
    ],
  },
  {
    name: 'Pune',
    code: 'PNQ',
    stateCode: 'MH',
    rtos: ['12', '14'],
    neighbours: ['KA', 'GA'],
    weight: 6,
    latitude: 18.5204,
    longitude: 73.8567,
    pincodePrefix: '411',
    localities: [
      loc('Koregaon Park', 'North Main Road', '411001', 'Near Osho Garden'),
      loc('Baner', 'Baner Road', '411045', 'Near Balewadi High Street'),
      loc('Viman Nagar', 'Nagar Road', '411014', 'Near Phoenix Marketcity'),
      loc('Kalyani Nagar', 'Airport Road', '411006', 'Near Kalyani Nagar Junction'),
      loc('Wakad', 'Mumbai-Bengaluru Highway', '411057', 'Near Dange Chowk'),
    ],
  },
  {
    name: 'Kolkata',
    code: 'CCU',
    stateCode: 'WB',
    rtos: ['02', '04', '06', '08', '20', '24'],
    neighbours: ['JH', 'OD'],
    weight: 5,
    latitude: 22.5726,
    longitude: 88.3639,
    pincodePrefix: '700',
    localities: [
      loc('Park Street', 'Park Street', '700016', 'Near Park Street Metro Station'),
      loc('Salt Lake Sector V', 'College More', '700091', 'Near Wipro Crossing'),
      loc('Ballygunge', 'Gariahat Road', '700019', 'Near Ballygunge Phari'),
      loc('New Town', 'Major Arterial Road', '700156', 'Near Axis Mall'),
      loc('Topsia', 'EM Bypass', '700046', 'Near Science City'),
    ],
  },
  {
    name: 'Ahmedabad',
    code: 'AMD',
    stateCode: 'GJ',
    rtos: ['01', '18', '27'],
    neighbours: ['MH', 'RJ'],
    weight: 5,
    latitude: 23.0225,
    longitude: 72.5714,
    pincodePrefix: '380',
    localities: [
      loc('Thaltej', 'Sarkhej-Gandhinagar Highway', '380054', 'Near Thaltej Cross Roads'),
      loc('Prahlad Nagar', 'Corporate Road', '380015', 'Near Prahlad Nagar Garden'),
      loc('Bodakdev', 'Judges Bungalow Road', '380054', 'Near Sindhu Bhavan Road'),
      loc('Navrangpura', 'CG Road', '380009', 'Near Municipal Market'),
    ],
  },
  {
    name: 'Chandigarh',
    code: 'IXC',
    stateCode: 'CH',
    rtos: ['01'],
    neighbours: ['PB', 'HR'],
    weight: 4,
    latitude: 30.7333,
    longitude: 76.7794,
    pincodePrefix: '160',
    localities: [
      loc('Industrial Area Phase I', 'Purv Marg', '160002', 'Near Elante Mall'),
      loc('Sector 17', 'Jan Marg', '160017', 'Near Sector 17 Plaza'),
      loc('Sector 26', 'Madhya Marg', '160019', 'Near Grain Market'),
      loc('Sector 34', 'Dakshin Marg', '160022', 'Near Piccadily Square'),
    ],
  },
  {
    name: 'Jaipur',
    code: 'JAI',
    stateCode: 'RJ',
    rtos: ['14', '45', '60'],
    neighbours: ['DL', 'HR', 'GJ'],
    weight: 4,
    latitude: 26.9124,
    longitude: 75.7873,
    pincodePrefix: '302',
    localities: [
      loc('C-Scheme', 'Sardar Patel Marg', '302001', 'Near Statue Circle'),
      loc('Malviya Nagar', 'JLN Marg', '302017', 'Near World Trade Park'),
      loc('Vaishali Nagar', 'Queens Road', '302021', 'Near Amrapali Circle'),
      loc('Durgapura', 'Tonk Road', '302015', 'Near Durgapura Flyover'),
    ],
  },
  {
    name: 'Kochi',
    code: 'COK',
    stateCode: 'KL',
    rtos: ['07', '39', '41', '43'],
    neighbours: ['TN', 'KA'],
    weight: 3,
    latitude: 9.9312,
    longitude: 76.2673,
    pincodePrefix: '682',
    localities: [
      loc('Edappally', 'NH 66', '682024', 'Near Lulu Mall'),
      loc('Ravipuram', 'MG Road', '682016', 'Near Ravipuram Junction'),
      loc('Kakkanad', 'Seaport-Airport Road', '682030', 'Near Infopark'),
      loc('Vyttila', 'NH 66 Bypass', '682019', 'Near Vyttila Mobility Hub'),
    ],
  },
];

// ---------------------------------------------------------------- dealers

export const dealerNameParts = {
  first: [
    'Sovereign',
    'Crown',
    'Regal',
    'Imperial',
    'Elite',
    'Royal',
    'Heritage',
    'Grand',
    'Majestic',
    'Legacy',
    'Platinum',
    'Signature',
    'Marquee',
    'Apex',
    'Monarch',
    'Zenith',
    'Pinnacle',
    'Stellar',
    'Noble',
    'Carrera',
    'Malhotra',
    'Khanna',
    'Oberoi',
    'Kapoor',
    'Mehta',
    'Sethi',
    'Chadha',
    'Bhatia',
    'Reddy',
    'Iyer',
    'Menon',
    'Shetty',
    'Desai',
    'Agarwal',
    'Sabharwal',
  ],
  second: [
    'Motors',
    'Autohaus',
    'Prestige Cars',
    'Luxury Cars',
    'Auto Gallery',
    'Motor Works',
    'Car Company',
    'Autos',
    'Premium Cars',
    'Auto Boutique',
    'Pre-Owned',
    'Automobiles',
    'Motorcars',
  ],
  premises: ['Plot No. {n}', 'Showroom {n}, Ground Floor', 'Unit {n}', 'Shop No. {n}', 'Building {n}', 'Khasra No. {n}'],
} as const;
