// The heading row shared by the offer dialogs: the title, a line under it, and a close button.
import Close from '@mui/icons-material/Close';
import { Box, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function DialogHeading({ id, title, subtitle, onClose }: { id: string; title: string; subtitle?: ReactNode; onClose: () => void }) {
  return (
    <Box sx={{ position: 'relative', pr: 5, mb: 2.5 }}>
      <Typography id={id} variant="h3" component="h2" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', top: -8, right: -8 }}>
        <Close />
      </IconButton>
    </Box>
  );
}
