// The signed-in buyer's signals in the header: the heart says how many cars are on the
// wishlist, the account button wears the buyer's picture. The server renders them with the page's data;
// a heart flipped anywhere or a new picture refreshes the shared queries (wishlistKeys, profileKeys), and
// these with them, without a reload. The account button's picture is in account-avatar.tsx.
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { Box, IconButton } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CountBadge } from '../../components/count-badge';
import { useWishlist } from '../../features/wishlist/api/get-wishlist';

export function WishlistLinkWithCount() {
  const count = useWishlist().data?.length ?? 0;
  const label = count === 0 ? 'Wishlist' : `Wishlist, ${count} ${count === 1 ? 'car' : 'cars'}`;
  return (
    <IconButton component={RouterLink} to="/wishlist" aria-label={label} color="inherit">
      <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
        {count > 0 ? <Favorite sx={{ color: 'secondary.main' }} /> : <FavoriteBorder />}
        <CountBadge count={count} testId="wishlist-count" />
      </Box>
    </IconButton>
  );
}
