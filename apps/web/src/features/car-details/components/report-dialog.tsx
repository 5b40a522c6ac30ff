// The report of a listing: what is wrong (the contract's reasons, in words a buyer uses), details
// (needed for "Something else"), checked with the contract's schema before it is sent. The server's
// thanks closes it; its refusal (reported already, too many reports) is said in the dialog.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { LISTING_REPORT_REASONS, ListingReportBodySchema } from '@luxe/contract/ops';
import { useId, useState, type FormEvent } from 'react';
import { InputField } from '../../../components/input-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { DialogHeading } from '../../../components/offers/dialog-parts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useReportListing } from '../api/report-listing';

type Reason = (typeof LISTING_REPORT_REASONS)[number];

const REASON_LABELS: Record<Reason, string> = {
  fraud: 'Looks like a scam or fraud',
  wrong_details: 'Wrong details or photos',
  not_available: 'Car is not available',
  duplicate: 'Duplicate listing',
  offensive: 'Offensive content',
  other: 'Something else',
};

interface ReportDialogProps {
  car: { id: number; title: string };
  open: boolean;
  onClose: () => void;
  /** The car stands reported by this buyer: just now, or found so by the server. */
  onReported: () => void;
}

export function ReportDialog({ car, open, onClose, onReported }: ReportDialogProps) {
  const titleId = useId();
  const reasonErrorId = useId();
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [detailsError, setDetailsError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const report = useReportListing();

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const checked = ListingReportBodySchema.safeParse({
      car_id: car.id,
      reason: reason ?? undefined,
      details: details.trim() || undefined,
    });
    if (!checked.success) {
      const issueOf = (field: string) => checked.error.issues.find((issue) => issue.path[0] === field);
      setReasonError(issueOf('reason') ? 'Please choose what is wrong with this listing' : null);
      const detailsIssue = issueOf('details');
      setDetailsError(
        !detailsIssue
          ? null
          : reason === 'other' && !details.trim()
            ? 'Please tell us what is wrong'
            : detailsIssue.message.replace(/^details/, 'Details'),
      );
      return;
    }
    report.mutate(checked.data, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onReported();
        onClose();
      },
      onError: (error) => {
        // Reported already: the button says so from now on, as after a report.
        if (error instanceof ApiError && error.status === 409) onReported();
        setRefusal(errorMessage(error));
      },
    });
  }

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} maxWidth={480} sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <form onSubmit={submit} noValidate>
        <DialogHeading id={titleId} title="Report this listing" subtitle={car.title} onClose={onClose} />
        <Stack spacing={2.5}>
          <Box component="fieldset" aria-describedby={reasonError ? reasonErrorId : undefined} sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
              What is wrong?
            </Typography>
            <Stack spacing={1}>
              {LISTING_REPORT_REASONS.map((value) => (
                <Box
                  component="label"
                  key={value}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    minHeight: 44,
                    px: 1.5,
                    borderRadius: 2,
                    border: 1,
                    borderColor: reason === value ? 'primary.main' : 'navy.outline',
                    bgcolor: reason === value ? 'navy.fill' : 'background.paper',
                    cursor: 'pointer',
                    '&:hover': { borderColor: 'primary.main' },
                    '& input': { m: 0, width: 18, height: 18, accentColor: (theme) => theme.palette.primary.main },
                  }}
                >
                  <input
                    type="radio"
                    name="report-reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      setReasonError(null);
                      setDetailsError(null);
                    }}
                  />
                  {REASON_LABELS[value]}
                </Box>
              ))}
            </Stack>
            {reasonError && (
              <Typography id={reasonErrorId} variant="body2" color="error" sx={{ mt: 1, fontWeight: 600 }}>
                {reasonError}
              </Typography>
            )}
          </Box>
          <InputField
            label={reason === 'other' ? 'Details' : 'Details (optional)'}
            required={reason === 'other'}
            multiline
            minRows={3}
            maxLength={1000}
            value={details}
            onChange={(event) => {
              setDetails(event.target.value);
              setDetailsError(null);
            }}
            error={detailsError !== null}
            helperText={detailsError ?? 'What you saw, so our team can check it. Up to 1,000 characters.'}
          />
          {refusal && (
            <Alert severity={report.error instanceof ApiError && report.error.status === 409 ? 'info' : 'error'}>{refusal}</Alert>
          )}
        </Stack>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="secondary" loading={report.isPending}>
            Submit
          </Button>
        </Stack>
      </form>
    </ModalDialog>
  );
}
