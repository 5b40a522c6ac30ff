/** The panel's query keys: all under 'vendor', so signing out removes every answer of the dealer at once. */
export const vendorKeys = {
  all: ['vendor'] as const,
  offers: (view: string, page: number) => ['vendor', 'offers', view, page] as const,
  offerCount: (view: string) => ['vendor', 'offers', view, 'count'] as const,
  offersAll: ['vendor', 'offers'] as const,
  offer: (offerId: number) => ['vendor', 'offer', offerId] as const,
  autoPrices: (carId: number) => ['vendor', 'auto-prices', carId] as const,
  bookings: (page: number) => ['vendor', 'bookings', page] as const,
  bookingsAll: ['vendor', 'bookings'] as const,
  testDrives: (page: number) => ['vendor', 'test-drives', page] as const,
  testDrivesAll: ['vendor', 'test-drives'] as const,
  notifications: (page: number) => ['vendor', 'notifications', page] as const,
  notificationsAll: ['vendor', 'notifications'] as const,
  listings: (status: string, page: number) => ['vendor', 'listings', status, page] as const,
  listingsAll: ['vendor', 'listings'] as const,
  listing: (carId: number) => ['vendor', 'listing', carId] as const,
  listingCatalogue: ['vendor', 'listing-catalogue'] as const,
  inspection: (carId: number) => ['vendor', 'inspection', carId] as const,
  inspectionChecklist: ['vendor', 'inspection-checklist'] as const,
};

/** Lists are pages of this many rows. */
export const PAGE_SIZE = 20;
