// The signed-in buyer's signals in the header (issue 25 item 9): the heart says how many cars are on the
// wishlist, the account button wears the buyer's picture. The server renders them with the page's data;
// a heart flipped anywhere or a new picture refreshes the shared queries (wishlistKeys, profileKeys), and
// these with them, without a reload.
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { Box, IconButton } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { Avatar } from '../../components/avatar';
import { CountBadge } from '../../components/count-badge';
import { useProfile } from '../../features/profile/api/get-profile';
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

/** The buyer's picture, or their initial, in place of the account button's generic icon. */
export function AccountAvatar() {
  const person = useProfile().data?.user_personal_data;
  const picture = person ? (person.user_profile_pic ?? person.profile_pic) : null;
  const initial = person?.full_name.trim().charAt(0).toUpperCase() || '';
  return (
    // Decorative: the button's name stays 'My Account'. Keyed by the picture, so a new one gets a fresh
    // chance to load after a broken one.
    <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
      <Avatar key={picture ?? ''} src={picture} initial={initial} size={24} sx={{ fontSize: 12 }} />
    </Box>
  );
}
