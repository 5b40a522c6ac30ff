// A checkbox, or a switch, with its label beside it, on the platform's own checkbox in the theme's
// colours: the whole label toggles it, and it stays 44px tall for a thumb.
import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

interface CheckboxLabelProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** A switch (role="switch"): an on/off setting that takes effect at once. */
  asSwitch?: boolean;
  /** The accessible name, when it should say more than the visible label. */
  'aria-label'?: string;
  sx?: SxProps<Theme>;
}

const switchStyle = {
  appearance: 'none',
  position: 'relative',
  width: 40,
  height: 22,
  borderRadius: 999,
  bgcolor: 'navy.muted',
  transition: 'background-color 150ms',
  '&::after': {
    content: '""',
    position: 'absolute',
    top: 3,
    left: 3,
    width: 16,
    height: 16,
    borderRadius: '50%',
    bgcolor: '#fff',
    boxShadow: '0 1px 3px rgba(0,0,0,0.3)',
    transition: 'transform 150ms',
  },
  '&:checked': { bgcolor: 'secondary.main' },
  '&:checked::after': { transform: 'translateX(18px)' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

export function CheckboxLabel({ checked, onChange, children, asSwitch, 'aria-label': ariaLabel, sx }: CheckboxLabelProps) {
  return (
    <Box
      component="label"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1.5,
          alignSelf: 'flex-start',
          minHeight: 44,
          cursor: 'pointer',
          '& input': { flexShrink: 0, m: 0, cursor: 'pointer' },
          '& input[type=checkbox]:not([role=switch])': { width: 20, height: 20, accentColor: (theme) => theme.palette.primary.main },
          '& input[role=switch]': switchStyle,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <input
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        aria-label={ariaLabel}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </Box>
  );
}
