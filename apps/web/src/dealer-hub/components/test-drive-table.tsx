// The dealer's test drives as rows: when, the car, where (the buyer's address for a home drive), the
// buyer's contact, and marking it done or a no-show once its slot has started (the server refuses
// before, 409), each asked once first: an outcome cannot be changed.
import type { VendorTestDrive } from '@luxe/contract/schemas';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { formatRupees } from '../../lib/format';
import { formatDriveSlot } from '@luxe/contract/drive-slot';
import { toast } from '../../lib/toast';
import { useTestDriveOutcome } from '../api/test-drives';
import { formatDateTime } from '../format';
import { BuyerContact } from './buyer-contact';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column } from './data-table';
import { TestDriveStatusTag } from './status-tag';

function Outcome({ drive, now }: { drive: VendorTestDrive; now: Date }) {
  const outcome = useTestDriveOutcome();
  const [asking, setAsking] = useState<'completed' | 'no_show' | null>(null);
  if (drive.status !== 'booked') return <TestDriveStatusTag status={drive.status} />;
  if (new Date(drive.starts_at) > now)
    return (
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
        Mark done or no-show from {formatDateTime(drive.starts_at)}
      </Typography>
    );
  // NOTE: mutateAsync: once marked, the row may leave the list (Today shows booked drives only), and
  // mutate's own callbacks never run for a part no longer on the page; the dialog shows a refusal.
  const mark = async (value: 'completed' | 'no_show') =>
    toast.success((await outcome.mutateAsync({ test_drive_id: drive.id, outcome: value })).message);
  const slot = formatDriveSlot(drive.drive_date, drive.drive_time);
  return (
    <>
      <Button
        size="small"
        variant="contained"
        disabled={outcome.isPending}
        onClick={() => setAsking('completed')}
        aria-label={`Mark the test drive of ${drive.car_name} done`}
      >
        Mark done
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={outcome.isPending}
        onClick={() => setAsking('no_show')}
        aria-label={`Mark ${drive.buyer.name} a no-show`}
      >
        No-show
      </Button>
      <ConfirmDialog
        open={asking === 'completed'}
        onClose={() => setAsking(null)}
        title="Mark this test drive done?"
        confirmLabel="Mark done"
        cancelLabel="Not yet"
        onConfirm={() => mark('completed')}
      >
        {drive.buyer.name}&apos;s drive of the {drive.car_name} on {slot} is recorded as done, and they see it so under their test drives.
        This cannot be changed afterwards.
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'no_show'}
        onClose={() => setAsking(null)}
        title="Mark the buyer a no-show?"
        confirmLabel="Mark no-show"
        cancelLabel="Not yet"
        onConfirm={() => mark('no_show')}
      >
        {drive.buyer.name} is recorded as not having come for the drive of the {drive.car_name} on {slot}
        {drive.fee > 0 ? `; their fee of ${formatRupees(drive.fee)} is not refunded` : ''}. This cannot be changed afterwards.
      </ConfirmDialog>
    </>
  );
}

export function TestDriveTable({ drives, now, caption }: { drives: VendorTestDrive[]; now: Date; caption: string }) {
  const columns: Column<VendorTestDrive>[] = [
    {
      key: 'when',
      label: 'Slot',
      phone: 'title',
      render: (d) => (
        <Typography variant="body2" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatDriveSlot(d.drive_date, d.drive_time)}
        </Typography>
      ),
    },
    { key: 'car', label: 'Car', render: (d) => d.car_name },
    {
      key: 'where',
      label: 'Where',
      render: (d) =>
        d.preferred_location === 'home' ? (
          <>
            <Typography component="span" variant="body2" sx={{ fontWeight: 700, display: 'block' }}>
              Home delivery
            </Typography>
            {d.location}
          </>
        ) : (
          'At your showroom'
        ),
    },
    { key: 'buyer', label: 'Buyer', render: (d) => <BuyerContact buyer={d.buyer} /> },
    { key: 'action', label: 'Action', phone: 'actions', render: (d) => <Outcome drive={d} now={now} /> },
  ];
  return <DataTable caption={caption} columns={columns} rows={drives} rowKey={(d) => d.id} />;
}
