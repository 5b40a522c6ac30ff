// The buyer's saved searches (docs/product/notifications.md): read, opened (what was new is seen) and removed;
// loaded with the profile's Saved searches tab only.
import { savedSearchPaths } from '@luxe/contract/saved-search-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

const savedSearchKeys = { all: ['saved-searches'] as const };

export function useSavedSearches() {
  const { isAuthenticated, session } = useAuth();
  return useQuery({
    queryKey: [...savedSearchKeys.all, { session }],
    queryFn: ({ signal }) =>
      apiRequest(savedSearchPaths.read, (schemas) => schemas.SavedSearchesResponseSchema, { signal }).then((response) => response.data),
    enabled: isAuthenticated,
  });
}

export function markSearchSeen(searchId: number) {
  return apiRequest(savedSearchPaths.seen, (schemas) => schemas.SavedSearchResponseSchema, {
    method: 'PATCH',
    body: { search_id: searchId },
  });
}

export function useRemoveSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (searchId: number) =>
      apiRequest(savedSearchPaths.remove, (schemas) => schemas.RemoveSavedSearchResponseSchema, {
        method: 'PATCH',
        body: { search_id: searchId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
