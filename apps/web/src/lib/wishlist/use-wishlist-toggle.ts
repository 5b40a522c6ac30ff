// The wishlist heart of every car card (spec 01 section 4): a guest is asked to log in; a buyer's
// heart flips at once and flips back if the server refuses.
import { useQueryClient } from '@tanstack/react-query';
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

  // NOTE: a flag and a function rather than useMutation: the heart is on the first screen of most
  // pages, and this keeps the mutation hook's code off them.
  const [pending, setPending] = useState(false);

  async function change(add: boolean) {
    setWishlisted(add);
    setPending(true);
    try {
      const response = await (add ? addToWishlist(carId) : removeFromWishlist(carId));
      // D13: a removal that succeeds is a success toast too.
      toast.success(response.message);
    } catch (error) {
      setWishlisted(!add);
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
      // Lists still showing the old heart refresh the next time they are shown, not now.
      void queryClient.invalidateQueries({ queryKey: carKeys.all, refetchType: 'none' });
    }
  }

  function toggle() {
    if (!isAuthenticated) {
      toast.error(LOGIN_TO_BOOKMARK);
      openLoginDialog();
      return;
    }
    if (pending) return;
    void change(!wishlisted);
  }

  return { wishlisted: isAuthenticated && wishlisted, toggle, pending };
}
