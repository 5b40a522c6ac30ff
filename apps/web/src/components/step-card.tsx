// A numbered step of the journey (the home page's three, the how-it-works page's four): an icon tile,
// the step's number as decoration, its title and its text. Goes inside an <ol>.
import { Box, Card, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';

/** Decorative, yet at 3:1 contrast on white (large text) so it stays legible. */
const NUMBER_COLOUR = '#958871';

interface StepCardProps {
  index: number;
  icon: ReactNode;
  title: string;
  text: string;
  /** Says 'Step N:' before the title to screen readers. */
  announceNumber?: boolean;
}

export function StepCard({ index, icon, title, text, announceNumber = false }: StepCardProps) {
  return (
    <Card component="li" sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Box
          aria-hidden
          sx={{
            width: 52,
            height: 52,
            borderRadius: '14px',
            bgcolor: 'primary.main',
            color: '#fff',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {icon}
        </Box>
        <Typography
          aria-hidden
          sx={{ fontSize: 40, fontWeight: 800, color: NUMBER_COLOUR, lineHeight: 1, fontVariantNumeric: 'tabular-nums' }}
        >
          {String(index + 1).padStart(2, '0')}
        </Typography>
      </Box>
      <Typography variant="h3" component="h3">
        {announceNumber && (
          <Box component="span" sx={visuallyHidden}>
            Step {index + 1}:{' '}
          </Box>
        )}
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Card>
  );
}
