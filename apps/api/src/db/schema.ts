// The whole product's schema. Money is integer rupees, never floats (docs/product/every-call.md).
// NOTE: PGlite embeds PostgreSQL 18 and Debian's server is 15: nothing newer than 15 is used here.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Key-value facts about this installation (schema-independent settings, demo seed marker). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- people

export const buyers = pgTable(
  'buyers',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** 1 Male, 2 Female, 3 Other; null when not given. */
    gender: smallint('gender'),
    profilePic: text('profile_pic'),
    city: text('city'),
    state: text('state'),
    /** Notifications also go by SMS unless turned off (docs/product/notifications.md). */
    smsNotifications: boolean('sms_notifications').notNull().default(true),
    /** Consecutive failed OTP verifications across codes; reset on success (NIST 800-63B: limit failed attempts per account). */
    failedSignins: integer('failed_signins').notNull().default(0),
    signinLockedUntil: timestamp('signin_locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('buyers_phone_key').on(t.phone), check('buyers_gender_check', sql`${t.gender} in (1, 2, 3)`)],
);

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    profilePic: text('profile_pic'),
    /** Trade licence or registration number (the web app's vendorReg, the dealer card's licence). */
    licenseNo: text('license_no').notNull(),
    vendorCode: text('vendor_code').notNull(),
    address: text('address').notNull(),
    flatNo: text('flat_no'),
    landmark: text('landmark'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('India'),
    pincode: text('pincode').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    memberSince: date('member_since', { mode: 'string' }).notNull(),
    isVerified: boolean('is_verified').notNull().default(true),
    smsNotifications: boolean('sms_notifications').notNull().default(true),
    /** As the buyer's: consecutive failed sign-ins, and the lock they may lead to (dealers sign in as buyers do). */
    failedSignins: integer('failed_signins').notNull().default(0),
    signinLockedUntil: timestamp('signin_locked_until', { withTimezone: true }),
    /** 'suspended' by an operator: cannot sign in, its cars shown nowhere (docs/operators.md). */
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('vendors_status_check', sql`${t.status} in ('active', 'suspended')`),
    uniqueIndex('vendors_phone_key').on(t.phone),
    uniqueIndex('vendors_code_key').on(t.vendorCode),
    index('vendors_city_idx').on(t.city),
  ],
);

