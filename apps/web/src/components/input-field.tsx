// A labelled text input with a hint or error beneath it: what MUI's TextField renders for a text
// field (outlined), without the drop-down machinery (Select, Menu, Popover, Modal) that TextField
// brings along for its `select` mode, about 12 KB of gzipped code a page with a form would load unused.
import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps, type SxProps, type Theme } from '@mui/material';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export type InputFieldProps = Omit<OutlinedInputProps, 'label' | 'sx' | 'slotProps' | 'inputProps' | 'size'> & {
  label: ReactNode;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** Attributes of the <input> (or <textarea>) itself, as TextField's slotProps.htmlInput. */
  slotProps?: { htmlInput?: InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement> };
};

export function InputField({
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth = true,
  size,
  sx,
  id,
  slotProps,
  ...input
}: InputFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl fullWidth={fullWidth} error={error} required={required} disabled={disabled} size={size} sx={sx}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput {...input} id={inputId} label={label} inputProps={{ ...slotProps?.htmlInput, 'aria-describedby': helperId }} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
