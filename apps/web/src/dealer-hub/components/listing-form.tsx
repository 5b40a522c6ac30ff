// A car's form: brand -> model -> variant from the catalogue's own lists (its
// specifications shown, never typed), year, kilometres, price (new cars only: the price changes by its
// own call), colour, registration, location, description. Each field's message is the server's rule:
// the values are checked with the contract's own schema before sending, and a refusal names its field.
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ListingCatalogue, ListingDetails, VariantSummary } from '@luxe/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { InputField } from '../../components/input-field';
import { SelectField } from '../../components/select-field';
import { ApiError, errorMessage } from '../../lib/api-client';
import * as schemas from '../../lib/contract-schemas';
import { listingCatalogueQuery } from '../api/listings';
import { ListError, ListSkeleton } from './list-state';

export type ListingValues = Record<TextField | 'brand' | 'model' | 'variant_id' | 'color', string>;
type TextField =
  | 'manufacturing_year'
  | 'registration_year'
  | 'registration_state'
  | 'registration_number'
  | 'odometer_reading'
  | 'no_of_owners'
  | 'listing_price'
  | 'location'
  | 'description';

export function initialValues(city: string, car?: ListingDetails): ListingValues {
  return {
    brand: car ? String(car.brand_id) : '',
    model: car ? String(car.model_id) : '',
    variant_id: car ? String(car.variant_id) : '',
    manufacturing_year: car ? String(car.manufacturing_year) : '',
    registration_year: car ? String(car.registration_year) : '',
    registration_state: car?.registration_state ?? '',
    registration_number: car?.registration_number ?? '',
    odometer_reading: car ? String(car.odometer_reading) : '',
    no_of_owners: car ? String(car.no_of_owners) : '1',
    listing_price: car ? String(car.listing_price) : '',
    color: car?.color ?? '',
    location: car?.location ?? city,
    description: car?.description ?? '',
  };
}

/** The body the server takes, from the form's text (digits with commas or spaces are numbers). */
function bodyOf(values: ListingValues, withPrice: boolean): Record<string, unknown> {
  const number = (v: string) => (/^[\d,\s]+$/.test(v.trim()) ? Number(v.replace(/[,\s]/g, '')) : v.trim());
  const body: Record<string, unknown> = {
    variant_id: values.variant_id === '' ? undefined : Number(values.variant_id),
    manufacturing_year: number(values.manufacturing_year),
    registration_year: number(values.registration_year),
    registration_state: values.registration_state,
    registration_number: values.registration_number,
    odometer_reading: number(values.odometer_reading),
    no_of_owners: number(values.no_of_owners),
    color: values.color,
    location: values.location,
    description: values.description,
  };
  if (withPrice) body.listing_price = number(values.listing_price);
  return body;
}

type Errors = Partial<Record<string, string>>;

/** The server's own checks, run here first: a message per field. */
function check(body: Record<string, unknown>, withPrice: boolean): Errors {
  const result = schemas.CreateListingBodySchema.safeParse(withPrice ? body : { ...body, listing_price: 1_000_000 });
  const errors: Errors = {};
  if (result.success) {
    const year = new Date().getFullYear();
    if (result.data.manufacturing_year > year) errors.manufacturing_year = schemas.listingMessages.yearFuture;
    if (result.data.registration_year < result.data.manufacturing_year)
      errors.registration_year = schemas.listingMessages.registrationBeforeMade;
    return errors;
  }
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= field === 'variant_id' ? schemas.listingMessages.variant : issue.message;
  }
  return errors;
}