/** Access tokens: only a SHA-256 hash of the opaque token is stored, so a copy of the database opens no session. */
/**
 * The people who run the marketplace. Added from the command line only; they sign in with a phone code and
 * an authenticator's code (RFC 6238). The authenticator's secret is stored sealed with a key the database
 * never holds, and the last time step used, so a code is taken once.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    failedSignins: integer('failed_signins').notNull().default(0),
    signinLockedUntil: timestamp('signin_locked_until', { withTimezone: true }),
    totpSecretSealed: text('totp_secret_sealed'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_phone_key').on(t.phone)],
);

/**
 * What operators did: who, what, to which record, before and after, when and from where. Append-only: a
 * trigger refuses every UPDATE, DELETE and TRUNCATE, so no call, and no code path, can rewrite it.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    action: text('action').notNull(),
    subjectKind: text('subject_kind'),
    subjectId: integer('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_created_idx').on(t.createdAt.desc()), index('audit_events_subject_idx').on(t.subjectKind, t.subjectId)],
);

/** Buyers' reports of a listing; one open report per buyer and car (a partial unique index). */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').notNull().default('open'),
    outcome: text('outcome'),
    closedBy: integer('closed_by').references(() => operators.id),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('listing_reports_one_open_key')
      .on(t.buyerId, t.carId)
      .where(sql`${t.status} = 'open'`),
    index('listing_reports_status_idx').on(t.status, t.createdAt),
    // A car's reports (its page in the console, the open count beside each car).
    index('listing_reports_car_idx').on(t.carId),
    check('listing_reports_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/** A dealership's application to sell, from /sell; an operator approves it (creating the dealer) or rejects it. */
export const dealerApplications = pgTable(
  'dealer_applications',
  {
    id: serial('id').primaryKey(),
    businessName: text('business_name').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    gstin: text('gstin').notNull(),
    pan: text('pan').notNull(),
    /** The trade certificate's name in the private document store, and its media type. */
    documentName: text('document_name').notNull(),
    documentType: text('document_type').notNull(),
    status: text('status', { enum: ['submitted', 'approved', 'rejected'] })
      .notNull()
      .default('submitted'),
    reason: text('reason'),
    vendorId: integer('vendor_id').references(() => vendors.id),
    decidedBy: integer('decided_by').references(() => operators.id),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('dealer_applications_status_check', sql`${t.status} in ('submitted', 'approved', 'rejected')`),
    // One application waiting per phone and per GSTIN: a second is a duplicate, not a new business.
    uniqueIndex('dealer_applications_waiting_phone_key')
      .on(t.phone)
      .where(sql`${t.status} = 'submitted'`),
    uniqueIndex('dealer_applications_waiting_gstin_key')
      .on(t.gstin)
      .where(sql`${t.status} = 'submitted'`),
    uniqueIndex('dealer_applications_vendor_key').on(t.vendorId),
    index('dealer_applications_status_idx').on(t.status, t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    buyerId: integer('buyer_id').references(() => buyers.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    /** 'totp_enrolment': an operator's token good only to confirm their authenticator. */
    purpose: text('purpose').notNull().default('full'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_buyer_idx').on(t.buyerId),
    index('sessions_vendor_idx').on(t.vendorId),
    index('sessions_operator_idx').on(t.operatorId),
    check('sessions_one_principal', sql`num_nonnulls(${t.buyerId}, ${t.vendorId}, ${t.operatorId}) = 1`),
    check('sessions_purpose_check', sql`${t.purpose} in ('full', 'totp_enrolment')`),
  ],
);

/** One-time codes: a keyed hash only, single use, at most 5 wrong tries each (docs/product/accounts.md). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    /** 'buyer' or 'vendor': who signs in with this code. */
    audience: text('audience').notNull().default('buyer'),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongAttempts: smallint('wrong_attempts').notNull().default(0),
    /** Set when used, replaced by a newer code, or voided after too many wrong tries. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_phone_created_idx').on(t.phone, t.createdAt)],
);

/** Fixed-window counters for rate limits, here so that every server process counts the same hits. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Work that time triggers (expiries, reminders, pruning). A server claims due rows for a lease
 * (FOR UPDATE SKIP LOCKED), so any number of servers run them and none runs one twice; `key` makes
 * scheduling the same job twice a no-op.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /**
     * The order due jobs are claimed in: 0 money, 1 reminders, 2 messages, 3 upkeep (jobs/runner.ts),
     * from the job's definition at scheduling. The default is for a row a server of the previous release writes.
     */
    priority: smallint('priority').notNull().default(2),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    // The claim reads this in its own order and stops at its batch, however many jobs are due.
    index('jobs_claim_idx')
      .on(t.priority, t.runAt, t.id)
      .where(sql`${t.doneAt} is null`),
  ],
);

// ---------------------------------------------------------------- catalogue

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo').notNull(),
    country: text('country'),
  },
  (t) => [uniqueIndex('brands_name_key').on(t.name), uniqueIndex('brands_slug_key').on(t.slug)],
);

export const carModels = pgTable(
  'car_models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    /** Body type shown as car_type / car_type_name: Sedan, SUV, Coupe, ... */
    bodyType: text('body_type').notNull(),
  },
  (t) => [uniqueIndex('car_models_brand_name_key').on(t.brandId, t.name)],
);

/** Per-variant specification and equipment, shared by every car of that variant. */
export type VariantSpecs = Record<string, Record<string, string | number | boolean | null>>;

