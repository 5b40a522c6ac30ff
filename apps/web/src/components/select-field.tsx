// A labelled drop-down on the platform's own <select>: a phone shows its native picker, it works with
// the keyboard and screen readers as any select does, and no menu or input code has to load for it.
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useForkRef } from '@mui/material/utils';
import { useId, useLayoutEffect, useRef, type ChangeEvent, type ReactNode, type Ref } from 'react';

interface SelectFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  /** For a react-hook-form Controller. */
  name?: string;
  onBlur?: () => void;
  selectRef?: Ref<HTMLSelectElement>;
  /**
   * The select keeps the option the reader chose, `value` setting it only when it changes: for a
   * change that renders after the paint (the car list's sort), which a controlled select would show
   * undone until then.
   */
  keepsChoice?: boolean;
  /** Under the field: a hint, or what is wrong when `error` is set. */
  helperText?: string;
  error?: boolean;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  fullWidth,
  sx,
  name,
  onBlur,
  selectRef,
  keepsChoice,
  helperText,
  error,
}: SelectFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const ownRef = useRef<HTMLSelectElement>(null);
  const ref = useForkRef(selectRef, ownRef);
  useLayoutEffect(() => {
    if (keepsChoice && ownRef.current && ownRef.current.value !== value) ownRef.current.value = value;
  }, [keepsChoice, value]);
  return (
    <Box sx={[{ display: fullWidth ? 'flex' : 'inline-flex', flexDirection: 'column', gap: 0.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', fontWeight: 600, color: 'text.primary' }}>
        {label}
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="select"
          id={id}
          name={name}
          ref={ref}
          value={keepsChoice ? undefined : value}
          defaultValue={keepsChoice ? value : undefined}
          onBlur={onBlur}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
          aria-invalid={error}
          aria-describedby={helperId}
          sx={{
            appearance: 'none',
            width: '100%',
            minHeight: 44,
            pl: 1.5,
            pr: 5,
            font: 'inherit',
            fontSize: 15,
            fontWeight: 600,
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: error ? 'error.main' : 'navy.outline',
            borderRadius: '12px',
            cursor: 'pointer',
            '&:hover': { borderColor: 'text.primary' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '1px' },
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Box>
        <ExpandMore
          aria-hidden
          sx={{
            position: 'absolute',
            right: 12,
            top: '50%',
            transform: 'translateY(-50%)',
            pointerEvents: 'none',
            color: 'text.secondary',
          }}
        />
      </Box>
      {helperText && (
        <Box component="p" id={helperId} sx={{ typography: 'caption', m: 0, color: error ? 'error.main' : 'text.secondary' }}>
          {helperText}
        </Box>
      )}
    </Box>
  );
}
