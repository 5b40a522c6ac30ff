// The wishlist heart of every car card (spec 01 section 4): a guest is asked to log in; a buyer's
// heart flips at once and flips back if the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../toast';
import { errorMessage } from '../api-client';
import { useAuth } from '../auth';
import { openLoginDialog } from '../auth-dialogs';
import { carKeys, wishlistKeys } from '../query-keys';
import { addToWishlist } from './add-to-wishlist';
import { removeFromWishlist } from './remove-from-wishlist';

export const LOGIN_TO_BOOKMARK = 'Please Login First To Bookmark Car';

export function useWishlistToggle(carId: number, initiallyWishlisted: boolean) {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const [wishlisted, setWishlisted] = useState(initiallyWishlisted);
  // Fresh data from the server (a refetch, another sign-in) wins over the local flip.
  const [seen, setSeen] = useState(initiallyWishlisted);
  if (seen !== initiallyWishlisted) {
    setSeen(initiallyWishlisted);
    setWishlisted(initiallyWishlisted);
  }

  const mutation = useMutation({
    mutationFn: (add: boolean) => (add ? addToWishlist(carId) : removeFromWishlist(carId)),
    onMutate: (add) => setWishlisted(add),
    // D13: a removal that succeeds is a success toast too.
    onSuccess: (response) => toast.success(response.message),
    onError: (error, add) => {
      setWishlisted(!add);
      toast.error(errorMessage(error));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
      // Lists still showing the old heart refresh the next time they are shown, not now.
      void queryClient.invalidateQueries({ queryKey: carKeys.all, refetchType: 'none' });
    },
  });

  function toggle() {
    if (!isAuthenticated) {
      toast.error(LOGIN_TO_BOOKMARK);
      openLoginDialog();
      return;
    }
    if (mutation.isPending) return;
    mutation.mutate(!wishlisted);
  }

  return { wishlisted: isAuthenticated && wishlisted, toggle, pending: mutation.isPending };
}
