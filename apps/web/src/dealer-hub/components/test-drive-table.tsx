// The dealer's test drives as rows: when, the car, where (the buyer's address for a home drive), the
// buyer's contact, and marking it done or a no-show once its slot has started (the server refuses
// before, 409).
import type { VendorTestDrive } from '@luxe/contract/schemas';
import { Button, Typography } from '@mui/material';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useTestDriveOutcome } from '../api/test-drives';
import { formatDateTime } from '../format';
import { BuyerContact } from './buyer-contact';
import { DataTable, type Column } from './data-table';
import { TestDriveStatusTag } from './status-tag';

function Outcome({ drive, now }: { drive: VendorTestDrive; now: Date }) {
  const outcome = useTestDriveOutcome();
  if (drive.status !== 'booked') return <TestDriveStatusTag status={drive.status} />;
  if (new Date(drive.starts_at) > now)
    return (
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
        Mark done or no-show from {formatDateTime(drive.starts_at)}
      </Typography>
    );
  // NOTE: mutateAsync: once marked, the row may leave the list (Today shows booked drives only), and
  // mutate's own callbacks never run for a part no longer on the page.
  const mark = (value: 'completed' | 'no_show') =>
    outcome.mutateAsync({ test_drive_id: drive.id, outcome: value }).then(
      (answer) => toast.success(answer.message),
      (error: unknown) => toast.error(errorMessage(error)),
    );
  return (
    <>
      <Button
        size="small"
        variant="contained"
        disabled={outcome.isPending}
        onClick={() => mark('completed')}
        aria-label={`Mark the test drive of ${drive.car_name} done`}
      >
        Mark done
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={outcome.isPending}
        onClick={() => mark('no_show')}
        aria-label={`Mark ${drive.buyer.name} a no-show`}
      >
        No-show
      </Button>
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
          {d.drive_time}
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
