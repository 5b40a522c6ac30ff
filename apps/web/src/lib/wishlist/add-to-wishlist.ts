import { wishlistPaths, WishlistChangeResponseSchema } from '@luxe/contract';
import { apiRequest } from '../api-client';

export function addToWishlist(carId: number) {
  return apiRequest(wishlistPaths.add, WishlistChangeResponseSchema, { method: 'POST', body: { car_id: carId } });
}
