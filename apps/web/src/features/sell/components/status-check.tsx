// "Check your application": its number and the phone it was made with give where it stands; an
// approval says where to sign in, a rejection says why.
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import type { ApplicationStatusAnswer } from '@luxe/contract/dealer-application';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatIndianDateTime } from '../../../lib/format';
import { VENDOR_HUB_PATH } from '../../../lib/links';
import { RouterLink } from '../../../lib/router-link';
import { useApplicationStatus } from '../api/get-application-status';
import { FIELD_LABELS, statusResolver, toldWithLabel, type StatusFormValues } from '../application-checks';

function Standing({ answer, phone }: { answer: ApplicationStatusAnswer; phone: string }) {
  const decided = answer.decided_at ? formatIndianDateTime(answer.decided_at) : '';
  const title = `${answer.application_number}, ${answer.business_name}`;
  if (answer.status === 'approved')
    return (
      <Alert severity="success" role="none">
        <strong>
          {title}: approved on {decided}.
        </strong>{' '}
        Sign in at the Vendor&apos;s Hub with {phone}:{' '}
        <Link component={RouterLink} underline="always" to={VENDOR_HUB_PATH}>
          open the Vendor&apos;s Hub
        </Link>
        .
      </Alert>
    );
  if (answer.status === 'rejected')
    return (
      <Alert severity="warning" role="none">
        <strong>
          {title}: not approved on {decided}.
        </strong>{' '}
        The reason: {answer.reason}
      </Alert>
    );
  return (
    <Alert severity="info" role="none">
      <strong>
        {title}: received on {formatIndianDateTime(answer.submitted_at)}.
      </strong>{' '}
      An operator is reviewing it; you get an SMS with the decision.
    </Alert>
  );
}

function failureText(error: unknown, asked: StatusFormValues | undefined): string {
  if (error instanceof ApiError && error.status === 404 && asked)
    return `We found no application ${asked.application_number} made with ${asked.phone}. Please check both against the SMS we sent you.`;
  return errorMessage(error);
}

export function StatusCheck() {
  const lookup = useApplicationStatus();
  const form = useForm<StatusFormValues>({ resolver: statusResolver, defaultValues: { application_number: '', phone: '' } });

  const onSubmit = form.handleSubmit((values) =>
    lookup.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && (error.field === 'application_number' || error.field === 'phone'))
          form.setError(error.field, { message: toldWithLabel(error.field, error.message) });
      },
    }),
  );
  const fieldRefused = lookup.error instanceof ApiError && lookup.error.status === 400 && lookup.error.field !== undefined;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Check your application">
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          rowGap: 1,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <FormTextField
          form={form}
          name="application_number"
          label={FIELD_LABELS.application_number}
          placeholder="LW-A-000123"
          autoCapitalize="characters"
          spellCheck={false}
          autoComplete="off"
          hint="From the SMS we sent you"
          maxLength={16}
          required
        />
        <FormTextField
          form={form}
          name="phone"
          type="tel"
          label="Mobile number you applied with"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={10}
          required
        />
      </Box>
      <Button type="submit" variant="outlined" size="large" loading={lookup.isPending} sx={{ mt: 1, minHeight: 48, px: 4 }}>
        Check status
      </Button>
      {/* Always there, so a screen reader hears what arrives in it. */}
      <Box role="status" sx={{ '& > *': { mt: 3 } }}>
        {lookup.data && <Standing answer={lookup.data.data} phone={lookup.variables.phone} />}
        {lookup.isError && !fieldRefused && (
          <Alert severity="error" role="none">
            {failureText(lookup.error, lookup.variables)}
          </Alert>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Lost the number? Write to our dealer desk through{' '}
        <Link component={RouterLink} underline="always" to="/contact-us">
          Contact us
        </Link>
        .
      </Typography>
    </form>
  );
}
