// A row of radio choices drawn as chips (the dates, the time slots, the stars): native radios, so the
// arrow keys move between them and a screen reader names the group; the chosen one is highlighted.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Chip {
  value: string;
  label: ReactNode;
  note?: ReactNode;
  disabled?: boolean;
}

interface ChoiceChipsProps {
  name: string;
  legend: string;
  chips: Chip[];
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string | null;
  columns: { xs: number; sm: number };
}

export function ChoiceChips({ name, legend, chips, value, onChange, error, columns }: ChoiceChipsProps) {
  const errorId = `${name}-error`;
  return (
    <Box component="fieldset" aria-describedby={error ? errorId : undefined} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
        {legend}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: `repeat(${columns.xs}, minmax(0, 1fr))`, sm: `repeat(${columns.sm}, minmax(0, 1fr))` },
        }}
      >
        {chips.map((chip) => {
          const selected = chip.value === value;
          return (
            <Box
              component="label"
              key={chip.value}
              sx={{
                position: 'relative',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                textAlign: 'center',
                minHeight: 52,
                px: 1,
                py: 0.75,
                borderRadius: 2,
                border: 1,
                borderColor: selected ? 'primary.main' : 'navy.outline',
                boxShadow: selected ? (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
                bgcolor: selected ? 'primary.main' : chip.disabled ? 'action.hover' : 'background.paper',
                color: selected ? 'primary.contrastText' : chip.disabled ? 'text.secondary' : 'text.primary',
                cursor: chip.disabled ? 'not-allowed' : 'pointer',
                '&:hover': chip.disabled ? {} : { borderColor: 'primary.main' },
                '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box
                component="input"
                type="radio"
                name={name}
                value={chip.value}
                checked={selected}
                disabled={chip.disabled}
                onChange={() => onChange(chip.value)}
                // The whole chip is the (transparent) radio: a click anywhere on it chooses it.
                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, m: 0, cursor: 'inherit' }}
              />
              <Typography
                component="span"
                sx={{ fontWeight: 700, fontSize: '0.9375rem', textDecoration: chip.disabled ? 'line-through' : 'none' }}
              >
                {chip.label}
              </Typography>
              {chip.note && (
                <Typography component="span" variant="caption" sx={{ color: 'inherit', opacity: selected ? 0.9 : 1 }}>
                  {chip.note}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
      {error && (
        <Typography id={errorId} role="alert" variant="body2" color="error" sx={{ mt: 1, fontWeight: 600 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