export const carVariants = pgTable(
  'car_variants',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => carModels.id),
    name: text('name').notNull(),
    fuelType: text('fuel_type').notNull(),
    transmission: text('transmission').notNull(),
    /** Human description, e.g. '3.0L Inline-6 Turbo Diesel'. */
    engine: text('engine').notNull(),
    /** Cubic centimetres; 0 for a battery-electric car. */
    engineDisplacement: integer('engine_displacement').notNull(),
    /** bhp */
    powerFigure: integer('power_figure').notNull(),
    /** Nm */
    torqueFigure: integer('torque_figure').notNull(),
    peakPower: text('peak_power').notNull(),
    peakTorque: text('peak_torque').notNull(),
    /** seconds */
    acceleration: doublePrecision('acceleration_0_100kmph').notNull(),
    /** km/h */
    topSpeed: integer('top_speed').notNull(),
    /** ARAI km/l (km/kWh-equivalent shown as range for electric cars) */
    mileage: doublePrecision('mileage').notNull(),
    fuelConsumption: doublePrecision('fuel_consumption').notNull(),
    avgFuelConsumption: doublePrecision('avg_fuel_consumption').notNull(),
    emissionStd: text('emission_std').notNull(),
    drive: text('drive').notNull(),
    seats: smallint('seats').notNull(),
    doors: smallint('doors').notNull(),
    /** The 13 'Full Specifications' sections of the car page (equipment included), keyed by section. */
    specs: jsonb('specs').$type<VariantSpecs>().notNull(),
    /** Typical new-car ex-showroom price in rupees, the base of the demo's used prices. */
    newPrice: integer('new_price').notNull(),
    /** Lower-cased 'brand model variant': search matches these few hundred rows, not every car. */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [uniqueIndex('car_variants_model_name_key').on(t.modelId, t.name)],
);

/** 'withdrawn': the dealer took the car off; it leaves every buyer's read (the list's indexes leave it out). */
export const carStatuses = ['available', 'reserved', 'sold', 'withdrawn'] as const;
/** The condition every list index holds: a taken-off car is in none of them, so excluding it costs the list nothing. */
const listed = (t: { status: unknown }) => sql`${t.status} <> 'withdrawn'`;
export type CarStatus = (typeof carStatuses)[number];

