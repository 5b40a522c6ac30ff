import { wishlistPaths, WishlistChangeResponseSchema } from '@luxe/contract';
import { apiRequest } from '../api-client';

export function removeFromWishlist(carId: number) {
  return apiRequest(wishlistPaths.add, WishlistChangeResponseSchema, { method: 'DELETE', body: { car_id: carId } });
}
