// The deterministic demo catalogue generator (docs/product/catalogue.md): plain rows, no database. The same
// seed and anchor always give the same rows, whatever the chunking, because every car draws from its own seeded
// stream.
import { type SpecRecord } from '@luxe/contract';
import type { CarStatus } from '../db/schema';
import {
  brandSeeds,
  cities,
  dealerNameParts,
  registrationStates,
  type BodyType,
  type BrandSeed,
  type City,
  type FuelType,
  type ModelSeed,
  type Paint,
  type Transmission,
  type VariantSeed,
} from './catalogue-data';
import { galleryViews, modelImageUrl } from '../media/car-models';

export interface CatalogueOptions {
  cars: number;
  seed: number;
  /** "Now" of the catalogue: ages, listing dates and member-since dates are counted back from it. */
  anchor: Date;
  /**
   * `thin`: a market of rare models, as luxury cars are: the THIN_VOLUME_MODELS best-selling models share
   * the cars as usual, every other model has 1 to 6 cars (the fair-price accuracy command measures on it).
   */
  market?: 'deep' | 'thin';
}

export interface BrandRow {
  id: number;
  name: string;
  slug: string;
  logo: string;
  country: string;
}

export interface ModelRow {
  id: number;
  brandId: number;
  name: string;
  bodyType: BodyType;
}

export interface VariantRow {
  id: number;
  modelId: number;
  name: string;
  fuelType: FuelType;
  transmission: Transmission;
  engine: string;
  engineDisplacement: number;
  powerFigure: number;
  torqueFigure: number;
  peakPower: string;
  peakTorque: string;
  acceleration: number;
  topSpeed: number;
  mileage: number;
  fuelConsumption: number;
  avgFuelConsumption: number;
  emissionStd: string;
  drive: string;
  seats: number;
  doors: number;
  specs: SpecRecord;
  newPrice: number;
}

