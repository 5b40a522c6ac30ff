// Removing a car from the wishlist page: a removal that succeeds is a success toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-client';
import { carKeys, wishlistKeys } from '../../../lib/query-keys';
import { removeFromWishlist } from '../../../lib/wishlist/remove-from-wishlist';

export function useRemoveWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carId: number) => removeFromWishlist(carId),
    onSuccess: (response) => toast.success(response.message),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
      void queryClient.invalidateQueries({ queryKey: carKeys.all, refetchType: 'none' });
    },
  });
}
