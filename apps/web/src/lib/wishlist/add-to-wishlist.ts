import { wishlistPaths } from '@luxe/contract/constants';
import { apiRequest } from '../api-client';

export function addToWishlist(carId: number) {
  return apiRequest(wishlistPaths.add, (schemas) => schemas.WishlistChangeResponseSchema, { method: 'POST', body: { car_id: carId } });
}
