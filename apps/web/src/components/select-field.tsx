// A labelled drop-down on the platform's own <select>: a phone shows its native picker, it works with
// the keyboard and screen readers as any select does, and no menu code has to load for it.
import { FormControl, InputLabel, NativeSelect, OutlinedInput, type SxProps, type Theme } from '@mui/material';
import { useId } from 'react';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

export function SelectField({ label, value, onChange, options, fullWidth, sx }: SelectFieldProps) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput id={id} label={label} notched />}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
