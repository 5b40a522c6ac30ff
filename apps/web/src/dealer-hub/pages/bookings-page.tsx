// Reservations with their countdown (live ones first, the soonest to end first: the
// server's order), mark sold, cancel with a reason.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { bookingsQuery } from '../api/bookings';
import { PAGE_SIZE } from '../api/keys';
import { BookingTable } from '../components/booking-table';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-state';
import { Pager } from '../components/pager';
import { PanelTitle } from '../components/panel-section';
import { useNow } from '../use-now';

export function BookingsPage() {
  usePageTitle("Bookings · Vendor's Hub");
  const now = useNow();
  const [page, setPage] = useState(1);
  const bookings = useQuery({ ...bookingsQuery(page), placeholderData: keepPreviousData });
  return (
    <>
      <PanelTitle sub="A paid token reserves a car for 3 days. Mark it sold when the buyer completes, or cancel with a reason: the buyer is refunded in full.">
        Bookings
      </PanelTitle>
      {bookings.isPending ? (
        <ListSkeleton label="Loading bookings" rows={4} />
      ) : bookings.isError ? (
        <ListError error={bookings.error} onRetry={() => void bookings.refetch()} />
      ) : bookings.data.bookings.length === 0 ? (
        <ListEmpty>No booking yet. When a buyer pays the token on one of your cars, it shows here with its countdown.</ListEmpty>
      ) : (
        <>
          <BookingTable bookings={bookings.data.bookings} now={now} caption="Bookings, live reservations first" />
          <Pager page={page} total={bookings.data.total} pageSize={PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </>
  );
}
