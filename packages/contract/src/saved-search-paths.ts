// Saved searches' paths and limits: apart from the constants, so that the first page a buyer opens, which
// loads those, carries none of them (only the save dialog and the profile's tab, both loaded on use, need them).

/** Saved searches with alerts (docs/product/notifications.md): ours, in the same path style as the wishlist's. */
export const savedSearchPaths = {
  /** POST {name, query}: the car list's query string kept under a name. */
  create: '/api/auth/saved-search/v1/create/search',
  /** GET: the buyer's saved searches, newest first, each with its new matches since last opened. */
  read: '/api/auth/saved-search/v1/read/searches',
  /** PATCH {search_id}: one of the buyer's saved searches removed. */
  remove: '/api/auth/saved-search/v1/update/remove',
  /** PATCH {search_id}: the buyer opened it; its new matches start again from now. */
  seen: '/api/auth/saved-search/v1/update/seen',
} as const;
/** A buyer keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
