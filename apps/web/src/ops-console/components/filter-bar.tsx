// A row of filter buttons (the dealer panel's listings filter): the one shown is pressed.
import { Button, Stack } from '@mui/material';

export function FilterBar<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Stack role="group" aria-label={label} direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {options.map((option) => (
        <Button
          key={option.value}
          size="small"
          variant={value === option.value ? 'contained' : 'outlined'}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Stack>
  );
}
