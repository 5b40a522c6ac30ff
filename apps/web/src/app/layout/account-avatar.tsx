// The buyer's picture on the account button, in a file of its own: the button shows
// only on a wider screen, so a phone's signed-in pages load neither it nor the profile query.
import { Box } from '@mui/material';
import { Avatar } from '../../components/avatar';
import { useProfile } from '../../features/profile/api/get-profile';

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
