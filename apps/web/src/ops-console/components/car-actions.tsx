// The two answers to a reported car: close a report without action, or take the car down. Each asks for
// a reason (checked by the contract's rule) and names what follows before it acts.
import { CloseReportBodySchema, TakeDownBodySchema } from '@luxe/contract/ops';
import { Button } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../dealer-hub/components/confirm-dialog';
import { toast } from '../../lib/toast';
import { useCloseReport, useTakeDown } from '../api/reports';
import { problemOf } from '../format';

export function TakeDownButton({ car, size = 'small' }: { car: { id: number; name: string }; size?: 'small' | 'medium' }) {
  const [open, setOpen] = useState(false);
  const takeDown = useTakeDown();
  return (
    <>
      <Button size={size} variant="contained" color="error" onClick={() => setOpen(true)} aria-label={`Take down ${car.name}`}>
        Take down
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Take down the ${car.name}?`}
        confirmLabel="Take it down"
        cancelLabel="Keep it listed"
        reason={{
          label: 'Reason (the dealer is told it)',
          hint: '5 to 500 characters. It goes in the audit log too.',
          check: (reason) => problemOf(TakeDownBodySchema, { car_id: car.id, reason }),
        }}
        onConfirm={async (reason) => {
          const done = await takeDown.mutateAsync({ car_id: car.id, reason });
          toast.success(
            `The ${car.name} is taken down: off every list for good, ${done.closed_reports} ${done.closed_reports === 1 ? 'report' : 'reports'} closed, ${done.cancelled_test_drives} test ${done.cancelled_test_drives === 1 ? 'drive' : 'drives'} cancelled and refunded.`,
          );
        }}
      >
        The car leaves every list and page at once and its dealer cannot put it back on sale. Its future test drives are cancelled and
        refunded in full, its open negotiations close, every open report of it closes, and the dealer is told why. A car a buyer holds a
        reservation of, or is paying for, cannot be taken down.
      </ConfirmDialog>
    </>
  );
}

export function CloseReportButton({ report }: { report: { report_id: number; car: { name: string } } }) {
  const [open, setOpen] = useState(false);
  const close = useCloseReport();
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} aria-label={`Close report ${report.report_id} without action`}>
        Close, no action
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Close report ${report.report_id} without action?`}
        confirmLabel="Close the report"
        cancelLabel="Keep it open"
        reason={{
          label: 'Reason',
          hint: '5 to 500 characters, for the audit log.',
          check: (reason) => problemOf(CloseReportBodySchema, { report_id: report.report_id, outcome: 'no_action', reason }),
        }}
        onConfirm={async (reason) => {
          await close.mutateAsync({ report_id: report.report_id, outcome: 'no_action', reason });
          toast.success(`Report ${report.report_id} closed; the ${report.car.name} stays listed.`);
        }}
      >
        The {report.car.name} stays listed as it is. The report leaves the queue, closed with no action.
      </ConfirmDialog>
    </>
  );
}
