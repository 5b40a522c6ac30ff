// Paths and constants of the contract, without zod: the web app's first page needs these, while
// the schemas (and zod) load with the first API answer the browser checks.

export const systemPaths = {
  health: '/api/health',
  openapi: '/api/openapi.json',
  docs: '/api/docs',
} as const;

export const accountPaths = {
  signUp: '/api/sign-up/v1/form',
  sendOtp: '/api/login/v1/send-otp',
  verifyOtp: '/api/login/v1/verify-otp',
  /** Our own path: logout revokes the token on the server, not only in the browser. */
  logout: '/api/auth/logout/v1/logout',
  getProfile: '/api/auth/profile/v1/read/get-profile',
  updateProfile: '/api/auth/profile/v1/update/update-profile',
  updateProfilePic: '/api/auth/profile/v1/update/update-profile-pic',
} as const;
// Test drives, bookings and payments (docs/product/test-drives-and-bookings.md, docs/product/payments.md).
export const bookingPaths = {
  directCreateOrder: '/api/auth/booking/V1/direct-booking/create/create-order',
  directVerifyPayment: '/api/auth/booking/V1/direct-booking/create/verify-payment',
  testDriveCreateOrder: '/api/auth/test-drive/V1/create/create-order',
  testDriveVerifyPayment: '/api/auth/test-drive/V1/create/verify-payment',
  postOfferCreateBooking: '/api/auth/booking/V1/post-offer/create/create-booking',
  postOfferVerifyPayment: '/api/auth/booking/V1/post-offer/create/verify-payment',
  postTestDriveCreateBooking: '/api/auth/booking/V1/post-test-drive/create/create-booking',
  postTestDriveVerifyPayment: '/api/auth/booking/V1/post-test-drive/create/verify-payment',
  bookingList: '/api/auth/booking-history/v1/read/get-booking-list',
  /** Ours: one order of the buyer's purchase history, with its timeline and payment. */
  orderDetails: '/api/auth/booking-history/v1/read/order-details',
  testDrives: '/api/auth/test-drives/v1/read/retrieve-test-drives',
  rateVendor: '/api/auth/rating/V1/create/rate-vendor',
  /** Ours: GET ?vendor_id=, whether the buyer may rate the dealer, or the stars they gave. */
  yourRating: '/api/auth/rating/v1/read/your-rating',
  /** Ours, in the same path style: the buyer cancels a test drive or a reservation (refunds: docs/product/test-drives-and-bookings.md). */
  cancelTestDrive: '/api/auth/test-drive/V1/update/cancel',
  cancelBooking: '/api/auth/booking/V1/update/cancel',
  /** Ours, public: which of a car's test drive slots of the next 4 days can still be booked, and why not. */
  testDriveSlots: '/api/public/test-drive/v1/read/slots',
} as const;
/** The token that reserves a car is 2% of its price; a test drive costs 10,000 rupees. */
export const TOKEN_PERCENT = 2;
export const TEST_DRIVE_FEE = 10_000;
/** The token of a car's price: 2%, rounded to the rupee; the rest is paid at the dealer. */
export const tokenFor = (price: number) => Math.round((price * TOKEN_PERCENT) / 100);
/** An unpaid order holds the car or slot 15 minutes; a paid booking reserves the car 3 days from the payment. */
export const HOLD_MINUTES = 15;
export const RESERVATION_DAYS = 3;
/** A test drive takes a date among the next 4 days (India's, today first) and one of 8 hourly slots. */
export const BOOKING_DAYS_AHEAD = 4;
export const DRIVE_SLOTS = ['10AM-11AM', '11AM-12PM', '12PM-1PM', '1PM-2PM', '2PM-3PM', '3PM-4PM', '4PM-5PM', '5PM-6PM'] as const;
export type DriveSlot = (typeof DRIVE_SLOTS)[number];

/** A cancelled test drive is refunded in full 24 hours or more before its slot, not after. */
export const TEST_DRIVE_FULL_REFUND_HOURS = 24;

/** An operator's session lasts a working day. */
export const OPS_SESSION_HOURS = 8;

/**
 * Our own: a cookie mirroring the access token, read only by the server's page renderer, so a signed-in
 * buyer's pages arrive rendered with their data. API calls never accept it: they need the header.
 */
export const ACCESS_TOKEN_COOKIE = 'luxe_token';
/** How long a buyer's or dealer's session lasts on the server (30 days), and so the cookie. */
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_TTL_SECONDS = 300;
/** The profile's gender codes: 1 Male, 2 Female, 3 Other. */
export const genderLabels = { 1: 'Male', 2: 'Female', 3: 'Other' } as const;
export const PROFILE_PIC_FIELD = 'image_url';
export const PROFILE_PIC_MAX_BYTES = 5 * 1024 * 1024;

