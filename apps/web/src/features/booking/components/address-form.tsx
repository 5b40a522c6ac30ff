// The home address (street address, locality, city, state/province, zip code),
// each field with its own message from the server's rules (lib/booking/flow.ts).
import { Box } from '@mui/material';
import { InputField } from '../../../components/input-field';
import { ADDRESS_FIELDS, ADDRESS_LABELS, type Address, type AddressField } from '../../../lib/booking/flow';

const AUTOCOMPLETE: Record<AddressField, string> = {
  street_address: 'street-address',
  locality: 'address-level3',
  city: 'address-level2',
  state: 'address-level1',
  zip_code: 'postal-code',
};

interface AddressFormProps {
  value: Address;
  errors: Partial<Record<AddressField, string>>;
  onChange: (field: AddressField, value: string) => void;
}

export function AddressForm({ value, errors, onChange }: AddressFormProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Box component="legend" sx={{ fontWeight: 700, mb: 1.5, p: 0 }}>
        Your address
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {ADDRESS_FIELDS.map((field) => (
          <InputField
            key={field}
            name={field}
            label={ADDRESS_LABELS[field]}
            autoComplete={AUTOCOMPLETE[field]}
            inputMode={field === 'zip_code' ? 'numeric' : undefined}
            maxLength={field === 'zip_code' ? 6 : undefined}
            required
            value={value[field]}
            onChange={(event) => onChange(field, event.target.value)}
            error={Boolean(errors[field])}
            helperText={errors[field]}
            sx={field === 'street_address' ? { gridColumn: { sm: '1 / -1' } } : undefined}
          />
        ))}
      </Box>
    </Box>
  );
}
