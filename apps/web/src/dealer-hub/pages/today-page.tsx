// The first screen: what needs the dealer now. Offers waiting for an answer with the
// hours left, today's and tomorrow's test drives, live reservations with their end; each row carries
// its action.
import { Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { bookingsQuery } from '../api/bookings';
import { dealerProfileQuery } from '../api/dealer-profile';
import { offersQuery } from '../api/offers';
import { testDrivesQuery } from '../api/test-drives';
import { BookingTable, isLive } from '../components/booking-table';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-state';
import { OfferTable } from '../components/offer-table';
import { PanelSection, PanelTitle } from '../components/panel-section';
import { TestDriveTable } from '../components/test-drive-table';
import { dayLabel, indiaDate, nextDate } from '../format';
import type { VendorSession } from '../session';
import { useNow } from '../use-now';

/** Enough rows to hold every drive of two days (8 slots a car) for a dealer of a few cars. */
const TODAY_ROWS = 50;

export function TodayPage({ session }: { session: VendorSession }) {
  usePageTitle("Today · Vendor's Hub");
  const now = useNow();
  const profile = useQuery(dealerProfileQuery(session.vendorId));
  const offers = useQuery(offersQuery('action', 1, 10));
  const drives = useQuery(testDrivesQuery(1, TODAY_ROWS));
  const bookings = useQuery(bookingsQuery(1, TODAY_ROWS));
  const today = indiaDate(now);
  const tomorrow = nextDate(today);
  const soonDrives = (drives.data?.test_drives ?? []).filter(
    (d) => d.status === 'booked' && (d.drive_date === today || d.drive_date === tomorrow),
  );
  const liveBookings = (bookings.data?.bookings ?? []).filter((b) => isLive(b, now));

  return (
    <>
      <PanelTitle
        sub={
          <>
            {session.name}, {session.city}
            {profile.data && (
              <>
                {' · '}
                {profile.data.rating === null
                  ? 'No rating yet'
                  : `Rated ${profile.data.rating.toFixed(1)} by ${profile.data.rating_count} ${profile.data.rating_count === 1 ? 'buyer' : 'buyers'}`}
                {' · '}
                {profile.data.reply_time_hours === null
                  ? 'No reply time yet'
                  : `Replies in ${profile.data.reply_time_hours < 1 ? 'under an hour' : `${Math.round(profile.data.reply_time_hours)} h`} (median)`}
              </>
            )}
          </>
        }
      >
        Today
      </PanelTitle>

      <PanelSection
        id="today-offers"
        title="Offers waiting for you"
        aside={
          offers.data && offers.data.pagination.total > offers.data.offers.length ? (
            <Link component={RouterLink} to="/vendor/offers?view=action" variant="body2">
              All {offers.data.pagination.total}
            </Link>
          ) : undefined
        }
      >
        {offers.isPending ? (
          <ListSkeleton label="Loading offers" />
        ) : offers.isError ? (
          <ListError error={offers.error} onRetry={() => void offers.refetch()} />
        ) : offers.data.offers.length === 0 ? (
          <ListEmpty>No offer waits for your answer. New bids appear here with the hours left to answer them.</ListEmpty>
        ) : (
          <OfferTable offers={offers.data.offers} now={now} caption="Offers waiting for your answer" />
        )}
      </PanelSection>

      <PanelSection id="today-drives" title="Test drives today and tomorrow">
        {drives.isPending ? (
          <ListSkeleton label="Loading test drives" />
        ) : drives.isError ? (
          <ListError error={drives.error} onRetry={() => void drives.refetch()} />
        ) : soonDrives.length === 0 ? (
          <ListEmpty>No test drive today or tomorrow. Booked drives show here with the buyer&apos;s address and phone.</ListEmpty>
        ) : (
          [today, tomorrow].map((date) => {
            const ofDay = soonDrives.filter((d) => d.drive_date === date);
            return ofDay.length === 0 ? null : (
              <div key={date}>
                <Typography variant="h4" component="h3" sx={{ mt: 1, mb: 1 }}>
                  {dayLabel(date, now)}
                </Typography>
                <TestDriveTable drives={ofDay} now={now} caption={`Test drives ${dayLabel(date, now).toLowerCase()}`} />
              </div>
            );
          })
        )}
      </PanelSection>

      <PanelSection id="today-bookings" title="Live reservations">
        {bookings.isPending ? (
          <ListSkeleton label="Loading reservations" />
        ) : bookings.isError ? (
          <ListError error={bookings.error} onRetry={() => void bookings.refetch()} />
        ) : liveBookings.length === 0 ? (
          <ListEmpty>No car is reserved right now. A paid token reserves a car for 3 days; it shows here with its countdown.</ListEmpty>
        ) : (
          <BookingTable bookings={liveBookings} now={now} caption="Live reservations, the soonest to end first" />
        )}
      </PanelSection>
    </>
  );
}
