// The wishlist heart of every car card: a guest is asked to log in; a buyer's
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
  // One car's heart at a time: a list keeps its cards by place, so this heart may be handed another car
  // (it then starts afresh, rather than being built anew). Fresh data from the server (a
  // refetch, another sign-in) wins over the local flip.
  // NOTE: a flag rather than useMutation: the heart is on the first screen of most pages, and this keeps
  // the mutation hook's code off them.
  const [state, setState] = useState({ carId, seen: initiallyWishlisted, wishlisted: initiallyWishlisted, pending: false });
  let current = state;
  if (state.carId !== carId || state.seen !== initiallyWishlisted) {
    current = { carId, seen: initiallyWishlisted, wishlisted: initiallyWishlisted, pending: state.carId === carId && state.pending };
    setState(current);
  }
  // An answer for the car this place showed before changes nothing on the one it shows now.
  const forThisCar = (change: Partial<typeof state>) => setState((was) => (was.carId === carId ? { ...was, ...change } : was));

  async function change(add: boolean) {
    forThisCar({ wishlisted: add, pending: true });
    try {
      const response = await (add ? addToWishlist(carId) : removeFromWishlist(carId));
      // A removal that succeeds is a success toast too.
      toast.success(response.message);
    } catch (error) {
      forThisCar({ wishlisted: !add });
      toast.error(errorMessage(error));
    } finally {
      forThisCar({ pending: false });
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
    if (current.pending) return;
    void change(!current.wishlisted);
  }

  return { wishlisted: isAuthenticated && current.wishlisted, toggle, pending: current.pending };
}
