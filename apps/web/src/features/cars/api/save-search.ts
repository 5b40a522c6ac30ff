// Saving the car list's filters as a saved search (docs/product/notifications.md); loaded with the save dialog only.
import { savedSearchPaths } from '@luxe/contract/saved-search-paths';
import type { CreateSavedSearchBody } from '@luxe/contract';
import { apiRequest } from '../../../lib/api-client';

export function saveSearch(body: CreateSavedSearchBody) {
  return apiRequest(savedSearchPaths.create, (schemas) => schemas.SavedSearchResponseSchema, { method: 'POST', body });
}