export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => carModels.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => carVariants.id),
    carName: text('car_name').notNull(),
    // NOTE: brand name, body type, fuel and transmission are copied from brand/model/variant so
    // that every list filter reads one table through its own index (docs/decisions/004).
    brandName: text('brand_name').notNull(),
    carType: text('car_type').notNull(),
    fuelType: text('fuel_type').notNull(),
    transmission: text('transmission').notNull(),
    color: text('color').notNull(),
    colorHex: text('color_hex').notNull(),
    manufacturingYear: smallint('manufacturing_year').notNull(),
    registrationYear: smallint('registration_year').notNull(),
    registrationState: text('registration_state').notNull(),
    registrationNumber: text('registration_number').notNull(),
    odometerReading: integer('odometer_reading').notNull(),
    noOfOwners: smallint('no_of_owners').notNull(),
    listingPrice: integer('listing_price').notNull(),
    /** City where the car stands (the dealer's city). */
    location: text('location').notNull(),
    description: text('description'),
    status: text('status', { enum: carStatuses }).notNull().default('available'),
    /** When the dealer took the car off (status 'withdrawn'). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Taken down by an operator (a reported listing): off sale, and its dealer cannot put it back. */
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
    takenDownReason: text('taken_down_reason'),
    /** Its status when an operator suspended its dealer (it is 'withdrawn' meanwhile); a restore puts it back. */
    statusBeforeSuspension: text('status_before_suspension', { enum: carStatuses }),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lower-cased brand, model, variant and name for search, kept by the code that writes cars. */
    searchText: text('search_text').notNull(),
    /** The car's name is not its variant's standard 'Brand Model Variant', so search must read it too. */
    nameIsCustom: boolean('name_is_custom').notNull().default(false),
    // The fair-price estimate, computed in bulk from the catalogue and kept here so the list and the car
    // page read it with the car (modules/pricing, docs/product/fair-price.md). Null in a catalogue too
    // small to estimate it (or not for sale).
    fairValue: integer('fair_value'),
    fairLow: integer('fair_low'),
    fairHigh: integer('fair_high'),
    fairLabel: text('fair_label', { enum: ['great', 'good', 'fair', 'high'] }),
    fairComparables: integer('fair_comparables').notNull().default(0),
    /** What the estimate rests on: the model's comparables, or its brand's or segment's cars. */
    fairBasis: text('fair_basis', { enum: ['model', 'brand', 'segment'] }),
    /** listing_price / fair_value: the list's best-deal order, smallest first. */
    dealRatio: doublePrecision('deal_ratio'),
    /** The last price drop: the price before it and when (shown for 7 days). */
    priceDropFrom: integer('price_drop_from'),
    priceDroppedAt: timestamp('price_dropped_at', { withTimezone: true }),
    /** The score of the dealer's inspection report, kept with the car for the list's cards and filter; null with none. */
    inspectionScore: smallint('inspection_score'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // NOTE: variant_id rides along so a search (by variants) walks newest first reading the index
    // alone, without a visit to each car's row to test its variant (fast search at 500,000 cars).
    index('cars_featured_idx').on(t.listedAt.desc(), t.id.desc(), t.variantId).where(listed(t)),
    index('cars_price_idx').on(t.listingPrice, t.id).where(listed(t)),
    index('cars_vendor_idx').on(t.vendorId, t.listedAt.desc()),
    // NOTE: (filter, listed_at, id) serves "newest first" within one brand, city or body type by
    // reading only the page's rows (no list query reads the whole table).
    index('cars_brand_idx').on(t.brandName, t.listedAt.desc(), t.id.desc()).where(listed(t)),
    index('cars_location_idx').on(t.location, t.listedAt.desc(), t.id.desc()).where(listed(t)),
    index('cars_type_idx').on(t.carType, t.listedAt.desc(), t.id.desc()).where(listed(t)),
    index('cars_fuel_idx').on(t.fuelType, t.listedAt.desc(), t.id.desc()).where(listed(t)),
    index('cars_transmission_idx').on(t.transmission, t.listedAt.desc(), t.id.desc()).where(listed(t)),
    index('cars_color_idx').on(t.color, t.listedAt.desc(), t.id.desc()).where(listed(t)),
    // The web app's sidebar never combines brand and city (one clears the other), but shared links and the API do.
    index('cars_brand_location_price_idx').on(t.brandName, t.location, t.listingPrice).where(listed(t)),
    index('cars_year_idx').on(t.manufacturingYear).where(listed(t)),
    index('cars_odometer_idx').on(t.odometerReading).where(listed(t)),
    index('cars_model_idx').on(t.modelId),
    index('cars_variant_idx').on(t.variantId).where(listed(t)),
    // NOTE: search counts read the variants (a few hundred rows) and this small index of custom names;
    // a trigram index over every car made a count of 37,000 matches cost 300 ms at 500,000 cars.
    index('cars_custom_name_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.nameIsCustom} and ${listed(t)}`),
    // The operators' console: cars off sale (sold or taken off), and any car by its registration number
    // written without spaces (the console searches by its start).
    index('cars_off_sale_idx')
      .on(t.status, t.id)
      .where(sql`${t.status} in ('sold', 'withdrawn')`),
    index('cars_plate_idx').on(sql`upper(replace(${t.registrationNumber}, ' ', '')) text_pattern_ops`),
    check('cars_price_positive', sql`${t.listingPrice} > 0`),
    check('cars_odometer_nonneg', sql`${t.odometerReading} >= 0`),
    // The deal filter newest first within a label, and the best-deal order, each from an index.
    index('cars_deal_idx').on(t.fairLabel, t.listedAt.desc(), t.id.desc()).where(listed(t)),
    index('cars_best_deal_idx').on(t.dealRatio.asc().nullsLast(), t.id).where(listed(t)),
    check('cars_fair_label_known', sql`${t.fairLabel} in ('great', 'good', 'fair', 'high')`),
    check('cars_fair_basis_known', sql`${t.fairBasis} in ('model', 'brand', 'segment')`),
    check('cars_status_check', sql`${t.status} in ('available', 'reserved', 'sold', 'withdrawn')`),
    check('cars_set_aside_withdrawn', sql`${t.statusBeforeSuspension} is null or ${t.status} = 'withdrawn'`),
    check('cars_inspection_score_range', sql`${t.inspectionScore} between 0 and 100`),
    // The inspected filter newest first, from an index.
    index('cars_inspected_idx')
      .on(t.listedAt.desc(), t.id.desc())
      .where(sql`${t.inspectionScore} is not null and ${listed(t)}`),
  ],
);

/** Every listing price of a car and since when, written from its first change (the first row: the price it was listed at). */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('price_history_car_idx').on(t.carId, t.changedAt, t.id), check('price_history_price_positive', sql`${t.price} > 0`)],
);