export const cataloguePaths = {
  headerMenu: '/api/public/app-landing-page/cars/v1/read/get-car-header-menu',
  carList: '/api/public/app-landing-page/cars/v1/read/carlist-with-and-WithoutFilter',
  filterList: '/api/public/app-landing-page/filters/v1/read/filter-list',
  brands: '/api/public/app-landing-page/cars/v1/read/get-all-car-brands',
  carDetails: '/api/public/app-landing-page/cars/v1/read/car-view-details',
  vendorCars: '/api/auth/cars/v1/read/get-vendor-cars',
  compareCars: '/api/auth/cars/v1/read/get-cars',
} as const;
/** A list's page: 9 cars unless x-limit says otherwise, and never more than 50 (a larger x-limit is capped). */
export const MAX_PAGE_LIMIT = 50;
export const DEFAULT_PAGE_LIMIT = 9;
/** The kilometre bands of the header menu and the filter. */
export const KILOMETER_BANDS = [10_000, 30_000, 50_000, 75_000, 100_000, 125_000] as const;
export const HOT_CITIES = ['Delhi', 'Mumbai', 'Gurugram', 'Bangalore', 'Lucknow'] as const;
export const PRICE_SLIDER_MAX = 100_000_000;
export const carStatuses = ['available', 'reserved', 'sold'] as const;
/** A car as its dealer sees it; 'withdrawn' once taken off, when it leaves every buyer's read. */
export const listingStatuses = [...carStatuses, 'withdrawn'] as const;
export type ListingStatus = (typeof listingStatuses)[number];
export const LISTING_PHOTOS_FIELD = 'photos';
/** Per upload and per car; each photo at most PROFILE_PIC_MAX_BYTES, checked by its content as profile pictures are. */
export const MAX_PHOTOS_PER_UPLOAD = 10;
export const MAX_PHOTOS_PER_CAR = 20;
/** The colours a car is listed in (the list's colour filter), each with the shade its drawing is tinted. */
export const listingColours = {
  Black: '1c1c1e',
  White: 'f4f4f2',
  Grey: '6b6e70',
  Silver: 'b8bcbf',
  Blue: '1f3a68',
  Red: '9b1b22',
  Green: '2f4f3a',
  Brown: '5a3d2b',
  Beige: 'd8c8a8',
} as const;
export type ListingColour = keyof typeof listingColours;
export const LISTING_MIN_YEAR = 1990;
export const LISTING_MAX_KILOMETERS = 2_000_000;
export const LISTING_MIN_PRICE = 100_000;

/** The fair-price calls (docs/product/fair-price.md): ours, in the same path style as the buyer's and the dealer's. */
export const pricingPaths = {
  /** GET ?car_id=: the cars a car's estimate rests on, nearest first. */
  comparables: '/api/public/app-landing-page/cars/v1/read/fair-price-comparables',
  /** PATCH { car_id, listing_price }: a dealer changes a car's price. */
  changePrice: '/api/vendor/cars/v1/update/price',
} as const;
/** Where a price sits against its fair-price band, best first (the list's `deal` filter takes these). */
export const dealLabels = ['great', 'good', 'fair', 'high'] as const;
export type DealLabel = (typeof dealLabels)[number];
/** With fewer comparable cars than this, no estimate. */
export const FAIR_PRICE_MIN_COMPARABLES = 5;
/** At most this many comparables are listed. */
export const MAX_COMPARABLES_LISTED = 20;
/** A car carries its price drop this long. */
export const PRICE_DROP_DAYS = 7;
/** The highest listing price a dealer may set, in rupees (under 100 crore). */
export const MAX_LISTING_PRICE = 999_999_999;

export const wishlistPaths = {
  /** POST adds, DELETE (same path) removes. */
  add: '/api/auth/wishlist/v1/create/add-wishlist',
  read: '/api/auth/wishlist/v1/read/get-wishlist',
} as const;

export const contactPaths = { create: '/api/public/contact-us/v1/create/contact-us' } as const;

// The 13 sections of Full Specifications, shared by the server and the web app.
export * from './car-specs';
export * from './names';

// Offers and negotiation (docs/product/offers.md).
export const offerPaths = {
  /** POST: the first bid on a car, or the buyer's counter on the same car_id. */
  makeOffer: '/api/auth/offer/v1/create/mack-an-offer',
  offerReceived: '/api/auth/offer/v1/read/offer-received',
  counterOfferReceived: '/api/auth/offer/v1/read/counter-offer-received',
  offerStatusUpdate: '/api/auth/offer/v1/update/offer-status-update',
} as const;
/** Our own paths, in the same style: one pair for buyers, one for dealers (docs/product/notifications.md). */
export const notificationPaths = {
  read: '/api/auth/notification/v1/read/notifications',
  markRead: '/api/auth/notification/v1/update/mark-read',
} as const;
/** A bid unanswered this long expires, so no negotiation sits open for ever. */
export const OFFER_EXPIRY_HOURS = 48;
/** An agreed price (status 7 or 8) holds this long for the booking. */
export const AGREED_PRICE_HOLD_DAYS = 3;
/** The buyer bids at most this often on a car: the first bid and two counters. */
export const MAX_BUYER_BIDS = 3;
/** The status codes of a negotiation (docs/product/offers.md). */
export const offerStatuses = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type OfferStatus = (typeof offerStatuses)[number];
/** Why a negotiation was closed by the system rather than declined by a person. */
export const offerCloseReasons = ['expired', 'sold', 'dealer_suspended'] as const;
export type OfferCloseReason = (typeof offerCloseReasons)[number];
/** A bid's offer_by: '1' is the buyer, '2' the dealer. */
export const OFFER_BY_BUYER = '1';
export const OFFER_BY_DEALER = '2';
/** The dealer's lists: not yet opened, waiting for the dealer, everything. */
export const vendorOfferViews = ['new', 'action', 'all'] as const;
/** The values sent to answer a counter offer. */
export const counterOfferAnswers = ['accepted', 'rejected'] as const;
/**
 * The bid messages shown by the server and checked by the forms before sending: the web app's original
 * texts where it had one, ours elsewhere. The buyer's counter has ours: the original 'greater than the
 * Vendor's last bid' read the rule backwards (a buyer never offers more than the dealer asks).
 */
export const offerMessages = {
  priceRequired: 'Offer price is required.',
  priceNotNumber: 'Please enter a valid number for the offer price.',
  amountNotPositive: 'Please enter a valid offer amount.',
  amountNotWhole: 'Please enter the offer amount in whole rupees.',
  counterNotAboveOwn: 'Your counter offer should be more than your last offer.',
  counterNotBelowDealer: "Your counter offer should be less than the dealer's counter. Accept it instead.",
} as const;