function Specs({ variant }: { variant: VariantSummary }) {
  const rows: [string, string][] = [
    ['Engine', variant.engine],
    ['Fuel', variant.fuel_type],
    ['Transmission', variant.transmission],
    ['Power', `${variant.power_bhp} bhp`],
    ['Torque', `${variant.torque_nm} Nm`],
    ['Drive', variant.drive],
    ['Seats', String(variant.seats)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
        gap: 1,
        p: 1.5,
        bgcolor: 'navy.fill',
        borderRadius: '10px',
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface ListingFormProps {
  initial: ListingValues;
  /** New cars take a price here; an existing car's price changes by its own call. */
  withPrice: boolean;
  submitLabel: string;
  /** Sends the checked body; a refusal naming a field shows beside it. */
  onSubmit: (body: Record<string, unknown>, changed: Set<string>) => Promise<unknown>;
  /** More of the form (the photo picker of a new car), before the button. */
  children?: ReactNode;
  busyLabel?: string;
}

export function ListingForm({ initial, withPrice, submitLabel, onSubmit, children, busyLabel }: ListingFormProps) {
  const catalogue = useQuery(listingCatalogueQuery());
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof ListingValues) => (value: string) => {
    setValues((v) => {
      const next = { ...v, [field]: value };
      // Choosing a brand or model starts the choice below it again.
      if (field === 'brand') Object.assign(next, { model: '', variant_id: '' });
      if (field === 'model') next.variant_id = '';
      return next;
    });
    setErrors((e) => ({ ...e, [field === 'brand' || field === 'model' ? 'variant_id' : field]: undefined }));
  };
  const chain = useMemo(() => chosen(catalogue.data, values), [catalogue.data, values]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(values, withPrice);
    const found = check(body, withPrice);
    setErrors(found);
    setProblem(null);
    if (Object.values(found).some(Boolean)) {
      setProblem('Please correct the fields marked below.');
      return;
    }
    const changed = new Set(Object.keys(values).filter((k) => values[k as keyof ListingValues] !== initial[k as keyof ListingValues]));
    setBusy(true);
    try {
      await onSubmit(body, changed);
    } catch (error) {
      // The server's messages name their field first ('registration_year cannot be ...').
      const message = errorMessage(error);
      const field = error instanceof ApiError && error.status === 400 ? Object.keys(values).find((k) => message.startsWith(k)) : undefined;
      if (field) setErrors({ [field]: message });
      setProblem(message);
    } finally {
      setBusy(false);
    }
  }

  if (catalogue.isPending) return <ListSkeleton label="Loading the catalogue" rows={3} />;
  if (catalogue.isError) return <ListError error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  const text = (field: TextField, label: string, extra: Record<string, unknown> = {}) => (
    <InputField
      label={label}
      name={field}
      value={values[field]}
      onChange={(event) => set(field)(event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      {...extra}
    />
  );
  const options = (list: { id: number; name: string }[], placeholder: string) => [
    { value: '', label: placeholder },
    ...list.map((x) => ({ value: String(x.id), label: x.name })),
  ];
  const fieldError = (field: string) =>
    errors[field] ? (
      <Typography variant="caption" color="error" role="alert">
        {errors[field]}
      </Typography>
    ) : null;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={submitLabel}>
      <Stack spacing={2.5}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <SelectField
            label="Brand"
            fullWidth
            value={values.brand}
            onChange={set('brand')}
            options={options(
              catalogue.data.brands.map((b) => ({ id: b.brand_id, name: b.name })),
              'Choose a brand',
            )}
          />
          <SelectField
            label="Model"
            fullWidth
            value={values.model}
            onChange={set('model')}
            options={options(
              chain.models.map((m) => ({ id: m.model_id, name: `${m.name} (${m.body_type})` })),
              chain.brand ? 'Choose a model' : 'Choose a brand first',
            )}
          />
          <Box>
            <SelectField
              label="Variant"
              fullWidth
              value={values.variant_id}
              onChange={set('variant_id')}
              options={options(
                chain.variants.map((v) => ({ id: v.variant_id, name: v.name })),
                chain.model ? 'Choose a variant' : 'Choose a model first',
              )}
            />
            {fieldError('variant_id')}
          </Box>
        </Box>
        {chain.variant && <Specs variant={chain.variant} />}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
          {text('manufacturing_year', 'Year of manufacture', { inputMode: 'numeric', placeholder: '2022' })}
          {text('registration_year', 'Year of registration', { inputMode: 'numeric', placeholder: '2022' })}
          {text('odometer_reading', 'Kilometres driven', { inputMode: 'numeric', placeholder: '18500' })}
          {withPrice && text('listing_price', 'Price (₹)', { inputMode: 'numeric', placeholder: '6450000' })}
          {text('no_of_owners', 'Owners so far', { inputMode: 'numeric' })}
          <Box>
            <SelectField
              label="Colour"
              fullWidth
              value={values.color}
              onChange={set('color')}
              options={[
                { value: '', label: 'Choose a colour' },
                ...(catalogue.data.colours.map((c) => ({ value: c.name, label: c.name })) ?? []),
              ]}
            />
            {fieldError('color')}
          </Box>
          {text('registration_number', 'Registration number', { placeholder: 'MH 12 AB 1234', autoCapitalize: 'characters' })}
          {text('registration_state', 'Registration state', { placeholder: 'Maharashtra' })}
          {text('location', 'Where the car stands (city)')}
        </Box>
        {text('description', 'Description (optional)', { multiline: true, minRows: 3, maxLength: 2000 })}
        {children}
        {problem && (
          <Typography role="alert" variant="body2" color="error">
            {problem}
          </Typography>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? (busyLabel ?? 'Saving…') : submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** The brand, model and variant chosen so far, and the choices each opens. */
function chosen(catalogue: ListingCatalogue | undefined, values: ListingValues) {
  const brand = catalogue?.brands.find((b) => String(b.brand_id) === values.brand);
  const model = brand?.models.find((m) => String(m.model_id) === values.model);
  const variant = model?.variants.find((v) => String(v.variant_id) === values.variant_id);
  return { brand, model, variant, models: brand?.models ?? [], variants: model?.variants ?? [] };
}