/** A car's dealer inspection report (docs/product/catalogue.md): every point of the checklist, as the dealer last saved it. */
export const carInspections = pgTable(
  'car_inspections',
  {
    carId: integer('car_id')
      .primaryKey()
      .references(() => cars.id, { onDelete: 'cascade' }),
    /** [{ key, result, note, photo }], one per checklist point. */
    items: jsonb('items')
      .$type<{ key: string; result: 'pass' | 'attention' | 'fail'; note: string | null; photo: string | null }[]>()
      .notNull(),
    passCount: smallint('pass_count').notNull(),
    attentionCount: smallint('attention_count').notNull(),
    failCount: smallint('fail_count').notNull(),
    score: smallint('score').notNull(),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('car_inspections_score_range', sql`${t.score} between 0 and 100`),
    check('car_inspections_counts', sql`${t.passCount} >= 0 and ${t.attentionCount} >= 0 and ${t.failCount} >= 0`),
  ],
);

/** Photos a dealer uploaded for a car's report; a saved report shows those it names, the rest are deleted. */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inspection_photos_car_idx').on(t.carId), uniqueIndex('inspection_photos_url_key').on(t.url)],
);

export const carImages = pgTable(
  'car_images',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [uniqueIndex('car_images_car_position_key').on(t.carId, t.position)],
);

export const wishlists = pgTable(
  'wishlists',
  {
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.carId] }), index('wishlists_car_idx').on(t.carId)],
);

/**
 * A buyer's saved search (docs/product/notifications.md#saved-searches): the car list's query as given, and
 * its filters again as columns that one indexed query over every search reads, given a car
 * (modules/saved-searches). Each list filter is an array of lower-case values, or [''] for any ('' is never
 * a value: the list drops empty items); match_keys names the search's brand, city and body type together,
 * so that the index finds only the searches a car's three values (or any) satisfy.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The car list's query string, written afresh: /cars?<query> shows the search. */
    query: text('query').notNull(),
    /** The filters alone, lower case and sorted: a buyer saves the same search once. */
    filtersKey: text('filters_key').notNull(),
    brands: text('brands').array().notNull(),
    carTypes: text('car_types').array().notNull(),
    fuels: text('fuels').array().notNull(),
    colors: text('colors').array().notNull(),
    transmissions: text('transmissions').array().notNull(),
    locations: text('locations').array().notNull(),
    deals: text('deals').array().notNull(),
    /** Only cars with a dealer inspection report (inspected=true). */
    inspected: boolean('inspected').notNull().default(false),
    /** A search's words, lower case ([] without one: then every other filter is ['']). */
    words: text('words').array().notNull(),
    /** Each brand x city x body type the search takes (any as ''), or its longest word: what the index reads. */
    matchKeys: text('match_keys').array().notNull(),
    minPrice: bigint('min_price', { mode: 'number' }),
    maxPrice: bigint('max_price', { mode: 'number' }),
    minYear: smallint('min_year'),
    maxKm: integer('max_km'),
    /** When the buyer last opened it: its new matches are those since. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    /** The India day of its last SMS: at most one a day per search. */
    smsDay: date('sms_day'),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    uniqueIndex('saved_searches_buyer_filters_key').on(t.buyerId, t.filtersKey),
    // NOTE: a car's 8 keys (its brand, city and body type, each or any) and its words find only the searches
    // those satisfy; one index per filter would read every search that takes any brand, any city...
    index('saved_searches_match_idx').using('gin', t.matchKeys),
    // A price cut matches only the searches whose upper bound it crosses: a narrow range of this index.
    index('saved_searches_max_price_idx')
      .on(t.maxPrice)
      .where(sql`${t.maxPrice} is not null`),
  ],
);

/** Each car event that matched a saved search, once: the key keeps a job run twice from telling its buyer twice. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    searchId: integer('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    event: text('event', { enum: ['listed', 'relisted', 'price_cut'] }).notNull(),
    /** When the car was listed, relisted or cut in price. */
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.carId, t.event, t.eventAt] }),
    index('saved_search_matches_recent_idx').on(t.searchId, t.matchedAt.desc()),
    check('saved_search_matches_event_check', sql`${t.event} in ('listed', 'relisted', 'price_cut')`),
  ],
);

/**
 * Views of a car's public page per India day (the dealer's 'views of the last 30 days'). Its own table, so
 * counting never writes `cars` (which would bump the catalogue version and drop every cached list plan).
 */
