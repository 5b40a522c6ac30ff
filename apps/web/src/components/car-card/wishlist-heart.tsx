import { useWishlistToggle } from '../../lib/wishlist/use-wishlist-toggle';
import { CardIcon } from './card-icons';

interface WishlistHeartProps {
  carId: number;
  carName: string;
  wishlisted: boolean;
}

/** The card's heart: an icon button whose look the card's styles give (its `card-heart` class). */
export function WishlistHeart({ carId, carName, wishlisted: initial }: WishlistHeartProps) {
  const { wishlisted, toggle } = useWishlistToggle(carId, initial);
  return (
    <button
      type="button"
      className="card-heart"
      onClick={toggle}
      aria-pressed={wishlisted}
      aria-label={`${wishlisted ? 'Remove' : 'Add'} ${carName} ${wishlisted ? 'from' : 'to'} wishlist`}
    >
      <CardIcon name={wishlisted ? 'heart' : 'heartBorder'} />
    </button>
  );
}
