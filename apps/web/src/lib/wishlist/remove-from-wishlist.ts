import { wishlistPaths } from '@luxe/contract/constants';
import { apiRequest } from '../api-client';

export function removeFromWishlist(carId: number) {
  return apiRequest(wishlistPaths.add, (schemas) => schemas.WishlistChangeResponseSchema, { method: 'DELETE', body: { car_id: carId } });
}