export const carViews = pgTable(
  'car_views',
  {
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.carId, t.day] }), check('car_views_positive', sql`${t.views} > 0`)],
);

// ---------------------------------------------------------------- transactions

/** One negotiation of one buyer on one car, ever (the unique key); status codes 1-9 (docs/product/offers.md). */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    status: smallint('status').notNull(),
    /** Why it closed without a person declining: 'expired', 'sold' or 'dealer_suspended'. */
    reason: text('reason', { enum: ['expired', 'sold', 'dealer_suspended'] }),
    /** Bumped by every move: a move writes only if the negotiation is still as it read it, so of two at once one wins. */
    version: integer('version').notNull().default(1),
    /** The agreed price (status 7 and 8), and when it was agreed: it holds 3 days for the booking. */
    agreedPrice: integer('agreed_price'),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    /** When the dealer first opened it (the dealer's 'new' view), and first answered it (reply time). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('offers_buyer_car_key').on(t.buyerId, t.carId),
    index('offers_vendor_idx').on(t.vendorId, t.updatedAt.desc()),
    index('offers_buyer_idx').on(t.buyerId, t.updatedAt.desc()),
    index('offers_car_idx').on(t.carId),
    check('offers_status_check', sql`${t.status} between 1 and 9`),
  ],
);

/** A dealer's private prices per car, never shown to buyers: a bid at or above the first is accepted at once, at or below the second declined. */
export const offerAutoPrices = pgTable(
  'offer_auto_prices',
  {
    carId: integer('car_id')
      .primaryKey()
      .references(() => cars.id, { onDelete: 'cascade' }),
    autoAcceptPrice: integer('auto_accept_price'),
    autoDeclinePrice: integer('auto_decline_price'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('offer_auto_prices_positive', sql`${t.autoAcceptPrice} > 0 and ${t.autoDeclinePrice} > 0`),
    check('offer_auto_prices_order', sql`${t.autoDeclinePrice} < ${t.autoAcceptPrice}`),
  ],
);

/** The bids of a negotiation, in order; offer_by 1 is the buyer, 2 the dealer. */
export const offerEntries = pgTable(
  'offer_entries',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    offerBy: smallint('offer_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('offer_entries_offer_idx').on(t.offerId, t.id),
    check('offer_entries_amount_positive', sql`${t.amount} > 0`),
    check('offer_entries_by_check', sql`${t.offerBy} in (1, 2)`),
  ],
);

/**
 * A stretch of time (PostgreSQL tstzrange, written '[from,to)'). Holds are ranges so that the database
 * itself refuses two live ones on one car or slot (an exclusion constraint, migration 0008), and a hold
 * that ran out frees the car by itself: nothing has to run for it to end.
 */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

/** A paid test drive of one car at one slot (India's date and hour): docs/product/test-drives-and-bookings.md. */
export const testDrives = pgTable(
  'test_drives',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    /** 'home' (at the buyer's address, in the dealer's city) or 'showroom' (the dealer's). */
    kind: text('kind', { enum: ['home', 'showroom'] }).notNull(),
    /** India's date, whatever the server's time zone. */
    driveDate: date('drive_date', { mode: 'string' }).notNull(),
    /** Slot start hour, 10 to 17 (10AM-11AM .. 5PM-6PM). */
    driveHour: smallint('drive_hour').notNull(),
    streetAddress: text('street_address'),
    locality: text('locality'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    /** Whole rupees: 10,000, or 0 when waived. */
    fee: integer('fee').notNull(),
    status: text('status', { enum: ['pending_payment', 'booked', 'cancelled', 'completed', 'no_show'] })
      .notNull()
      .default('pending_payment'),
    /** While unpaid, the 15 minutes the slot is held; once paid, from then on. */
    slotHold: tstzrange('slot_hold').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('test_drives_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('test_drives_vendor_idx').on(t.vendorId, t.driveDate),
    check('test_drives_hour_check', sql`${t.driveHour} between 10 and 17`),
    check('test_drives_status_check', sql`${t.status} in ('pending_payment', 'booked', 'cancelled', 'completed', 'no_show')`),
    check('test_drives_kind_check', sql`${t.kind} in ('home', 'showroom')`),
    // A drive is free while its buyer negotiates with the dealer or holds one of its cars; never negative.
    check('test_drives_fee_nonneg', sql`${t.fee} >= 0`),
  ],
);

/** A car booking: a 15-minute hold while the token is paid, then the 3-day reservation. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    offerId: integer('offer_id').references(() => offers.id),
    testDriveId: integer('test_drive_id').references(() => testDrives.id),
    bookingType: text('booking_type', { enum: ['direct', 'post_offer', 'post_test_drive'] }).notNull(),
    /** The price the car is bought at: the listing price, or the agreed price after an offer. */
    totalCarPrice: integer('total_car_price').notNull(),
    /** The token amount: 2% of the price, rounded to the rupee. */
    payAmount: integer('pay_amount').notNull(),
    preferredLocation: text('preferred_location', { enum: ['home', 'showroom'] }),
    streetAddress: text('street_address'),
    locality: text('locality'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    status: text('status', { enum: ['pending_payment', 'reserved', 'cancelled', 'sold'] })
      .notNull()
      .default('pending_payment'),
    /** The hold on the car: 15 minutes while unpaid, then 3 days from the payment (the reservation). */
    hold: tstzrange('hold').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['buyer', 'dealer'] }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('bookings_vendor_idx').on(t.vendorId, t.createdAt.desc()),
    index('bookings_car_idx').on(t.carId),
    check('bookings_status_check', sql`${t.status} in ('pending_payment', 'reserved', 'cancelled', 'sold')`),
    check('bookings_cancelled_by_check', sql`${t.cancelledBy} in ('buyer', 'dealer')`),
    check('bookings_price_positive', sql`${t.totalCarPrice} > 0`),
    check('bookings_token_within_price', sql`${t.payAmount} > 0 and ${t.payAmount} <= ${t.totalCarPrice}`),
    // Paid reservations by when their 3 days end: the console's 'ending today' reads this small index only.
    index('bookings_reserved_end_idx')
      .on(sql`upper(${t.hold})`)
      .where(sql`${t.status} = 'reserved'`),
  ],
);

