// Test Drives: name, booking date, dealer, location, and ours: the slot, the
// fee and where it stands; cancel while it is booked and its slot has not begun, saying what is refunded
// (in full 24 hours or more before the slot, the refund policy's rule); 10 a page.
import { Button, Stack, Typography } from '@mui/material';
import type { TestDriveItem } from '@luxe/contract';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatIndianDateTime, formatRupees } from '../../../lib/format';
import { formatDriveSlot } from '@luxe/contract/drive-slot';
import { BOOKINGS_PAGE, driveStatusLabel, refundState, useCancelTestDrive, useTestDrives } from '../../../lib/booking/history';
import { ConfirmCancel, LoadFailed, Pager, cancelOutcome } from './confirm-cancel';
import { OrderCard } from '../../../components/order-card';
import { RateDealer } from '../../../components/booking/rate-dealer';

function driveNote(d: TestDriveItem): string | null {
  if (d.status === 'cancelled' && d.refund_status) return `Your fee of ${formatRupees(d.fee)} ${refundState[d.refund_status]}.`;
  if (d.status === 'cancelled' && d.payment_status === 'paid')
    return 'Cancelled less than 24 hours before the slot: the fee is not refunded.';
  return null;
}

function DriveCard({ drive, onCancel }: { drive: TestDriveItem; onCancel: () => void }) {
  return (
    <OrderCard
      carId={drive.car_id}
      carName={drive.car_name}
      image={drive.car_image ?? undefined}
      subtitle={`${drive.vendor_name} · ${drive.preferred_location === 'home' ? 'Home delivery' : 'Showroom visit'}`}
      status={driveStatusLabel[drive.status]}
      note={driveNote(drive)}
      figures={[
        { label: 'Booking date', value: formatIndianDateTime(drive.created_at) },
        { label: 'Slot', value: formatDriveSlot(drive.drive_date, drive.drive_time) },
        { label: 'Fee', value: formatRupees(drive.fee) },
        { label: 'Location', value: drive.location },
      ]}
      actions={
        <>
          <Button component={RouterLink} to={`/car-purchased-history?order=t-${drive.id}`} variant="text">
            View order
          </Button>
          {drive.refund_if_cancelled !== null && (
            <Button variant="outlined" color="error" onClick={onCancel} aria-label={`Cancel the test drive of ${drive.car_name}`}>
              Cancel test drive
            </Button>
          )}
          {drive.status === 'completed' && (
            <RateDealer vendor={{ id: drive.vendor_id, name: drive.vendor_name }} rating={drive.your_dealer_rating} />
          )}
        </>
      }
    />
  );
}

export function MyTestDrives({ empty }: { empty: ReactNode }) {
  const drives = useTestDrives();
  const [page, setPage] = useState(0);
  const [cancelling, setCancelling] = useState<TestDriveItem | null>(null);
  const cancel = useCancelTestDrive();

  if (drives.isPending) return <Typography aria-busy="true">Loading your test drives…</Typography>;
  if (drives.isError) return <LoadFailed error={drives.error} retry={() => void drives.refetch()} />;
  if (drives.data.length === 0) return empty;
  const shown = drives.data.slice(page * BOOKINGS_PAGE, (page + 1) * BOOKINGS_PAGE);
  const refund = cancelling?.refund_if_cancelled ?? 0;
  return (
    <>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        Test Drives
      </Typography>
      <Stack spacing={2}>
        {shown.map((drive) => (
          <DriveCard key={drive.id} drive={drive} onCancel={() => setCancelling(drive)} />
        ))}
      </Stack>
      <Pager page={page} pages={Math.ceil(drives.data.length / BOOKINGS_PAGE)} onPage={setPage} label="Pages of your test drives" />
      <ConfirmCancel
        open={cancelling !== null}
        title="Cancel this test drive?"
        refund={
          refund > 0
            ? `Your fee of ${formatRupees(refund)} is refunded in full in 7 to 10 working days.`
            : `The slot starts in less than 24 hours: the fee of ${formatRupees(cancelling?.fee ?? 0)} is not refunded.`
        }
        detail="The slot becomes free for other buyers."
        action="Cancel test drive"
        pending={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(
            cancelling.id,
            cancelOutcome(() => setCancelling(null)),
          )
        }
      />
    </>
  );
}
