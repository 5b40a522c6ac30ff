import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { IconButton } from '@mui/material';
import { useWishlistToggle } from '../../lib/wishlist/use-wishlist-toggle';

interface WishlistHeartProps {
  carId: number;
  carName: string;
  wishlisted: boolean;
}

export function WishlistHeart({ carId, carName, wishlisted: initial }: WishlistHeartProps) {
  const { wishlisted, toggle } = useWishlistToggle(carId, initial);
  return (
    <IconButton
      onClick={toggle}
      aria-pressed={wishlisted}
      aria-label={`${wishlisted ? 'Remove' : 'Add'} ${carName} ${wishlisted ? 'from' : 'to'} wishlist`}
      sx={{
        position: 'absolute',
        top: 8,
        right: 8,
        bgcolor: 'rgba(255,255,255,0.92)',
        color: 'primary.main',
        boxShadow: (theme) => theme.navyShadows.onImage,
        '&:hover': { bgcolor: '#ffffff' },
        '& svg': { fontSize: 22 },
      }}
    >
      {wishlisted ? <Favorite /> : <FavoriteBorder />}
    </IconButton>
  );
}