export interface VendorRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  profilePic: string;
  licenseNo: string;
  vendorCode: string;
  address: string;
  flatNo: string;
  landmark: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  latitude: number;
  longitude: number;
  memberSince: string;
  isVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface CarRow {
  id: number;
  vendorId: number;
  brandId: number;
  modelId: number;
  variantId: number;
  carName: string;
  brandName: string;
  carType: BodyType;
  fuelType: FuelType;
  transmission: Transmission;
  color: string;
  colorHex: string;
  manufacturingYear: number;
  registrationYear: number;
  registrationState: string;
  registrationNumber: string;
  odometerReading: number;
  noOfOwners: number;
  listingPrice: number;
  location: string;
  description: string;
  status: CarStatus;
  listedAt: Date;
  searchText: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface CarImageRow {
  carId: number;
  position: number;
  url: string;
}

export interface CarBatch {
  cars: CarRow[];
  images: CarImageRow[];
}

export interface Catalogue {
  brands: BrandRow[];
  models: ModelRow[];
  variants: VariantRow[];
  vendors: VendorRow[];
  cars: CarRow[];
  carImages: CarImageRow[];
}

/** Reference rows and vendors, plus what generateCars needs to draw cars in any order of chunks. */
export interface CatalogueContext {
  readonly options: CatalogueOptions;
  readonly brands: BrandRow[];
  readonly models: ModelRow[];
  readonly variants: VariantRow[];
  readonly vendors: VendorRow[];
  /** Precomputed lookups; internal to this module. */
  readonly plan: CarPlan;
}

export const imageViews = ['front-quarter', 'side', 'rear-quarter', 'front', 'rear', 'interior'] as const;

// ---------------------------------------------------------------- randomness

/** mulberry32: tiny, fast and good enough for demo data; re-seedable so one instance serves every car. */
export class Random {
  private state = 0;

  constructor(seed: number) {
    this.reseed(seed);
  }

  reseed(seed: number): void {
    this.state = seed >>> 0;
  }

  /** [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** integer in [min, max] */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** About normal with mean 0 and standard deviation `sd` (four uniforms summed), never beyond 3.5 sd. */
  spread(sd: number): number {
    return (this.next() + this.next() + this.next() + this.next() - 2) * Math.sqrt(3) * sd;
  }
}

/** Mixes a seed and a counter into a well-spread 32-bit seed (murmur3 finaliser). */
export function mix(seed: number, stream: number, index: number): number {
  let h = (seed ^ Math.imul(stream, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

const STREAM_VENDORS = 1;
const STREAM_CARS = 2;
const STREAM_PRICE_HISTORY = 3;
/** The price spread no listed feature explains, on streams of their own so every other figure stays as it was. */
const STREAM_PRICE_SPREAD = 4;
const STREAM_MODEL_SPREAD = 5;
const STREAM_VARIANT_SPREAD = 6;
const STREAM_DEALER_SPREAD = 7;
const STREAM_THIN = 8;
/** The demo cars' dealer inspection reports (inspections.ts). */
export const STREAM_INSPECTIONS = 9;

export function cumulative(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => {
    sum += w;
    out[i] = sum;
  });
  return out;
}

/** Index of a weighted draw: r in [0, 1) against cumulative weights. */
export function pickWeighted(cum: Float64Array, r: number): number {
  const target = r * (cum[cum.length - 1] ?? 0);
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((cum[mid] ?? 0) > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

// ---------------------------------------------------------------- small helpers

const round1 = (n: number): number => Math.round(n * 10) / 10;
const round2 = (n: number): number => Math.round(n * 100) / 100;
const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 123456 -> '1,23,456' (Indian digit grouping). */
export function formatIndian(n: number): string {
  const s = String(Math.trunc(n));
  if (s.length <= 3) return s;
  const head = s.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${s.slice(-3)}`;
}

const DAY_MS = 86_400_000;
const LISTING_WINDOW_DAYS = 120;
/** Weight of a car's age in years (index 0 = 1 year old): used luxury cars are mostly 2-6 years old. */
const AGE_WEIGHTS: readonly number[] = [5, 8, 10, 10, 9, 8, 7, 6, 5, 4, 3];

const COLOUR_WEIGHTS: Record<Paint['family'], number> = {
  White: 3,
  Black: 3,
  Grey: 2.5,
  Silver: 2,
  Blue: 1.5,
  Red: 0.8,
  Green: 0.4,
  Brown: 0.4,
  Beige: 0.4,
};

/** Price tier of a new car: 0 under 60 lakh, 1 under 1.2 crore, 2 under 2 crore, 3 above. */
function tierOf(price: number): 0 | 1 | 2 | 3 {
  if (price < 6_000_000) return 0;
  if (price < 12_000_000) return 1;
  if (price < 20_000_000) return 2;
  return 3;
}

function defaultSeats(body: BodyType): number {
  return body === 'MPV' ? 7 : body === 'Coupe' || body === 'Convertible' || body === 'Hatchback' ? 4 : 5;
}

function defaultDoors(body: BodyType): number {
  return body === 'Coupe' || body === 'Convertible' ? 2 : body === 'Hatchback' ? 3 : body === 'Sedan' ? 4 : 5;
}

// ---------------------------------------------------------------- variants and specs

interface VariantFacts {
  seats: number;
  doors: number;
  tier: 0 | 1 | 2 | 3;
  gears: number;
  gearbox: string;
  mileage: number;
  consumption: number;
  emission: string;
}

function variantFacts(brand: BrandSeed, model: ModelSeed, v: VariantSeed): VariantFacts {
  const eq = brand.equipment;
  const electric = v.elec?.kind === 'battery';
  const transKey = v.trans === 'DCT' ? 'dct' : v.trans === 'Manual' ? 'manual' : 'auto';
  const gears = v.gears ?? (electric ? 1 : eq.gears[transKey]);
  let gearbox: string;
  if (electric) gearbox = gears === 2 ? '2-speed automatic (rear axle)' : 'Single-speed reduction gear';
  else if (gears === 0) gearbox = 'e-CVT';
  else gearbox = `${gears}-speed ${eq.gearbox[transKey]}`;

  let mileage: number;
  let consumption: number;
  if (v.elec?.kind === 'battery') {
    mileage = round2(v.elec.rangeKm / v.elec.kwh);
    consumption = round1((100 * v.elec.kwh) / v.elec.rangeKm);
  } else {
    if (v.kmpl === undefined) throw new Error(`${brand.name} ${model.name} ${v.name}: kmpl is required for a combustion engine`);
    mileage = v.kmpl;
    consumption = round1(100 / v.kmpl);
  }

  let emission: string;
  if (electric) emission = 'Zero emission (BEV)';
  else if (v.to !== undefined && v.to < 2020) emission = 'BS4';
  else if (v.from >= 2023) emission = 'BS6 Phase 2';
  else emission = 'BS6';

  return {
    seats: v.seats ?? model.seats ?? defaultSeats(model.body),
    doors: v.doors ?? model.doors ?? defaultDoors(model.body),
    tier: tierOf(v.price),
    gears,
    gearbox,
    mileage,
    consumption,
    emission,
  };
}

function cylindersOf(engine: string): number | null {
  const m = /(?:Inline-|V|Flat-)(\d+)/.exec(engine);
  return m?.[1] ? Number(m[1]) : null;
}

function aspirationOf(engine: string, electric: boolean): string {
  if (electric) return 'NA';
  if (engine.includes('Twin-Turbo')) return 'Twin-turbocharged';
  if (engine.includes('Turbo')) return 'Turbocharged';
  if (engine.includes('Supercharged')) return 'Supercharged';
  return 'Naturally aspirated';
}

function tyreSize(body: BodyType, wheel: number): string {
  const suv = body === 'SUV' || body === 'MPV';
  const profile: Record<number, string> = suv
    ? { 16: '215/65', 17: '225/65', 18: '235/60', 19: '255/55', 20: '275/45', 21: '275/45', 22: '285/40' }
    : { 16: '205/60', 17: '225/50', 18: '245/45', 19: '255/40', 20: '275/35', 21: '285/30' };
  return `${profile[wheel] ?? '245/45'} R${wheel}`;
}

function peakText(value: number, unit: string, rpm: string | undefined): string {
  return rpm ? `${value} ${unit} @ ${rpm} rpm` : `${value} ${unit}`;
}

function buildSpecs(brand: BrandSeed, model: ModelSeed, v: VariantSeed, f: VariantFacts): SpecRecord {
  const eq = brand.equipment;
  const { tier, seats } = f;
  const body = model.body;
  const elec = v.elec;
  const electric = elec?.kind === 'battery';
  const top3 = Math.min(tier, 2) as 0 | 1 | 2;
  const adasOn = eq.adas && tier >= 1 && (v.to ?? 9999) >= 2019;
  const suvLike = body === 'SUV' || body === 'MPV';
  const openTop = body === 'Convertible';
  const wheelBase = { Hatchback: 17, Sedan: 17, SUV: 18, MPV: 17, Coupe: 19, Convertible: 18 }[body];
  const wheel = Math.max(16, Math.min(suvLike ? 22 : 21, wheelBase + tier + (v.bhp >= 450 ? 1 : 0)));
  const [length, width, height, wheelbase, boot, tank, kerbBase, clearance] = model.dims;
  // A battery version of a combustion model (Mini Cooper SE) carries its battery and has no fuel tank.
  const kerb = kerbBase + (elec?.kind === 'plug-in' ? 250 : 0) + (electric && tank > 0 ? 150 : 0) + (v.cc > 2500 ? 60 : 0);
  const air = model.air === true;
  const geometry = model.suspension ?? eq.suspension;
  const co2 = electric ? 0 : Math.round(f.consumption * (v.fuel === 'Diesel' ? 26.5 : 23.2));

  let sunroof: string;
  if (openTop) sunroof = 'Electric soft top';
  else if (body === 'Coupe') sunroof = tier >= 2 ? 'Electric glass sunroof' : 'NA';
  else if (body === 'Sedan') sunroof = tier >= 1 ? 'Panoramic' : 'Electric sunroof';
  else sunroof = 'Panoramic';

  let hybrid: SpecRecord['hybrid_system'];
  if (!elec) {
    hybrid = {
      hybrid_type: 'NA',
      electric_motor_kw: null,
      battery_kwh: null,
      battery_type: 'NA',
      electric_range_km: null,
      regenerative_braking: false,
      charging_ac_kw: null,
      charging_dc_kw: null,
      dc_charge_time: 'NA',
    };
  } else if (elec.kind === 'mild') {
    hybrid = {
      hybrid_type: 'Mild hybrid (48V)',
      electric_motor_kw: elec.motorKw ?? 12,
      battery_kwh: null,
      battery_type: '48V lithium-ion',
      electric_range_km: null,
      regenerative_braking: true,
      charging_ac_kw: null,
      charging_dc_kw: null,
      dc_charge_time: 'NA',
    };
  } else if (elec.kind === 'strong') {
    hybrid = {
      hybrid_type: 'Self-charging strong hybrid',
      electric_motor_kw: elec.motorKw,
      battery_kwh: elec.kwh,
      battery_type: v.from >= 2020 ? 'Lithium-ion' : 'Nickel-metal hydride',
      electric_range_km: null,
      regenerative_braking: true,
      charging_ac_kw: null,
      charging_dc_kw: null,
      dc_charge_time: 'NA',
    };
  } else if (elec.kind === 'plug-in') {
    hybrid = {
      hybrid_type: 'Plug-in hybrid',
      electric_motor_kw: elec.motorKw,
      battery_kwh: elec.kwh,
      battery_type: 'Lithium-ion',
      electric_range_km: elec.rangeKm,
      regenerative_braking: true,
      charging_ac_kw: elec.acKw,
      charging_dc_kw: null,
      dc_charge_time: 'NA',
    };
  } else {
    // 10-80% of the battery at about three quarters of the peak DC rate, to the nearest 5 minutes.
    const minutes = Math.round(((elec.kwh * 0.7) / (elec.dcKw * 0.75)) * 12) * 5;
    hybrid = {
      hybrid_type: 'Battery electric',
      electric_motor_kw: Math.round(v.bhp * 0.7457),
      battery_kwh: elec.kwh,
      battery_type: 'Lithium-ion',
      electric_range_km: elec.rangeKm,
      regenerative_braking: true,
      charging_ac_kw: elec.acKw,
      charging_dc_kw: elec.dcKw,
      dc_charge_time: `10-80% in ${minutes} min`,
    };
  }

  const segment = ['Entry luxury', 'Luxury', 'Premium luxury', 'Ultra luxury'][tier] ?? 'Luxury';
  const drivetrain = { AWD: 'All-wheel drive', RWD: 'Rear-wheel drive', FWD: 'Front-wheel drive', '4WD': 'Four-wheel drive' }[v.drive];
  const batteryWarranty = elec && elec.kind !== 'mild' ? '8 years / 1,60,000 km' : 'NA';

  return {
    overview: {
      body_type: body,
      segment: `${segment} ${body}`,
      fuel: v.fuel,
      seating_capacity: seats,
      door_count: f.doors,
      drivetrain,
      assembly: model.ckd ? 'Locally assembled (CKD)' : 'Imported (CBU)',
    },
    engine_transmission: {
      engine_type: v.engine,
      displacement_cc: electric ? null : v.cc,
      cylinders: electric ? null : cylindersOf(v.engine),
      valves_per_cylinder: electric ? null : 4,
      aspiration: aspirationOf(v.engine, electric),
      max_power: peakText(v.bhp, 'bhp', v.bhpAt),
      max_torque: peakText(v.nm, 'Nm', v.nmAt),
      gearbox: f.gearbox,
      gear_count: f.gears === 0 ? null : f.gears,
      paddle_shifters: !electric && v.trans !== 'Manual' && f.gears !== 0 && (tier >= 1 || v.bhp >= 250 || v.trans === 'DCT'),
      drive_modes: eq.driveModes,
    },
    hybrid_system: hybrid,
    performance: {
      acceleration_0_100_s: v.accel,
      top_speed_kmph: v.top,
      arai_mileage: f.mileage,
      mileage_unit: electric ? 'km/kWh' : 'km/l',
      combined_consumption: electric ? `${f.consumption} kWh/100 km` : `${f.consumption} L/100 km`,
      co2_emissions_g_km: co2,
      emission_norm: f.emission,
      power_to_weight_bhp_per_tonne: Math.round((v.bhp / kerb) * 1000),
    },
    exterior: {
      headlamps: eq.headlamps[top3],
      led_drls: true,
      led_tail_lamps: true,
      fog_lamps: body === 'Coupe' || openTop ? 'NA' : 'LED',
      rain_sensing_wipers: true,
      auto_headlamps: true,
      power_folding_mirrors: true,
      roof_rails: suvLike,
      sunroof,
      alloy_wheel_size_in: wheel,
      powered_tailgate: suvLike || (body === 'Sedan' && tier >= 1),
      puddle_lamps: tier >= 1 ? 'Logo projection' : 'LED',
    },
    interior: {
      ambient_lighting: eq.ambient,
      climate_zones: seats >= 6 || tier >= 2 ? 4 : tier === 1 ? 3 : 2,
      digital_cluster: `${eq.clusterIn}-inch digital`,
      head_up_display: tier >= 1,
      keyless_entry: true,
      push_button_start: true,
      wireless_charging: v.from >= 2017 || tier >= 1,
      rear_ac_vents: seats > 2,
      steering_adjust: tier >= 1 ? 'Electric tilt & telescopic with memory' : 'Manual tilt & telescopic',
      cruise_control: adasOn ? 'Adaptive' : 'Standard',
      auto_dimming_irvm: true,
      rear_sunshades: tier >= 1 && (body === 'Sedan' || suvLike) ? 'Electric' : 'NA',
    },
    seats_upholstery: {
      upholstery: eq.upholstery[top3],
      driver_seat_adjust: tier >= 1 ? 'Electric 12-way with memory' : v.price < 4_500_000 ? 'Manual 6-way' : 'Electric 8-way with memory',
      ventilated_seats: tier >= 2 ? 'Front & rear' : tier === 1 ? 'Front' : 'NA',
      heated_seats: tier >= 2 ? 'Front & rear' : 'Front',
      massage_seats: tier === 3 ? 'Front & rear' : tier === 2 ? 'Front' : 'NA',
      rear_seat_recline: seats <= 2 ? 'NA' : tier >= 2 ? 'Electric' : suvLike ? 'Manual' : 'NA',
      rear_seat_split: seats <= 2 ? 'NA' : seats <= 4 ? '50:50' : '40:20:40',
      third_row: seats >= 6,
      lumbar_support: tier >= 1 ? '4-way electric' : '2-way electric',
    },
    entertainment: {
      touchscreen_size: tier >= 1 ? eq.screens[1] : eq.screens[0],
      infotainment_system: eq.infotainment,
      speakers: eq.speakers[top3],
      sound_system: eq.sound[top3],
      apple_carplay: true,
      android_auto: true,
      navigation: true,
      connected_car: eq.connected,
      rear_entertainment: tier === 3 || body === 'MPV' ? 'Dual rear screens' : 'NA',
      usb_c_ports: 2 + tier + (body === 'MPV' ? 2 : 0),
    },
    safety: {
      airbags: seats <= 2 ? 4 + top3 : Math.min(10, 6 + tier + (seats >= 6 ? 1 : 0)),
      abs: true,
      ebd: true,
      esp: true,
      hill_hold: true,
      hill_descent: body === 'SUV',
      tpms: true,
      isofix: seats > 2,
      parking_sensors: 'Front & rear',
      parking_camera: tier >= 1 ? '360-degree' : 'Rear-view',
      adas: adasOn ? 'Level 2' : 'NA',
      blind_spot_monitor: adasOn || tier >= 1,
    },
    suspension_brakes: {
      front_suspension: air ? `${geometry[0]}, air springs` : geometry[0],
      rear_suspension: air ? `${geometry[1]}, air springs` : geometry[1],
      adaptive_dampers: air || tier >= 1 || v.bhp >= 350,
      brakes_front: v.bhp >= 500 ? 'Ventilated discs, 6-piston fixed calipers' : 'Ventilated discs',
      brakes_rear: tier >= 1 || v.bhp >= 300 ? 'Ventilated discs' : 'Solid discs',
      tyre_size: tyreSize(body, wheel),
      spare_wheel: eq.spare === 'Run-flat tyres' || (!electric && !openTop && body !== 'Coupe') ? eq.spare : 'Tyre repair kit',
      wheel_type: v.bhp >= 500 ? 'Forged alloy' : 'Alloy',
      steering_type: tier >= 2 ? 'Electric power steering with rear-axle steering' : 'Electric power steering',
      turning_radius_m: round1((wheelbase / 1000) * 1.92),
    },
    dimensions: {
      length_mm: length,
      width_mm: width,
      height_mm: height,
      wheelbase_mm: wheelbase,
      ground_clearance_mm: clearance,
      kerb_weight_kg: kerb,
      boot_space_l: boot,
      fuel_tank_l: electric || tank === 0 ? null : tank,
      seating_rows: seats >= 6 ? 3 : seats <= 2 ? 1 : 2,
    },
    warranty: {
      standard_warranty_years: eq.warranty.years,
      warranty_km: eq.warranty.km,
      extended_warranty: `Up to ${eq.warranty.years + 2} years`,
      roadside_assistance: `${eq.warranty.roadsideYears} years, 24x7`,
      service_package: eq.warranty.service,
      service_interval_km: eq.warranty.intervalKm,
      battery_warranty: batteryWarranty,
    },
    colours: {
      available_colours: brand.palette.map((c) => c.name).join(', '),
      colour_options: brand.palette.length,
      metallic_paint: true,
      matte_paint_option: tier >= 2,
      contrast_roof_option: model.contrastRoof === true,
    },
  };
}

// ---------------------------------------------------------------- the plan

interface VariantPlan {
  row: VariantRow;
  brand: BrandRow;
  model: ModelRow;
  carName: string;
  searchText: string;
  /** yearly loss after the first year */
  depreciation: number;
  years: number[];
  yearCum: Float64Array;
  palette: readonly Paint[];
  paletteCum: Float64Array;
  /** ln of what the model and the variant fetch above or below the rest (the market's taste), drawn per seed. */
  spread: number;
}

interface VendorPlan {
  row: VendorRow;
  city: City;
  /** ln of the dealer's margin over the market. */
  margin: number;
}

export interface CarPlan {
  variants: VariantPlan[];
  variantCum: Float64Array;
  vendors: VendorPlan[];
  vendorCum: Float64Array;
  /** The thin market's cars of rare models, as indexes into `variants`: car index i < length takes slot i. */
  thinSlots: Int32Array;
  anchorYear: number;
  listStartMs: number;
  /** width of each car's listing slot, so listing times rise strictly with the car index */
  listSlotMs: number;
}

function buildReference(anchorYear: number): {
  brands: BrandRow[];
  models: ModelRow[];
  variants: VariantRow[];
  plans: VariantPlan[];
  weights: number[];
} {
  const brands: BrandRow[] = [];
  const models: ModelRow[] = [];
  const variants: VariantRow[] = [];
  const plans: VariantPlan[] = [];
  const weights: number[] = [];
  const windowYears = AGE_WEIGHTS.map((_, i) => anchorYear - 1 - i);

  for (const b of brandSeeds) {
    const brand: BrandRow = { id: brands.length + 1, name: b.name, slug: b.slug, logo: `/media/brands/${b.slug}.svg`, country: b.country };
    brands.push(brand);
    const paletteCum = cumulative(b.palette.map((c) => COLOUR_WEIGHTS[c.family]));
    for (const m of b.models) {
      const model: ModelRow = { id: models.length + 1, brandId: brand.id, name: m.name, bodyType: m.body };
      models.push(model);
      const cheapest = Math.min(...m.variants.map((v) => v.price));
      for (const v of m.variants) {
        const facts = variantFacts(b, m, v);
        const row: VariantRow = {
          id: variants.length + 1,
          modelId: model.id,
          name: v.name,
          fuelType: v.fuel,
          transmission: v.trans,
          engine: v.engine,
          engineDisplacement: v.cc,
          powerFigure: v.bhp,
          torqueFigure: v.nm,
          peakPower: peakText(v.bhp, 'bhp', v.bhpAt),
          peakTorque: peakText(v.nm, 'Nm', v.nmAt),
          acceleration: v.accel,
          topSpeed: v.top,
          mileage: facts.mileage,
          fuelConsumption: facts.consumption,
          avgFuelConsumption: round1(facts.consumption * 1.18),
          emissionStd: facts.emission,
          drive: v.drive,
          seats: facts.seats,
          doors: facts.doors,
          specs: buildSpecs(b, m, v, facts),
          newPrice: v.price,
        };
        variants.push(row);

        // A variant only appears in the years it was sold; its share shrinks with the years it misses.
        const years = windowYears.filter((y) => y >= v.from && y <= (v.to ?? Infinity));
        const yearWeights = years.map((y) => AGE_WEIGHTS[anchorYear - 1 - y] ?? 0);
        const yearShare = yearWeights.reduce((a, w) => a + w, 0);
        const carName = v.name.startsWith(m.name) ? `${b.name} ${v.name}` : `${b.name} ${m.name} ${v.name}`;
        plans.push({
          row,
          brand,
          model,
          carName,
          searchText: `${b.name} ${m.name} ${v.name} ${carName}`.toLowerCase(),
          depreciation: b.depreciation,
          years,
          yearCum: cumulative(yearWeights),
          palette: b.palette,
          paletteCum,
          spread: 0,
        });
        // Cheaper trims sell in larger numbers than the top trims of the same model.
        weights.push(m.weight * (cheapest / v.price) * yearShare);
      }
    }
  }

  // An anchor far from today can leave no variant in its window: then any variant in any window year.
  if (!weights.some((w) => w > 0)) {
    for (const [i, plan] of plans.entries()) {
      plan.years = windowYears;
      plan.yearCum = cumulative(AGE_WEIGHTS);
      weights[i] = 1;
    }
  }
  return { brands, models, variants, plans, weights };
}

function buildVendors(options: CatalogueOptions, count: number): VendorPlan[] {
  const rng = new Random(0);
  const cityCum = cumulative(cities.map((c) => c.weight));
  const { first, second, premises } = dealerNameParts;
  const combos = first.length * second.length;
  const nameOffset = mix(options.seed, STREAM_VENDORS, -1) % combos;
  const phoneOffset = mix(options.seed, STREAM_VENDORS, -2) % 1_000_000_000;
  const memberFrom = Date.UTC(2012, 0, 1);
  const memberTo = Math.max(memberFrom, options.anchor.getTime() - 365 * DAY_MS);
  const out: VendorPlan[] = [];

  for (let i = 0; i < count; i++) {
    rng.reseed(mix(options.seed, STREAM_VENDORS, i));
    const id = i + 1;
    // The first dealers cover every city once, so even the smallest catalogue spans them all.
    const city = (i < cities.length ? cities[i] : cities[pickWeighted(cityCum, rng.next())]) as City;
    const state = registrationStates[city.stateCode];
    if (!state) throw new Error(`unknown state code ${city.stateCode}`);
    const locality = rng.pick(city.localities);
    // 7919 is prime and so coprime with the number of combinations: the first `combos` names differ.
    const combo = (nameOffset + i * 7919) % combos;
    const baseName = `${first[combo % first.length]} ${second[Math.floor(combo / first.length)]}`;
    const name = i < combos ? baseName : `${baseName} ${locality.area}`;
    const member = new Date(memberFrom + Math.floor(rng.next() * ((memberTo - memberFrom) / DAY_MS)) * DAY_MS);
    const memberSince = member.toISOString().slice(0, 10);
    // 618033989 is coprime with 10^9, so these nine digits are distinct for every id.
    const phoneTail = (phoneOffset + id * 618_033_989) % 1_000_000_000;
    const phone = `${[9, 8, 7, 6][i % 4]}${pad(phoneTail, 9)}`;
    const created = new Date(`${memberSince}T04:30:00.000Z`);
    out.push({
      city,
      margin: new Random(mix(options.seed, STREAM_DEALER_SPREAD, i)).spread(DEALER_MARGIN_SD),
      row: {
        id,
        name,
        email: `${slugify(baseName)}.${id}@dealers.example.com`,
        phone,
        profilePic: `/media/dealers/${id}.svg`,
        licenseNo: `TL/${city.stateCode}/${member.getUTCFullYear()}/${pad(id, 6)}`,
        vendorCode: `LXW-${city.code}-${pad(id, 5)}`,
        address: `${locality.road}, ${locality.area}`,
        flatNo: rng.pick(premises).replace('{n}', String(rng.int(1, 120))),
        landmark: locality.landmark,
        city: city.name,
        state: state.name,
        country: 'India',
        pincode: locality.pincode,
        latitude: Math.round((city.latitude + (rng.next() - 0.5) * 0.12) * 1e6) / 1e6,
        longitude: Math.round((city.longitude + (rng.next() - 0.5) * 0.12) * 1e6) / 1e6,
        memberSince,
        isVerified: true,
        createdAt: created,
        updatedAt: created,
      },
    });
  }
  return out;
}

/** Number of dealers for a catalogue of `cars` cars. */
export function vendorCountFor(cars: number): number {
  return Math.max(20, Math.ceil(cars / 40));
}

/** The thin market's best-selling models, which keep their usual share; the others have 1 to 6 cars each. */
export const THIN_VOLUME_MODELS = 16;
const THIN_MAX_CARS = 6;

/**
 * The market's taste, drawn per seed: each model's premium and a depreciation a little off its brand's,
 * each variant's premium. Returns the variants' weights for the thin market's draws and its rare models' slots.
 */
function drawMarket(options: CatalogueOptions, plans: VariantPlan[], weights: number[]): { weights: number[]; thinSlots: Int32Array } {
  const rng = new Random(0);
  const modelTaste = new Map<number, { premium: number; depreciation: number }>();
  for (const plan of plans) {
    let taste = modelTaste.get(plan.model.id);
    if (!taste) {
      rng.reseed(mix(options.seed, STREAM_MODEL_SPREAD, plan.model.id));
      taste = { premium: rng.spread(MODEL_PREMIUM_SD), depreciation: (rng.next() * 2 - 1) * MODEL_DEPRECIATION_OFF };
      modelTaste.set(plan.model.id, taste);
    }
    rng.reseed(mix(options.seed, STREAM_VARIANT_SPREAD, plan.row.id));
    plan.spread = taste.premium + rng.spread(VARIANT_PREMIUM_SD);
    plan.depreciation += taste.depreciation;
  }
  if (options.market !== 'thin') return { weights, thinSlots: new Int32Array(0) };

  const modelWeight = new Map<number, number>();
  plans.forEach((p, i) => modelWeight.set(p.model.id, (modelWeight.get(p.model.id) ?? 0) + (weights[i] ?? 0)));
  const volume = new Set(
    [...modelWeight.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, THIN_VOLUME_MODELS)
      .map(([id]) => id),
  );
  const slots: number[] = [];
  for (const id of [...modelWeight.keys()].filter((m) => !volume.has(m) && (modelWeight.get(m) ?? 0) > 0)) {
    rng.reseed(mix(options.seed, STREAM_THIN, id));
    const own = plans.map((p, i) => (p.model.id === id ? i : -1)).filter((i) => i >= 0);
    const cum = cumulative(own.map((i) => weights[i] ?? 0));
    for (let k = rng.int(1, THIN_MAX_CARS); k > 0; k--) slots.push(own[pickWeighted(cum, rng.next())]!);
  }
  // Shuffled, so a small thin catalogue still has some of every rare model's neighbours.
  rng.reseed(mix(options.seed, STREAM_THIN, -1));
  for (let i = slots.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return { weights: plans.map((p, i) => (volume.has(p.model.id) ? (weights[i] ?? 0) : 0)), thinSlots: Int32Array.from(slots) };
}

export function createCatalogue(options: CatalogueOptions): CatalogueContext {
  if (!Number.isInteger(options.cars) || options.cars < 0) throw new RangeError('cars must be a whole number, 0 or more');
  if (Number.isNaN(options.anchor.getTime())) throw new RangeError('anchor must be a valid date');
  const anchorYear = options.anchor.getUTCFullYear();
  const reference = buildReference(anchorYear);
  const { brands, models, variants, plans } = reference;
  const { weights, thinSlots } = drawMarket(options, plans, reference.weights);
  const vendors = buildVendors(options, vendorCountFor(options.cars));
  // Bigger and smaller dealers: a dealer's stock share varies from 0.4 to 2.
  const vendorWeights = vendors.map((_, i) => 0.4 + 1.6 * new Random(mix(options.seed, STREAM_VENDORS, 1_000_000 + i)).next());
  const listStartMs = options.anchor.getTime() - LISTING_WINDOW_DAYS * DAY_MS;
  return {
    options,
    brands,
    models,
    variants,
    vendors: vendors.map((v) => v.row),
    plan: {
      variants: plans,
      variantCum: cumulative(weights),
      vendors,
      vendorCum: cumulative(vendorWeights),
      thinSlots,
      anchorYear,
      listStartMs,
      listSlotMs: (LISTING_WINDOW_DAYS * DAY_MS) / Math.max(1, options.cars),
    },
  };
}

// ---------------------------------------------------------------- cars

const OWNER_LABELS = ['First-owner', 'Second-owner', 'Third-owner'] as const;
const OWNER_FACTORS = [1, 0.95, 0.9] as const;
const CLOSINGS = [
  'Full service history at the authorised dealer.',
  'Both keys, original invoice and service records available.',
  'RC, insurance and pollution certificate in order; never used commercially.',
  'Accident-free, insurance valid, ready for transfer.',
  'Well maintained, non-smoker car with all original documents.',
  'Extended warranty available; finance and exchange possible.',
] as const;
/** Plate series letters: I and O are not issued. */
const PLATE_LETTERS = [...'ABCDEFGHJKLMNPQRSTUVWXYZ'];
/** Every ordered choice of 2 to 5 of the non-hero views, so a car's gallery is one draw. */
const VIEW_SETS: readonly (readonly string[])[][] = [2, 3, 4, 5].map((k) => subsets(imageViews.slice(1), k));

function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of subsets(items.slice(i + 1), k - 1)) out.push([item, ...rest]);
  });
  return out;
}

/**
 * The spread of real used-car prices that no listed feature explains, in logs (docs/product/fair-price.md):
 * the model's and the variant's standing with buyers, the dealer's margin, the paint, and each car's own
 * condition and options. Together some 11% a car.
 */
const MODEL_PREMIUM_SD = 0.06;
/** A model loses up to this much a year more or less than its brand. */
const MODEL_DEPRECIATION_OFF = 0.01;
const VARIANT_PREMIUM_SD = 0.03;
const DEALER_MARGIN_SD = 0.035;
const CONDITION_SD = 0.09;
/** Buyers pay a little more for the common colours and less for the rare ones. */
const COLOUR_PREMIUM: Record<Paint['family'], number> = {
  White: 0.01,
  Black: 0.01,
  Grey: 0.005,
  Silver: 0,
  Blue: -0.01,
  Red: -0.03,
  Green: -0.05,
  Brown: -0.04,
  Beige: -0.04,
};

/**
 * Listing price in rupees: new price, less 15% in the first year and the depreciation rate each later year,
 * then less for kilometres and owners, within ±4% (`noise`), times e^spread (what no feature explains), to
 * the nearest 1,000.
 */
export function usedPrice(
  newPrice: number,
  depreciation: number,
  age: number,
  km: number,
  owners: number,
  noise: number,
  spread = 0,
): number {
  const years = Math.max(1, age);
  const value = newPrice * 0.85 * (1 - depreciation) ** (years - 1);
  const kmFactor = Math.max(0.75, 1.04 - km * 0.0000022);
  const ownerFactor = OWNER_FACTORS[Math.min(3, Math.max(1, owners)) - 1] ?? 0.9;
  const price = value * kmFactor * ownerFactor * (0.96 + 0.08 * noise) * Math.exp(spread);
  return Math.max(1000, Math.round(price / 1000) * 1000);
}

/** Cars with indexes fromIndex .. fromIndex+count-1 (ids one more), clipped to the catalogue size. */
export function generateCars(ctx: CatalogueContext, fromIndex: number, count: number): CarBatch {
  const { plan, options } = ctx;
  const end = Math.min(options.cars, fromIndex + count);
  const cars: CarRow[] = [];
  const images: CarImageRow[] = [];
  const rng = new Random(0);
  const own = new Random(0);

  for (let i = Math.max(0, fromIndex); i < end; i++) {
    rng.reseed(mix(options.seed, STREAM_CARS, i));
    const id = i + 1;
    const draw = rng.next();
    const vp = plan.variants[i < plan.thinSlots.length ? plan.thinSlots[i]! : pickWeighted(plan.variantCum, draw)] as VariantPlan;
    const dealer = plan.vendors[pickWeighted(plan.vendorCum, rng.next())] as VendorPlan;
    const year = vp.years[pickWeighted(vp.yearCum, rng.next())] ?? plan.anchorYear - 1;
    const regYear = year + 1 < plan.anchorYear && rng.chance(0.2) ? year + 1 : year;
    const age = plan.anchorYear - year;

    const yearsDriven = Math.max(0.3, plan.anchorYear - regYear - 0.5 + rng.next());
    const kmPerYear = 6000 + 9000 * rng.next();
    const km = Math.round(yearsDriven * kmPerYear);

    const r = rng.next();
    const p3 = Math.max(0, 0.025 * (age - 4));
    const p2 = Math.min(0.5, 0.045 * age);
    const owners = r < p3 ? 3 : r < p3 + p2 ? 2 : 1;

    const paint = vp.palette[pickWeighted(vp.paletteCum, rng.next())] as Paint;

    const city = dealer.city;
    const stateCode = city.neighbours.length > 0 && rng.chance(0.12) ? rng.pick(city.neighbours) : city.stateCode;
    const regState = registrationStates[stateCode];
    if (!regState) throw new Error(`unknown state code ${stateCode}`);
    const rto = stateCode === city.stateCode ? rng.pick(city.rtos) : rng.pick(regState.rtos);
    const letters = `${rng.pick(PLATE_LETTERS)}${rng.pick(PLATE_LETTERS)}`;
    const plate = `${stateCode} ${rto} ${letters} ${pad(rng.int(1, 9999), 4)}`;

    own.reseed(mix(options.seed, STREAM_PRICE_SPREAD, i));
    const spread = vp.spread + dealer.margin + COLOUR_PREMIUM[paint.family] + own.spread(CONDITION_SD);
    const price = usedPrice(vp.row.newPrice, vp.depreciation, age, km, owners, rng.next(), spread);

    const s = rng.next();
    const status: CarStatus = s < 0.01 ? 'sold' : s < 0.03 ? 'reserved' : 'available';
    const listedAt = new Date(Math.floor(plan.listStartMs + i * plan.listSlotMs + rng.next() * (plan.listSlotMs - 1)));

    const description =
      `${OWNER_LABELS[owners - 1]} ${year} ${vp.carName} in ${paint.name}, ${formatIndian(km)} km, ` +
      `${regState.name} registration. ${rng.pick(CLOSINGS)}`;

    cars.push({
      id,
      vendorId: dealer.row.id,
      brandId: vp.brand.id,
      modelId: vp.model.id,
      variantId: vp.row.id,
      carName: vp.carName,
      brandName: vp.brand.name,
      carType: vp.model.bodyType,
      fuelType: vp.row.fuelType,
      transmission: vp.row.transmission,
      color: paint.family,
      colorHex: paint.hex,
      manufacturingYear: year,
      registrationYear: regYear,
      registrationState: regState.name,
      registrationNumber: plate,
      odometerReading: km,
      noOfOwners: owners,
      listingPrice: price,
      location: city.name,
      description,
      status,
      listedAt,
      searchText: vp.searchText,
      createdAt: listedAt,
      updatedAt: listedAt,
    });

    // Every car shows its own model from four sides (docs/decisions/012). The old draw of a view set is kept, unused,
    // so that every later figure of the catalogue stays what it was for the same seed.
    rng.pick(VIEW_SETS[rng.int(2, 5) - 2] ?? []);
    galleryViews.forEach((view, k) =>
      images.push({ carId: id, position: k, url: modelImageUrl(vp.brand.slug, vp.model.name, paint.hex, view) }),
    );
  }
  return { cars, images };
}

/** The whole catalogue in memory; for tests and small sizes (the seeder streams generateCars instead). */
export function generateCatalogue(options: CatalogueOptions): Catalogue {
  const ctx = createCatalogue(options);
  const { cars, images } = generateCars(ctx, 0, options.cars);
  return { brands: ctx.brands, models: ctx.models, variants: ctx.variants, vendors: ctx.vendors, cars, carImages: images };
}

/** One earlier listing price of a demo car, and since when. */
export interface PriceHistoryRow {
  carId: number;
  price: number;
  changedAt: Date;
}

export interface DemoPriceHistory {
  /** Each changed car's prices, oldest first: the price it was listed at, then each change; the last is its listing price. */
  rows: PriceHistoryRow[];
  /** The cars whose last change was a drop, with the price before it and when. */
  drops: Map<number, { from: number; at: Date }>;
}

/** A demo price in rupees: to the nearest 1,000, as dealers list them. */
const thousands = (n: number) => Math.max(1000, Math.round(n / 1000) * 1000);

/**
 * A plausible price history for some demo cars, on a stream of its own so the cars stay as they
 * are: about 9% were listed higher and cut once or twice (3% to 8% each time; half of those cuts in the
 * last week, so some cards carry their drop), about 3% were listed a little lower and raised once. The
 * cars' listing prices are the last price of their history.
 */
export function generatePriceHistory(ctx: CatalogueContext, cars: readonly CarRow[]): DemoPriceHistory {
  const rng = new Random(0);
  const anchorMs = ctx.options.anchor.getTime();
  const rows: PriceHistoryRow[] = [];
  const drops = new Map<number, { from: number; at: Date }>();
  for (const car of cars) {
    if (car.status === 'sold') continue;
    rng.reseed(mix(ctx.options.seed, STREAM_PRICE_HISTORY, car.id));
    const r = rng.next();
    const listedMs = car.listedAt.getTime();
    const span = anchorMs - listedMs;
    if (r >= 0.12 || span < 2 * DAY_MS) continue;
    const cut = r < 0.09;
    const changes = cut && rng.chance(0.3) ? 2 : 1;
    // The changes' moments, oldest first, after the listing; a cut's last change falls in the last week half the time.
    const moments: number[] = [];
    for (let k = 0; k < changes; k++) moments.push(listedMs + DAY_MS + rng.next() * (span - 2 * DAY_MS));
    moments.sort((a, b) => a - b);
    if (cut && span > 8 * DAY_MS && rng.chance(0.5)) {
      const last = anchorMs - rng.next() * 6 * DAY_MS - 3600_000;
      moments[moments.length - 1] = last;
      if (moments.length > 1 && moments[0]! >= last) moments[0] = listedMs + (last - listedMs) / 2;
    }
    // Prices from the latest back: each earlier one higher (a cut) or lower (a rise).
    const prices = [car.listingPrice];
    for (let k = 0; k < changes; k++) {
      const step = cut ? 1 + 0.03 + 0.05 * rng.next() : 1 - 0.02 - 0.02 * rng.next();
      prices.unshift(thousands(prices[0]! * step));
    }
    rows.push({ carId: car.id, price: prices[0]!, changedAt: car.listedAt });
    moments.forEach((at, k) => rows.push({ carId: car.id, price: prices[k + 1]!, changedAt: new Date(Math.floor(at)) }));
    if (cut) drops.set(car.id, { from: prices[prices.length - 2]!, at: new Date(Math.floor(moments[moments.length - 1]!)) });
  }
  return { rows, drops };
}
