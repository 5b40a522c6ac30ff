// The dealer's panel's calls: apart from the constants, so that a buyer's pages, which load those, carry
// none of the panel's paths.

/** The dealer's bookings and test drives. */
export const vendorBookingPaths = {
  bookings: '/api/vendor/booking/v1/read/bookings',
  cancelBooking: '/api/vendor/booking/v1/update/cancel',
  markSold: '/api/vendor/booking/v1/update/mark-sold',
  testDrives: '/api/vendor/test-drive/v1/read/test-drives',
  testDriveOutcome: '/api/vendor/test-drive/v1/update/outcome',
} as const;

export const vendorAccountPaths = {
  sendOtp: '/api/vendor/login/v1/send-otp',
  verifyOtp: '/api/vendor/login/v1/verify-otp',
  logout: '/api/vendor/logout/v1/logout',
} as const;

/** The dealer's listings; the price change is pricingPaths.changePrice. */
export const vendorListingPaths = {
  /** GET: the dealer's cars, paged, `status` = all or one of listingStatuses. */
  cars: '/api/vendor/cars/v1/read/cars',
  /** GET ?car_id=: one of the dealer's cars, every field the form edits. */
  carDetails: '/api/vendor/cars/v1/read/car-details',
  /** GET: brands, their models and variants (with their specifications), and the colours a car may be listed in. */
  catalogue: '/api/vendor/cars/v1/read/catalogue',
  createCar: '/api/vendor/cars/v1/create/car',
  updateCar: '/api/vendor/cars/v1/update/car',
  /** POST multipart: car_id and one or more files in `photos`. */
  createPhotos: '/api/vendor/cars/v1/create/photos',
  /** PATCH: the photos kept, in order, and those removed. */
  updatePhotos: '/api/vendor/cars/v1/update/photos',
  takeOff: '/api/vendor/cars/v1/update/take-off',
  /** PATCH { car_id }: a car taken off goes back on sale (withdrawn -> available only). */
  relist: '/api/vendor/cars/v1/update/relist',
  /** GET ?car_id=: the car's inspection report, every point, or null. */
  inspection: '/api/vendor/cars/v1/read/inspection',
  /** PUT { car_id, items }: the car's inspection report, every point of the checklist once. */
  updateInspection: '/api/vendor/cars/v1/update/inspection',
  /** POST multipart: car_id and one file in `photo`; answers the address a report's point may show. */
  createInspectionPhoto: '/api/vendor/cars/v1/create/inspection-photo',
} as const;

/** The dealer's offer calls. */
export const vendorOfferPaths = {
  offers: '/api/vendor/offer/v1/read/offers',
  offerDetails: '/api/vendor/offer/v1/read/offer-details',
  counterOffer: '/api/vendor/offer/v1/create/counter-offer',
  offerStatus: '/api/vendor/offer/v1/update/offer-status',
  /** The dealer's private auto-accept and auto-decline prices of a car. */
  autoPrices: '/api/vendor/offer/v1/update/auto-prices',
  readAutoPrices: '/api/vendor/offer/v1/read/auto-prices',
} as const;

export const vendorNotificationPaths = {
  read: '/api/vendor/notification/v1/read/notifications',
  markRead: '/api/vendor/notification/v1/update/mark-read',
} as const;
