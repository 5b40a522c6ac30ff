// The signed-in buyer's wishlist (get-wishlist).
import { wishlistPaths } from '@luxe/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { wishlistKeys } from '../../../lib/query-keys';

export function getWishlist(signal?: AbortSignal) {
  return apiRequest(wishlistPaths.read, (schemas) => schemas.WishlistResponseSchema, { signal }).then((response) => response.data.wishlist);
}

export function wishlistQueryOptions(session: number) {
  return queryOptions({
    queryKey: [...wishlistKeys.all, { session }],
    queryFn: ({ signal }) => getWishlist(signal),
  });
}

export function useWishlist() {
  const { session } = useAuth();
  return useQuery(wishlistQueryOptions(session));
}
