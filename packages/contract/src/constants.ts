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
  /** Our own path (D8: logout revokes the token on the server). */
  logout: '/api/auth/logout/v1/logout',
  getProfile: '/api/auth/profile/v1/read/get-profile',
  updateProfile: '/api/auth/profile/v1/update/update-profile',
  updateProfilePic: '/api/auth/profile/v1/update/update-profile-pic',
} as const;
/**
 * Our own: a cookie mirroring the access token, read only by the server's page renderer, so a signed-in
 * buyer's pages arrive rendered with their data. API calls never accept it: they need the header.
 */
export const ACCESS_TOKEN_COOKIE = 'luxe_token';
/** How long a session lasts on the server (D8), and so the cookie. */
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_TTL_SECONDS = 300;
/** Gender codes of spec 02 section 3: 1 Male, 2 Female, 3 Other. */
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
/** D26 and D29. */
export const MAX_PAGE_LIMIT = 50;
export const DEFAULT_PAGE_LIMIT = 9;
/** Spec 01 section 9: kilometre bands of the header menu and the filter. */
export const KILOMETER_BANDS = [10_000, 30_000, 50_000, 75_000, 100_000, 125_000] as const;
export const HOT_CITIES = ['Delhi', 'Mumbai', 'Gurugram', 'Bangalore', 'Lucknow'] as const;
export const PRICE_SLIDER_MAX = 100_000_000;
export const carStatuses = ['available', 'reserved', 'sold'] as const;

export const wishlistPaths = {
  /** POST adds, DELETE (same path) removes. */
  add: '/api/auth/wishlist/v1/create/add-wishlist',
  read: '/api/auth/wishlist/v1/read/get-wishlist',
} as const;

export const contactPaths = { create: '/api/public/contact-us/v1/create/contact-us' } as const;

// The 13 sections of Full Specifications, shared by the server and the web app.
export * from './car-specs';