/** One order at the payment provider for a booking's token or a test drive's fee (docs/money.md). */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    /** 'razorpay', or 'test' for the built-in test gateway. */
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    purpose: text('purpose', { enum: ['booking', 'test_drive'] }).notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    testDriveId: integer('test_drive_id').references(() => testDrives.id),
    /** Whole rupees; converted to paise only when sent to the provider. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** created -> paid, created -> failed -> paid; never back from paid, so the webhook and the browser may arrive in any order. */
    status: text('status', { enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_key').on(t.provider, t.providerOrderId),
    // A payment pays one order: the provider's payment id is never attached to a second.
    uniqueIndex('payment_orders_provider_payment_key')
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
    index('payment_orders_buyer_idx').on(t.buyerId),
    index('payment_orders_booking_idx').on(t.bookingId),
    index('payment_orders_test_drive_idx').on(t.testDriveId),
    check('payment_orders_amount_positive', sql`${t.amount} > 0`),
    check('payment_orders_one_subject', sql`(${t.bookingId} is null) <> (${t.testDriveId} is null)`),
    check('payment_orders_status_check', sql`${t.status} in ('created', 'paid', 'failed')`),
    check('payment_orders_purpose_check', sql`${t.purpose} in ('booking', 'test_drive')`),
    check('payment_orders_paid_has_payment', sql`${t.status} <> 'paid' or ${t.providerPaymentId} is not null`),
  ],
);

