// The profile: five tabs, the tab in the address (?tab=bookings ...) so a reload
// or a shared link opens the same one. Personal Details shows and edits the buyer's data.
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, Card, Container, Stack, Typography } from '@mui/material';
import { Skeleton } from '../../components/skeleton';
import { genderLabels } from '@luxe/contract/constants';
import type { Profile } from '@luxe/contract';
import { Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { TabBar } from '../../components/tab-bar';
import { errorMessage } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useProfile } from './api/get-profile';
import { useModalDialogOpener, useMountedWhenIdle } from '../../components/modal-dialog-opener';
import { lazyComponent } from '../../lib/lazy-component';
import { ProfilePicture } from './components/profile-picture';

/** My offers, its cards, dialogs and timeline, load when the buyer opens the tab. */
const MyOffers = lazyComponent(() => import('./components/my-offers').then((m) => m.MyOffers));

/** My Bookings and Test Drives load when the buyer opens their tab. */
const MyBookings = lazyComponent(() => import('./components/my-bookings').then((m) => m.MyBookings));
const MyTestDrives = lazyComponent(() => import('./components/my-test-drives').then((m) => m.MyTestDrives));
const SavedSearches = lazyComponent(() => import('./components/saved-searches').then((m) => m.SavedSearches));

/** The edit form (react-hook-form, the checks) loads while the page is idle, or when first opened before. */
const EditProfileDialog = lazyComponent(() => import('./components/edit-profile-dialog').then((m) => m.EditProfileDialog));

export const profileTabs = [
  { key: 'personal', label: 'Personal Details' },
  { key: 'bookings', label: 'My Bookings', empty: 'No Booking found', hint: 'Cars you book appear here with their payment.' },
  { key: 'test-drives', label: 'Test Drives', empty: 'No Test Drives Yet', hint: 'Test drives you schedule appear here.' },
  { key: 'offers', label: 'My offers', empty: 'No offers found', hint: 'Offers you make on cars appear here with the dealer’s answer.' },
  {
    key: 'saved-searches',
    label: 'Saved searches',
    empty: 'No saved searches yet',
    hint: 'Save the filters of the car list to hear of cars that come into them.',
  },
] as const;
type TabKey = (typeof profileTabs)[number]['key'];

function tabFrom(param: string | null): TabKey {
  return profileTabs.find((tab) => tab.key === param)?.key ?? 'personal';
}

/** The picture beside the details from 900px, above them below. */
const pictureAndDetails = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 3fr)' },
  gap: { xs: 3, md: 5 },
} as const;
const detailColumns = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 3 } as const;

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

const focusRing = { '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;

/**
 * The Edit button and its dialog, apart from the details so that opening re-renders neither: the dialog
 * is mounted closed while the page is idle, and the tap only shows it.
 */
function EditProfile({ profile }: { profile: Profile }) {
  const dialog = useModalDialogOpener();
  const mounted = useMountedWhenIdle(EditProfileDialog);
  return (
    <>
      {/* No ripple: its first mount at the tap costs more than the dialog's opening; a ring shows keyboard focus. */}
      <Button variant="outlined" startIcon={<EditOutlined />} aria-haspopup="dialog" onClick={dialog.show} disableRipple sx={focusRing}>
        Edit
      </Button>
      {(mounted || dialog.open) && (
        <Suspense fallback={null}>
          <EditProfileDialog profile={profile} open={dialog.open} onClose={dialog.close} dialogRef={dialog.ref} />
        </Suspense>
      )}
    </>
  );
}

function PersonalDetails({ profile }: { profile: Profile }) {
  const person = profile.user_personal_data;
  const picture = person.user_profile_pic ?? person.profile_pic;
  return (
    <Card sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box sx={pictureAndDetails}>
        <ProfilePicture name={person.full_name} src={picture} />
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3, gap: 2 }}>
            <Typography variant="h3" component="h2">
              Personal Details
            </Typography>
            <EditProfile profile={profile} />
          </Stack>
          <Box component="dl" sx={{ ...detailColumns, m: 0 }}>
            <Detail label="Name" value={person.full_name} />
            <Detail label="Mobile" value={person.phone} />
            <Detail label="E-mail" value={person.email} />
            <Detail label="Gender" value={person.gender === null ? 'N/A' : genderLabels[person.gender]} />
            <Detail label="City" value={profile.user_address.city || 'N/A'} />
            <Detail label="State" value={profile.user_address.state || 'N/A'} />
          </Box>
        </Box>
      </Box>
    </Card>
  );
}

function Empty({ title, hint }: { title: string; hint: string }) {
  return (
    <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {hint}
      </Typography>
      <Button component={RouterLink} to="/cars" variant="outlined" sx={{ mt: 3 }}>
        Browse cars
      </Button>
    </Card>
  );
}

function PersonalDetailsSkeleton() {
  return (
    <Card sx={{ p: { xs: 2.5, md: 4 } }} aria-busy="true" aria-label="Loading your profile">
      <Box sx={pictureAndDetails}>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Skeleton variant="circular" width={112} height={112} />
        </Box>
        <Box>
          <Skeleton width={220} height={36} />
          <Box sx={{ ...detailColumns, mt: 3 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Box key={i}>
                <Skeleton width="40%" />
                <Skeleton width="70%" height={28} />
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </Card>
  );
}

function PersonalTab() {
  const profile = useProfile();
  if (profile.isPending) return <PersonalDetailsSkeleton />;
  if (profile.isError) {
    return (
      <Card sx={{ p: 4 }}>
        <Typography>{errorMessage(profile.error)}</Typography>
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  return <PersonalDetails profile={profile.data} />;
}

export function ProfilePage() {
  usePageTitle('My Profile');
  const [params, setParams] = useSearchParams();
  const active = tabFrom(params.get('tab'));
  const tab = profileTabs.find((t) => t.key === active)!;

  return (
    <>
      <PageHeader title="My Profile" />
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 6 } }}>
        <TabBar
          tabs={profileTabs}
          active={active}
          onChange={(next) => setParams(next === 'personal' ? {} : { tab: next }, { replace: true })}
          label="Profile sections"
          idPrefix="profile-tab"
          panelId="profile-tabpanel"
        />
        <Box role="tabpanel" id="profile-tabpanel" aria-labelledby={`profile-tab-${active}`}>
          {tab.key === 'offers' ? (
            <MyOffers empty={<Empty title={tab.empty} hint={tab.hint} />} />
          ) : tab.key === 'bookings' ? (
            <MyBookings empty={<Empty title={tab.empty} hint={tab.hint} />} />
          ) : tab.key === 'test-drives' ? (
            <MyTestDrives empty={<Empty title={tab.empty} hint={tab.hint} />} />
          ) : tab.key === 'saved-searches' ? (
            <SavedSearches empty={<Empty title={tab.empty} hint={tab.hint} />} />
          ) : (
            <PersonalTab />
          )}
        </Box>
      </Container>
    </>
  );
}
