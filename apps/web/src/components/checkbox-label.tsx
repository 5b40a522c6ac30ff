// A checkbox with its label beside it, on the platform's own checkbox in the theme's accent colour:
// the whole label toggles it, and it stays 44px tall for a thumb.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

interface CheckboxLabelProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

export function CheckboxLabel({ checked, onChange, children }: CheckboxLabelProps) {
  return (
    <Box
      component="label"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.5,
        alignSelf: 'flex-start',
        minHeight: 44,
        cursor: 'pointer',
        '& input': { width: 20, height: 20, m: 0, accentColor: (theme) => theme.palette.primary.main, cursor: 'pointer' },
      }}
    >
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </Box>
  );
}