/** A refund through the provider, its state kept and moved by the provider's refund webhooks. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    providerRefundId: text('provider_refund_id'),
    /** Whole rupees. */
    amount: integer('amount').notNull(),
    /** What is refunded, in paise: the amount's, or a capture's own for a capture that did not match its order. */
    amountPaise: integer('amount_paise').notNull(),
    /** The payment refunded when it is not the order's own (a capture that did not match its order). */
    providerPaymentId: text('provider_payment_id'),
    reason: text('reason').notNull(),
    /** Sent to the provider: the same refund asked twice is made once. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    index('refunds_payment_order_idx').on(t.paymentOrderId),
    check('refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
    check('refunds_amount_positive', sql`${t.amount} > 0 and ${t.amountPaise} > 0`),
    // Refunds by state, oldest first: the console's failed and late refunds, and its list by status.
    index('refunds_status_idx').on(t.status, t.createdAt),
  ],
);

/** A capture the server could not accept as its order's payment (another amount): kept, refunded, shown to operators. */
export const paymentAnomalies = pgTable(
  'payment_anomalies',
  {
    id: serial('id').primaryKey(),
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    kind: text('kind', { enum: ['amount_mismatch'] }).notNull(),
    expectedPaise: integer('expected_paise').notNull(),
    capturedPaise: integer('captured_paise').notNull(),
    refundId: integer('refund_id').references(() => refunds.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_anomalies_payment_key').on(t.provider, t.providerPaymentId),
    index('payment_anomalies_created_idx').on(t.createdAt),
    check('payment_anomalies_kind_check', sql`${t.kind} in ('amount_mismatch')`),
    check('payment_anomalies_captured_positive', sql`${t.capturedPaise} > 0`),
  ],
);

/**
 * Every rupee that moves, in paise: one row per capture and per refund the provider has made. For an
 * order, captures minus refunds is what its buyer has paid and not got back.
 */
export const moneyLedger = pgTable(
  'money_ledger',
  {
    id: serial('id').primaryKey(),
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    kind: text('kind', { enum: ['capture', 'refund'] }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    refundId: integer('refund_id').references(() => refunds.id),
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // A capture is written once per payment, a refund once per refund, whichever path reports it first.
    uniqueIndex('money_ledger_capture_key')
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.kind} = 'capture'`),
    uniqueIndex('money_ledger_refund_key')
      .on(t.refundId)
      .where(sql`${t.kind} = 'refund'`),
    index('money_ledger_order_idx').on(t.paymentOrderId),
    index('money_ledger_created_idx').on(t.createdAt),
    check('money_ledger_kind_check', sql`${t.kind} in ('capture', 'refund')`),
    check('money_ledger_amount_positive', sql`${t.amountPaise} > 0`),
    check('money_ledger_refund_named', sql`(${t.kind} = 'refund') = (${t.refundId} is not null)`),
  ],
);

/** Webhook events already handled, so a repeated delivery changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    carId: integer('car_id').references(() => cars.id),
    rating: smallint('rating').notNull(),
    review: text('review'),
    createdAt: createdAt(),
  },
  (t) => [
    // A buyer rates a dealer once: the index decides, two ratings sent at once included.
    uniqueIndex('ratings_buyer_vendor_key').on(t.buyerId, t.vendorId),
    index('ratings_vendor_idx').on(t.vendorId),
    index('ratings_car_idx').on(t.carId),
    check('ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** What happened that concerns one buyer or one dealer, written in the same transaction as the change. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id').references(() => buyers.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('notifications_vendor_idx').on(t.vendorId, t.createdAt.desc()),
    check('notifications_one_recipient', sql`(${t.buyerId} is null) <> (${t.vendorId} is null)`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  description: text('description').notNull(),
  clientIp: text('client_ip'),
  createdAt: createdAt(),
});

/** The offline test gateway's own orders, in the database so that every server sees them. */
export const testGatewayOrders = pgTable(
  'test_gateway_orders',
  {
    /** `order_` and 14 base62 characters, like Razorpay's. */
    id: text('id').primaryKey(),
    amountPaise: integer('amount_paise').notNull(),
    receipt: text('receipt').notNull(),
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['created', 'attempted', 'paid'] })
      .notNull()
      .default('created'),
    paymentId: text('payment_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('test_gateway_orders_payment_key').on(t.paymentId),
    check('test_gateway_orders_amount_positive', sql`${t.amountPaise} > 0`),
    check('test_gateway_orders_paid_has_payment', sql`(${t.status} = 'paid') = (${t.paymentId} is not null)`),
  ],
);

/** The test gateway's refunds: processed at once, one per idempotency key. */
export const testGatewayRefunds = pgTable(
  'test_gateway_refunds',
  {
    /** `rfnd_` and 14 base62 characters. */
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'processed', 'failed'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('test_gateway_refunds_idempotency_key').on(t.idempotencyKey),
    index('test_gateway_refunds_payment_idx').on(t.paymentId),
    check('test_gateway_refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
