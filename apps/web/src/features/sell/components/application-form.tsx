// The dealership's application: checked on the client with the contract's schema (each field's message
// under it), sent as a multipart form with the trade certificate; a refusal of the server shows under
// the field it names, or above the button. Sent, it gives way to the application number and what follows.
import { Alert, Box, Button, Typography } from '@mui/material';
import { DEALER_CITY_NAMES } from '@luxe/contract/dealer-application';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { InputField } from '../../../components/input-field';
import { SelectField } from '../../../components/select-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateApplication } from '../api/create-application';
import {
  applicationResolver,
  EMPTY_APPLICATION,
  FIELD_LABELS,
  isApplicationField,
  toldWithLabel,
  TRADE_CERTIFICATE_ACCEPT,
  TRADE_CERTIFICATE_HINT,
  type ApplicationFormValues,
  type ApplicationToSend,
} from '../application-checks';
import { ApplicationSent } from './application-sent';

const CITY_OPTIONS = [{ value: '', label: 'Choose a city' }, ...DEALER_CITY_NAMES.map((city) => ({ value: city, label: city }))];
const WHOLE_ROW = { gridColumn: '1 / -1' } as const;
/** The select's height, type and spacing as the text fields' beside it. */
const TEXT_FIELD_LOOK = { gap: '6px', '& select': { minHeight: 48, fontSize: '1rem', fontWeight: 400 } } as const;

export function ApplicationForm() {
  const create = useCreateApplication();
  const form = useForm<ApplicationFormValues, unknown, ApplicationToSend>({
    resolver: applicationResolver,
    defaultValues: EMPTY_APPLICATION,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<{ applicationNumber: string; phone: string } | null>(null);
  const citySelect = useRef<HTMLSelectElement | null>(null);
  // A city chosen in the server's HTML before this code was there becomes the field's value (typed text
  // does so in FormTextField); after the field's own effects, so the select shows it from then on.
  useEffect(() => {
    const chosen = citySelect.current?.value;
    if (chosen) form.setValue('city', chosen);
  }, [form]);
  const certificate = form.register('trade_certificate');
  const certificateError = form.formState.errors.trade_certificate?.message;

  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    create.mutate(values, {
      onSuccess: (answer) => setSent({ applicationNumber: answer.data.application_number, phone: values.phone }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && isApplicationField(error.field))
          form.setError(error.field, { message: toldWithLabel(error.field, error.message) }, { shouldFocus: true });
        else setProblem(errorMessage(error));
      },
    });
  });

  if (sent) return <ApplicationSent {...sent} />;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Application to sell on Luxe Wheels">
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4, maxWidth: 560 }}>
        Every field is needed: our operators use them to check your business.
      </Typography>
      <Box
        sx={{ display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <FormTextField
          form={form}
          name="business_name"
          label={FIELD_LABELS.business_name}
          autoComplete="organization"
          hint="As registered for GST"
          maxLength={100}
          required
        />
        <FormTextField
          form={form}
          name="contact_name"
          label={FIELD_LABELS.contact_name}
          autoComplete="name"
          hint="Who we call about this application"
          maxLength={80}
          required
        />
        <FormTextField
          form={form}
          name="phone"
          type="tel"
          label={FIELD_LABELS.phone}
          autoComplete="tel-national"
          inputMode="numeric"
          hint="10 digits: the decision comes here by SMS"
          maxLength={10}
          required
        />
        <FormTextField form={form} name="email" type="email" label={FIELD_LABELS.email} autoComplete="email" maxLength={254} required />
        <Controller
          control={form.control}
          name="city"
          rules={{ deps: ['gstin'] }}
          render={({ field, fieldState }) => (
            <SelectField
              label={
                <>
                  {FIELD_LABELS.city}
                  <span aria-hidden> *</span>
                </>
              }
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              selectRef={(select: HTMLSelectElement | null) => {
                field.ref(select);
                citySelect.current = select;
              }}
              options={CITY_OPTIONS}
              fullWidth
              sx={TEXT_FIELD_LOOK}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? 'Where your showroom is'}
            />
          )}
        />
        <FormTextField
          form={form}
          name="pincode"
          label={FIELD_LABELS.pincode}
          autoComplete="postal-code"
          inputMode="numeric"
          hint="Your showroom's, 6 digits"
          maxLength={6}
          required
        />
        <Box sx={WHOLE_ROW}>
          <FormTextField
            form={form}
            name="address"
            label={FIELD_LABELS.address}
            autoComplete="street-address"
            multiline
            minRows={2}
            maxLength={300}
            required
          />
        </Box>
        <FormTextField
          form={form}
          name="gstin"
          deps={['pan']}
          label={FIELD_LABELS.gstin}
          autoCapitalize="characters"
          spellCheck={false}
          autoComplete="off"
          hint="15 characters, registered in your showroom's state"
          maxLength={20}
          required
        />
        <FormTextField
          form={form}
          name="pan"
          label={FIELD_LABELS.pan}
          autoCapitalize="characters"
          spellCheck={false}
          autoComplete="off"
          hint="The business's PAN, as inside the GSTIN"
          maxLength={14}
          required
        />
        <Box sx={WHOLE_ROW}>
          <InputField
            {...certificate}
            inputRef={certificate.ref}
            type="file"
            accept={TRADE_CERTIFICATE_ACCEPT}
            label={FIELD_LABELS.trade_certificate}
            required
            error={certificateError !== undefined}
            helperText={certificateError ?? TRADE_CERTIFICATE_HINT}
          />
        </Box>
        {problem && (
          <Alert severity="error" sx={WHOLE_ROW}>
            {problem}
          </Alert>
        )}
        <Box sx={{ ...WHOLE_ROW, mt: 1 }}>
          <Button type="submit" variant="contained" color="secondary" size="large" loading={create.isPending} sx={{ minHeight: 48, px: 4 }}>
            Send application
          </Button>
        </Box>
      </Box>
    </form>
  );
}
